/** Candidate engines over the same records, each with what it ships, how it opens, how it answers. */
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import {buildEngine, engineOptions, indexedFields} from '../../src/search/engine';
import {decodeIndex, encodeIndex, type IndexFile} from '../../src/search/indexFile';
import {answer, openIndex, type LocalIndex} from '../../src/search/localClient';
import {facetFilters} from '../../src/data/search';
import type {SearchRecord} from '../../src/search/records';

export interface Engine<Opened> {
  name: string;
  /** The files a browser downloads before the first answer, by name. */
  payload(records: SearchRecord[]): Record<string, string>;
  open(files: Record<string, string>): Opened;
  /** Record URLs, best first. */
  search(opened: Opened, query: string): string[];
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

/** The shipped design: compact records, engine built in the browser. */
export const compactMiniSearch: Engine<LocalIndex> = {
  name: 'MiniSearch, built on load (shipped)',
  payload: (records) => ({'index.json': JSON.stringify(encodeIndex(records))}),
  open: (files) => openIndex(JSON.parse(files['index.json']!) as IndexFile),
  search: (index, query) => answer(index, modalRequest(query)).hits.map((hit) => hit.url),
};

/** Same ranking, but the engine is serialised at build time and shipped beside the records. */
export const serialisedMiniSearch: Engine<LocalIndex> = {
  name: 'MiniSearch, serialised index',
  payload: (records) => ({
    'index.json': JSON.stringify(encodeIndex(records)),
    'engine.json': JSON.stringify(buildEngine(records)),
  }),
  open: (files) => ({
    records: decodeIndex(JSON.parse(files['index.json']!) as IndexFile),
    engine: MiniSearch.loadJSON(files['engine.json']!, engineOptions) as LocalIndex['engine'],
  }),
  search: (index, query) => answer(index, modalRequest(query)).hits.map((hit) => hit.url),
};

type FlexIndex = {records: SearchRecord[]; index: InstanceType<typeof FlexSearch.Document>};

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
export const flexSearch: Engine<FlexIndex> = {
  name: 'FlexSearch Document, exported index',
  payload: (records) => {
    const index = new FlexSearch.Document(flexOptions);
    records.forEach((record, id) => index.add({...indexedFields(record, id)}));
    const files: Record<string, string> = {'index.json': JSON.stringify(encodeIndex(records))};
    index.export((key: string | number, data: string) => {
      files[`flex-${key}`] = data;
    });
    return files;
  },
  open: (files) => {
    const index = new FlexSearch.Document(flexOptions);
    for (const [name, data] of Object.entries(files)) if (name.startsWith('flex-')) index.import(name.slice(5), data);
    return {records: decodeIndex(JSON.parse(files['index.json']!) as IndexFile), index};
  },
  search: ({records, index}, query) => {
    const ranked: number[] = [];
    for (const field of ['title', 'content', 'context']) {
      const group = (index.search(query, {limit: 100, index: [field]}) as {field: string; result: number[]}[])[0];
      for (const id of group?.result ?? []) if (!ranked.includes(id)) ranked.push(id);
    }
    return ranked.slice(0, 20).map((id) => records[id]!.url);
  },
};

export const engines = [compactMiniSearch, serialisedMiniSearch, flexSearch] as Engine<unknown>[];
