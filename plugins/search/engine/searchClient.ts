import type {SearchBackendConfig} from '../settings';
import {
  createLocalSearchClient,
  openIndex,
  type LocalIndex,
  type SearchRequest,
  type SearchResponse,
} from './localClient';
import {paths, type Manifest} from './sharded/format';

export interface SearchClient {
  search(query: {requests: SearchRequest[]}): Promise<{results: SearchResponse[]}>;
}

const loads = new Map<string, Promise<LocalIndex>>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Opens the embedded index in `folder` (its manifest) once per page load; shards and record
 * chunks are fetched later, as queries need them. A failed load is retried next time.
 */
export function loadLocalIndex(folder: string): Promise<LocalIndex> {
  let pending = loads.get(folder);
  if (!pending) {
    pending = fetchJson(`${folder}/${paths.manifest}`).then((manifest) =>
      openIndex(manifest as Manifest, (path) => fetchJson(`${folder}/${path}`)),
    );
    pending.catch(() => loads.delete(folder));
    loads.set(folder, pending);
  }
  return pending;
}

/** The client the search page uses: the embedded index, or Algolia when hosted search is configured. */
export async function createSearchClient(config: SearchBackendConfig, indexFolder: string): Promise<SearchClient> {
  if (config.mode === 'local') return createLocalSearchClient(() => loadLocalIndex(indexFolder));
  const {liteClient} = await import('algoliasearch/lite');
  return liteClient(config.appId, config.apiKey) as unknown as SearchClient;
}
