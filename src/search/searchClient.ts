import type {SearchBackendConfig} from '@site/src/data/search';
import {createLocalSearchClient, openIndex, type LocalIndex, type SearchRequest, type SearchResponse} from './localClient';
import type {IndexFile} from './indexFile';

export interface SearchClient {
  search(query: {requests: SearchRequest[]}): Promise<{results: SearchResponse[]}>;
}

const loads = new Map<string, Promise<LocalIndex>>();

/** Fetches and opens the embedded index once per page load; a failed load is retried next time. */
export function loadLocalIndex(url: string): Promise<LocalIndex> {
  let pending = loads.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<IndexFile>;
      })
      .then(openIndex);
    pending.catch(() => loads.delete(url));
    loads.set(url, pending);
  }
  return pending;
}

/** The client the search page uses: the embedded index, or Algolia when hosted search is configured. */
export async function createSearchClient(config: SearchBackendConfig, indexUrl: string): Promise<SearchClient> {
  if (config.mode === 'local') return createLocalSearchClient(() => loadLocalIndex(indexUrl));
  const {liteClient} = await import('algoliasearch/lite');
  return liteClient(config.appId, config.apiKey) as unknown as SearchClient;
}
