import {searchSettings, type SearchBackendConfig} from './settings';

type Environment = Record<string, string | undefined>;

/** The index the site reads and `search:push` fills: ALGOLIA_INDEX_NAME, else the product's name (SPEC §3). */
export function algoliaIndexName(env: Environment = process.env): string {
  return env.ALGOLIA_INDEX_NAME?.trim() || searchSettings.defaultIndexName;
}

/**
 * Search runs on the embedded index unless both Algolia variables are set at build time.
 * One without the other is a mistake: fail the build and name what is missing (SPEC §5).
 */
export function searchBackend(env: Environment = process.env): SearchBackendConfig {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = algoliaIndexName(env);
  if (!appId && !apiKey) return {mode: 'local', indexName};
  if (!appId) {
    throw new Error(
      'ALGOLIA_SEARCH_API_KEY is set but ALGOLIA_APP_ID is missing. Set ALGOLIA_APP_ID to your Algolia application id, or unset ALGOLIA_SEARCH_API_KEY to use the embedded search index.',
    );
  }
  if (!apiKey) {
    throw new Error(
      'ALGOLIA_APP_ID is set but ALGOLIA_SEARCH_API_KEY is missing. Set ALGOLIA_SEARCH_API_KEY to your search-only API key, or unset ALGOLIA_APP_ID to use the embedded search index.',
    );
  }
  return {mode: 'algolia', appId, apiKey, indexName};
}

/** The hosts Algolia's lite client reads from: the DSN host first, then three fallbacks. */
export function algoliaReadHosts(appId: string): string[] {
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}
