import {searchSettings} from '../settings';
import {highlight, queryWordsOf, snippet, type HighlightTags} from './highlight';
import {hierarchyLevels, type SearchRecord} from './records';
import {significantWords} from './significantWords';
import {indexVersion, type Manifest} from './sharded/format';
import {ShardedIndex, type FetchJson} from './sharded/query';
import {queryWords} from './tokens';

export type LocalIndex = ShardedIndex;

/** One request in the Algolia v5 `search({requests})` shape DocSearch sends. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: string | Record<string, unknown>;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: (string | string[])[] | string;
  [parameter: string]: unknown;
}

export interface SearchHit extends SearchRecord {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  /**
   * Of `nbHits`, those on pages that hold every word of the query (the embedded index only):
   * fewer when no page, or only a few, has them all and pages with most of them follow.
   */
  nbHitsWithEveryWord?: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
}

/** The longest query the engine answers (SPEC §5 caps the input at 64 characters). */
export const maxQueryLength = 64;

function facetGroups(filters: SearchRequest['facetFilters']): string[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) => (typeof entry === 'string' ? [entry] : entry));
}

function matchesFacets(record: SearchRecord, groups: string[][]): boolean {
  return groups.every((group) =>
    group.some((filter) => {
      const [attribute, value] = filter.split(':');
      return attribute === 'language'
        ? record.language === value
        : attribute === 'docusaurus_tag'
          ? record.docusaurus_tag === value
          : true;
    }),
  );
}

function flatten(request: SearchRequest): SearchRequest {
  const {params, ...rest} = request;
  if (!params) return rest;
  const parsed = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : params;
  return {...parsed, ...rest};
}

function decorate(record: SearchRecord, words: string[], request: SearchRequest): SearchHit {
  const tags: HighlightTags = {pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>'};
  const hierarchyHighlight: Record<string, unknown> = {};
  for (const level of hierarchyLevels) {
    const value = record.hierarchy[level];
    if (value) hierarchyHighlight[level] = highlight(value, words, tags);
  }
  const snippetResult: Record<string, unknown> = {hierarchy: {}};
  for (const attribute of request.attributesToSnippet ?? []) {
    const [path, count] = attribute.split(':');
    const length = Number(count) || 10;
    const text =
      path === 'content'
        ? record.content
        : record.hierarchy[path.replace('hierarchy.', '') as keyof typeof record.hierarchy];
    if (!text) continue;
    const value = snippet(text, words, length, tags, request.snippetEllipsisText ?? '…');
    if (path === 'content') snippetResult.content = value;
    else (snippetResult.hierarchy as Record<string, unknown>)[path.replace('hierarchy.', '')] = value;
  }
  return {
    ...record,
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      ...(record.content ? {content: highlight(record.content, words, tags)} : {}),
    },
    _snippetResult: snippetResult,
  };
}

/** Opens the embedded index from its manifest; shards and record chunks load as queries need them. */
export function openIndex(manifest: Manifest, fetchJson: FetchJson): LocalIndex {
  if (manifest.version !== indexVersion)
    throw new Error(`Unsupported search index version ${String(manifest.version)}.`);
  return new ShardedIndex(manifest, fetchJson);
}

/**
 * Answers one Algolia-shaped request from the embedded index. Facet filters apply to the records
 * shown, so nbHits counts before filtering (exact whenever no record is filtered out).
 */
export async function answer(index: LocalIndex, rawRequest: SearchRequest): Promise<SearchResponse> {
  const started = performance.now();
  const request = flatten(rawRequest);
  const query = String(request.query ?? '').slice(0, maxQueryLength);
  const hitsPerPage = Math.max(1, Math.min(1000, Number(request.hitsPerPage ?? searchSettings.hitsPerPage)));
  const page = Math.max(0, Number(request.page ?? 0));
  const words = queryWordsOf(query);
  const ranking = await index.rank(significantWords(queryWords(query)));
  const {ids: shown, pages} = index.resultsPage(ranking, page, hitsPerPage);
  const records = await index.records(shown);
  const groups = facetGroups(request.facetFilters);
  const hits = shown
    .map((id) => records.get(id)!)
    .filter((record) => matchesFacets(record, groups))
    .map((record) => decorate(record, words, request));
  return {
    hits,
    nbHits: ranking.hits.length,
    nbHitsWithEveryWord: ranking.hitsWithEveryWord,
    page,
    nbPages: pages,
    hitsPerPage,
    query,
    params: '',
    index: request.indexName,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
  };
}

/** An error DocSearch recognises as "the search service is unreachable". */
function unreachable(cause: unknown): Error {
  const error = new Error(
    `The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
  );
  error.name = 'RetryError';
  return error;
}

/** A client with the `search({requests})` method of Algolia's lite client, answered locally. */
export function createLocalSearchClient(load: () => Promise<LocalIndex>) {
  return {
    addAlgoliaAgent(): void {
      // The embedded index has no agent header to extend.
    },
    async search({requests}: {requests: SearchRequest[]}): Promise<{results: SearchResponse[]}> {
      let index: LocalIndex;
      try {
        index = await load();
      } catch (error) {
        throw unreachable(error);
      }
      try {
        return {results: await Promise.all(requests.map((request) => answer(index, request)))};
      } catch (error) {
        throw unreachable(error);
      }
    },
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
