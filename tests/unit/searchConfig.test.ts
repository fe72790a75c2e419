import {describe, expect, it} from 'vitest';
import {searchBackend} from '@site/config/search';

describe('search backend selection (SPEC §3, §5)', () => {
  it('uses the embedded index when no Algolia variable is set', () => {
    expect(searchBackend({})).toEqual({mode: 'local', indexName: 'assetra'});
  });

  it('uses Algolia with the public search key when both variables are set', () => {
    expect(
      searchBackend({
        ALGOLIA_APP_ID: 'APP123',
        ALGOLIA_SEARCH_API_KEY: 'search-key',
        ALGOLIA_ADMIN_API_KEY: 'admin-secret',
      }),
    ).toEqual({mode: 'algolia', appId: 'APP123', apiKey: 'search-key', indexName: 'assetra'});
  });

  it('takes the index name from ALGOLIA_INDEX_NAME', () => {
    expect(
      searchBackend({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'assetra-staging'})
        .indexName,
    ).toBe('assetra-staging');
  });

  it('fails the build naming the missing variable', () => {
    expect(() => searchBackend({ALGOLIA_APP_ID: 'APP123'})).toThrow(/ALGOLIA_SEARCH_API_KEY is missing/);
    expect(() => searchBackend({ALGOLIA_SEARCH_API_KEY: 'search-key'})).toThrow(/ALGOLIA_APP_ID is missing/);
    expect(() => searchBackend({ALGOLIA_APP_ID: '  ', ALGOLIA_SEARCH_API_KEY: 'search-key'})).toThrow(/ALGOLIA_APP_ID/);
  });

  it('never carries the admin key into the site config', () => {
    const config = searchBackend({
      ALGOLIA_APP_ID: 'A',
      ALGOLIA_SEARCH_API_KEY: 'k',
      ALGOLIA_ADMIN_API_KEY: 'admin-secret',
    });
    expect(JSON.stringify(config)).not.toContain('admin-secret');
  });
});
