import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import {hierarchyLevels, type SearchRecord} from './records';

/** What MiniSearch indexes for one record: its own heading, its ancestors, and its text. */
interface IndexedFields {
  id: number;
  title: string;
  context: string;
  content: string;
}

function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

export const engineOptions: Options<IndexedFields> = {
  fields: ['title', 'context', 'content'],
  idField: 'id',
};

/** Headings outrank body text; prefix matching for the word being typed; typos forgiven from 4 letters. */
export const defaultSearchOptions: SearchOptions = {
  boost: {title: 6, content: 1.5, context: 0.6},
  prefix: true,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  combineWith: 'AND',
};

export function indexedFields(record: SearchRecord, id: number): IndexedFields {
  const own = ownHeading(record);
  const ancestors = hierarchyLevels
    .map((level) => record.hierarchy[level])
    .filter((value): value is string => Boolean(value) && value !== own);
  return {id, title: own, context: ancestors.join(' '), content: record.content ?? ''};
}

export function buildEngine(records: readonly SearchRecord[]): MiniSearch<IndexedFields> {
  const engine = new MiniSearch<IndexedFields>(engineOptions);
  engine.addAll(records.map(indexedFields));
  return engine;
}
