import {describe, expect, it} from 'vitest';
import type {Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {loadReference} from '@site/plugins/reference/load';
import {renderDataTypes} from '@site/plugins/reference/openapi/catalogue';

/**
 * A data types table gives each shared type its JSON type. A `oneOf` without a `type` of its own (Pools' `AmountOrMax`)
 * showed `any`, which no value of it is; its JSON type is that of its branches.
 */
describe('every shared data type names the JSON type its values have', () => {
  for (const api of loadReference().rest)
    it(api.file, () => {
      const [table] = renderDataTypes(api) as Table[];
      const untyped = table.children
        .slice(1)
        .filter((row) => toString(row.children[1]) === 'any')
        .map((row) => toString(row.children[0]));
      expect(untyped).toEqual([]);
    });
});
