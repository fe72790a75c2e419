import type MiniSearch from 'minisearch';
import {buildEngine, defaultSearchOptions} from './engine';
import {decodeIndex, type IndexFile} from './indexFile';
import {highlight, queryWordsOf, snippet, type HighlightTags} from './highlight';
import {searchSettings} from '@site/src/data/search';
import {hierarchyLevels, type SearchRecord} from './records';

export interface LocalIndex {
  records: SearchRecord[];
  engine: MiniSearch;
}

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

/** Decodes the index file and builds the engine over it (faster to ship than a serialised engine). */
export function openIndex(file: IndexFile): LocalIndex {
  const records = decodeIndex(file);
  return {records, engine: buildEngine(records)};
}

/** Records earlier in the hierarchy win ties: page titles, then headings, then text. */
const typeWeight: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.4,
  lvl3: 1.3,
  lvl4: 1.2,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};

/** Reference pages outrank blog posts that discuss the same thing, as DocSearch's page rank does. */
const blogWeight = 0.8;

function facetGroups(filters: SearchRequest['facetFilters']): string[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) => (typeof entry === 'string' ? [entry] : entry));
}

function matchesFacets(record: SearchRecord, groups: string[][]): boolean {
  return groups.every((group) =>
    group.some((filter) => {
      const [attribute, value] = filter.split(':');
      return attribute === 'language' ? record.language === value : attribute === 'docusaurus_tag' ? record.docusaurus_tag === value : true;
    }),
  );
}

function flatten(request: SearchRequest): SearchRequest {
  const {params, ...rest} = request;
  if (!params) return rest;
  const parsed = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : params;
  return {...parsed, ...rest} as SearchRequest;
}

function rank(index: LocalIndex, query: string, groups: string[][]) {
  const words = queryWordsOf(query);
  if (words.length === 0) return [];
  const run = (combineWith: 'AND' | 'OR') =>
    index.engine
      .search(words.join(' '), {...defaultSearchOptions, combineWith})
      .map((result) => ({record: index.records[result.id as number]!, score: result.score}))
      .filter(({record}) => record && matchesFacets(record, groups));
  // Every word must match; when nothing does, the best partial matches are still worth showing.
  let results = run('AND');
  if (results.length === 0 && words.length > 1) results = run('OR').map((result) => ({...result, score: result.score / 2}));
  return results
    .map((result) => ({
      ...result,
      score: result.score * typeWeight[result.record.type] * (result.record.hierarchy.lvl0 === searchSettings.blogGroup ? blogWeight : 1),
    }))
    .sort((a, b) => b.score - a.score || a.record.position - b.record.position);
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
    const text = path === 'content' ? record.content : record.hierarchy[path!.replace('hierarchy.', '') as keyof typeof record.hierarchy];
    if (!text) continue;
    const value = snippet(text, words, length, tags, request.snippetEllipsisText ?? '…');
    if (path === 'content') snippetResult.content = value;
    else (snippetResult.hierarchy as Record<string, unknown>)[path!.replace('hierarchy.', '')] = value;
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

/** Answers one Algolia-shaped request from the embedded index. */
export function answer(index: LocalIndex, rawRequest: SearchRequest): SearchResponse {
  const started = performance.now();
  const request = flatten(rawRequest);
  const query = String(request.query ?? '').slice(0, maxQueryLength);
  const hitsPerPage = Math.max(1, Math.min(1000, Number(request.hitsPerPage ?? 20)));
  const page = Math.max(0, Number(request.page ?? 0));
  const ranked = rank(index, query, facetGroups(request.facetFilters));
  const words = queryWordsOf(query);
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({record}) => decorate(record, words, request));
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
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
  const error = new Error(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
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
      return {results: requests.map((request) => answer(index, request))};
    },
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
