import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {algoliaReadHosts, searchBackend} from '../backend';
import searchPlugin from '../index';
import {keyboardHint} from '../settings';

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

describe('the plugin', () => {
  const context = {baseUrl: '/'} as LoadContext;
  afterEach(() => vi.unstubAllEnvs());

  it('declares Algolia’s read hosts to the CSP only when the build uses hosted search', async () => {
    vi.stubEnv('ALGOLIA_APP_ID', '');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', '');
    expect(await searchPlugin(context).loadContent!()).toEqual({connectSources: []});
    vi.stubEnv('ALGOLIA_APP_ID', 'APP1');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', 'k');
    expect(await searchPlugin(context).loadContent!()).toEqual({connectSources: algoliaReadHosts('APP1')});
    expect(algoliaReadHosts('APP1')).toEqual([
      'https://APP1-dsn.algolia.net',
      'https://APP1-1.algolianet.com',
      'https://APP1-2.algolianet.com',
      'https://APP1-3.algolianet.com',
    ]);
  });

  it('publishes the backend to the browser as its global data, and fails when the pair is half set', () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'APP1');
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', 'k');
    const setGlobalData = vi.fn();
    const addRoute = vi.fn();
    const plugin = searchPlugin(context);
    void plugin.contentLoaded!({content: undefined, actions: {setGlobalData, addRoute} as never});
    expect(setGlobalData).toHaveBeenCalledWith({
      backend: {mode: 'algolia', appId: 'APP1', apiKey: 'k', indexName: 'assetra'},
      keyboardHint,
    });
    expect(addRoute).toHaveBeenCalledWith(expect.objectContaining({path: '/search', component: '@theme/SearchPage'}));
    vi.stubEnv('ALGOLIA_SEARCH_API_KEY', '');
    expect(() => searchPlugin(context)).toThrow(/ALGOLIA_SEARCH_API_KEY is missing/);
  });
});
