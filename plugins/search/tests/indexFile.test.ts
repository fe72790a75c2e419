import {describe, expect, it} from 'vitest';
import {decodeIndex, encodeIndex} from '@site/plugins/search/engine/indexFile';
import {fixtureRecords} from './support/searchFixtures';

describe('embedded index file', () => {
  it('decodes to the same records it encoded (ids are regenerated per page)', () => {
    const decoded = decodeIndex(encodeIndex(fixtureRecords));
    expect(decoded).toHaveLength(fixtureRecords.length);
    decoded.forEach((record, index) => {
      const {objectID: _id, position: _position, ...rest} = fixtureRecords[index]!;
      expect(record).toMatchObject(rest);
    });
    expect(new Set(decoded.map((record) => record.objectID)).size).toBe(decoded.length);
  });

  it('stores each page and heading once', () => {
    const file = encodeIndex(fixtureRecords);
    expect(file.pages.map(([url]) => url)).toEqual([
      ...new Set(fixtureRecords.map((record) => record.url_without_anchor)),
    ]);
    expect(file.headings.filter(([, , text]) => text === 'Health factor')).toHaveLength(2);
  });

  it('rejects an index of another version', () => {
    expect(() => decodeIndex({version: 1} as never)).toThrow(/Unsupported search index version 1/);
  });
});
