/** Candidate engines over the same records: what each ships, how it opens, how it answers. */
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import {facetFilters} from '../settings';
import {decodeIndex, encodeIndex, type IndexFile} from '../engine/indexFile';
import {answer, openIndex, type LocalIndex} from '../engine/localClient';
import type {SearchRecord} from '../engine/records';
import {buildShardedIndex} from '../engine/sharded/build';
import {paths, type Manifest} from '../engine/sharded/format';
import {fieldBoosts, indexedFields, recordWeight} from '../engine/sharded/scoring';

export interface Opened {
  search(query: string): Promise<string[]>;
  /** Files fetched so far (for a fresh index: what the first query cost). */
  fetched: string[];
}

export interface Engine {
  name: string;
  /** Every file of the index, by name. */
  build(records: SearchRecord[]): Map<string, string>;
  open(files: Map<string, string>): Opened;
}

const modalRequest = (query: string) => ({
  indexName: 'assetra',
  query,
  hitsPerPage: 20,
  facetFilters,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
});

/** The shipped design: sharded terms and record chunks, fetched as a query needs them. */
export const shardedEngine: Engine = {
  name: 'Sharded index (shipped)',
  build: (records) => buildShardedIndex(records),
  open: (files) => {
    const fetched = [paths.manifest];
    const index: LocalIndex = openIndex(JSON.parse(files.get(paths.manifest)!) as Manifest, async (path) => {
      fetched.push(path);
      return JSON.parse(files.get(path)!);
    });
    return {fetched, search: async (query) => (await answer(index, modalRequest(query))).hits.map((hit) => hit.url)};
  },
};

type MiniFields = {id: number; title: string; context: string; content: string};
const miniOptions = {fields: ['title', 'context', 'content'], idField: 'id'};
const miniSearchOptions = {boost: fieldBoosts, prefix: true, fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false)};

function miniSearchOver(records: SearchRecord[], engine: MiniSearch<MiniFields>) {
  return async (query: string) => {
    const run = (combineWith: 'AND' | 'OR') => engine.search(query, {...miniSearchOptions, combineWith});
    const results = run('AND').length ? run('AND') : run('OR');
    return results
      .map((result) => ({
        record: records[result.id as number]!,
        score: result.score * recordWeight(records[result.id as number]!),
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 20)
      .map(({record}) => record.url);
  };
}

const miniEngine = (records: SearchRecord[]) => {
  const engine = new MiniSearch<MiniFields>(miniOptions);
  engine.addAll(records.map((record, id) => ({id, ...indexedFields(record)})));
  return engine;
};

/** The first design: one compact record file, the MiniSearch index built in the browser. */
export const miniSearchBuiltOnLoad: Engine = {
  name: 'MiniSearch, one file, built on load',
  build: (records) => new Map([['index.json', JSON.stringify(encodeIndex(records))]]),
  open: (files) => {
    const records = decodeIndex(JSON.parse(files.get('index.json')!) as IndexFile);
    return {fetched: ['index.json'], search: miniSearchOver(records, miniEngine(records))};
  },
};

/** Same, with the MiniSearch index serialised at build time and shipped beside the records. */
export const miniSearchSerialised: Engine = {
  name: 'MiniSearch, serialised index',
  build: (records) =>
    new Map([
      ['index.json', JSON.stringify(encodeIndex(records))],
      ['engine.json', JSON.stringify(miniEngine(records))],
    ]),
  open: (files) => {
    const records = decodeIndex(JSON.parse(files.get('index.json')!) as IndexFile);
    const engine = MiniSearch.loadJSON<MiniFields>(files.get('engine.json')!, miniOptions);
    return {fetched: ['index.json', 'engine.json'], search: miniSearchOver(records, engine)};
  },
};

const flexOptions = {
  document: {
    id: 'id',
    index: [
      {field: 'title', tokenize: 'forward' as const},
      {field: 'content', tokenize: 'forward' as const},
      {field: 'context', tokenize: 'forward' as const},
    ],
  },
};

/** FlexSearch's document index, exported at build time; fields ranked title, content, context. */
export const flexSearch: Engine = {
  name: 'FlexSearch Document, exported index',
  build: (records) => {
    const index = new FlexSearch.Document(flexOptions);
    records.forEach((record, id) => index.add({id, ...indexedFields(record)}));
    const files = new Map([['index.json', JSON.stringify(encodeIndex(records))]]);
    index.export((key: string | number, data: string) => {
      files.set(`flex-${key}`, data);
    });
    return files;
  },
  open: (files) => {
    const records = decodeIndex(JSON.parse(files.get('index.json')!) as IndexFile);
    const index = new FlexSearch.Document(flexOptions);
    for (const [name, data] of files) if (name.startsWith('flex-')) index.import(name.slice(5), data);
    return {
      fetched: [...files.keys()],
      search: async (query) => {
        const ranked: number[] = [];
        for (const field of ['title', 'content', 'context']) {
          const group = (index.search(query, {limit: 100, index: [field]}) as {result: number[]}[])[0];
          for (const id of group?.result ?? []) if (!ranked.includes(id)) ranked.push(id);
        }
        return ranked.slice(0, 20).map((id) => records[id]!.url);
      },
    };
  },
};

export const engines: Engine[] = [shardedEngine, miniSearchBuiltOnLoad, miniSearchSerialised, flexSearch];
