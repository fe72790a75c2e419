import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {operations} from '@site/plugins/reference/openapi/document';
import {numberedLines} from '../support/sentences';
import {pageFiles, type RepoFile} from '../support/repoFiles';

/**
 * A GraphQL error has no HTTP status of its own: it comes in `errors[].extensions.code` of a `200` answer. Pass 194
 * found "`409 ASSET_NOT_DRAFT` from `deployAsset`", a GraphQL mutation, where a reader checking for a 409 never sees
 * one. A status written with a code is followed by a REST operation (or its SDK method), never by a GraphQL field.
 */

const reference = loadReference();
const restNames = new Set(
  reference.rest.flatMap(({document}) =>
    operations(document).flatMap(({operation}) => [operation.operationId, operation['x-sdk-method']]),
  ),
);
const graphqlFields = new Set(
  reference.graphql.flatMap(({schema}) =>
    [schema.getQueryType(), schema.getMutationType()].flatMap((root) => Object.keys(root?.getFields() ?? {})),
  ),
);

/** "`409 ASSET_NOT_DRAFT`](…) from `deployAsset`": a status, its code, and the operation that answers it. */
const statusFrom = /`[1-5]\d\d ([A-Z][A-Z0-9_]+)`\]?(?:\([^)\s]*\))? (?:from|on) `([a-z][A-Za-z0-9]+)`/g;

export const graphqlStatusFindings = ({file, text}: RepoFile): string[] =>
  numberedLines(text).flatMap(({line, text: content}) =>
    [...content.matchAll(statusFrom)]
      .filter(([, , name]) => graphqlFields.has(name!) && !restNames.has(name!))
      .map(
        ([, code, name]) =>
          `${file}:${line} gives ${code} an HTTP status from \`${name}\`, a GraphQL field: write it without one`,
      ),
  );

describe('an error code written with an HTTP status', () => {
  it('is answered by a REST operation, not a GraphQL field', () => {
    expect(restNames.has('getTransactionStatus') && graphqlFields.has('deployAsset')).toBe(true);
    expect(pageFiles().flatMap(graphqlStatusFindings)).toEqual([]);
  });

  it('fails on the text it replaced (pass 194: the ERC-3643 how-to)', () => {
    const row =
      '| [`409 ASSET_NOT_DRAFT`](/docs/assets/back-end-api/backend-overview#asset-not-draft) from `deployAsset` | x |';
    expect(graphqlStatusFindings({file: 'docs/a.mdx', text: row})).toEqual([
      'docs/a.mdx:1 gives ASSET_NOT_DRAFT an HTTP status from `deployAsset`, a GraphQL field: write it without one',
    ]);
    const rest = '| [`404 CHAIN_TRANSACTION_NOT_FOUND`](/x) from `getTransactionStatus` | x |';
    expect(graphqlStatusFindings({file: 'docs/a.mdx', text: rest})).toEqual([]);
  });
});
