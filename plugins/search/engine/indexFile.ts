import {hierarchyLevels, type Hierarchy, type RecordType, type SearchRecord} from './records';

/** A page as records point at it: [url, lvl0, lvl1, language, docusaurus_tag]. */
export type PageEntry = [string, string, string, string, string];

/**
 * Records on the wire: headings are stored once and records point at them, so a section heading
 * is not repeated for every paragraph under it; records and headings name their page by number.
 */
export interface SectionFile {
  /** [page, level 2–6, text, anchor, parent heading or -1] */
  headings: [number, number, string, string | null, number][];
  /** [page, type (1–6 = lvl1–lvl6, 0 = content), heading or -1, content or null] */
  records: [number, number, number, string | null][];
}

/** Records with the pages they point at, in one file. */
export interface IndexFile extends SectionFile {
  version: 2;
  pages: PageEntry[];
}

const typeCodes: Record<RecordType, number> = {content: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6};
const typeOfCode = Object.fromEntries(Object.entries(typeCodes).map(([type, code]) => [code, type])) as Record<
  number,
  RecordType
>;

export function pageEntryOf(record: SearchRecord): PageEntry {
  const {hierarchy} = record;
  return [record.url_without_anchor, hierarchy.lvl0!, hierarchy.lvl1!, record.language, record.docusaurus_tag];
}

/** Encodes records whose pages are numbered by `pageOf`; `content` may shorten a record's text. */
export function encodeSections(
  records: readonly SearchRecord[],
  pageOf: (record: SearchRecord, index: number) => number,
  content: (record: SearchRecord, index: number) => string | null = (record) => record.content,
): SectionFile {
  const file: SectionFile = {headings: [], records: []};
  const headingIds = new Map<string, number>();
  for (const [index, record] of records.entries()) {
    const page = pageOf(record, index);
    let parent = -1;
    for (let level = 2; level <= 6; level++) {
      const text = record.hierarchy[hierarchyLevels[level]];
      if (!text) break;
      const key = `${page}|${parent}|${level}|${text}`;
      let id = headingIds.get(key);
      if (id === undefined) {
        // The anchor of a heading is the record's anchor when the record is that heading or under it.
        id = file.headings.push([page, level, text, null, parent]) - 1;
        headingIds.set(key, id);
      }
      parent = id;
    }
    if (parent >= 0 && record.anchor) file.headings[parent][3] ??= record.anchor;
    file.records.push([page, typeCodes[record.type], parent, content(record, index)]);
  }
  return file;
}

/** Record `index` of a file, its page's fields from `pageEntry`. */
export function decodeSection(file: SectionFile, index: number, pageEntry: (page: number) => PageEntry): SearchRecord {
  const [page, typeCode, heading, content] = file.records[index];
  const [url, lvl0, lvl1, language, tag] = pageEntry(page);
  const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  for (let id = heading; id >= 0;) {
    const [, level, text, headingAnchor, parent] = file.headings[id];
    hierarchy[hierarchyLevels[level]] = text;
    anchor ??= headingAnchor;
    id = parent;
  }
  return {
    objectID: `${url}#${index}`,
    hierarchy,
    content,
    type: typeOfCode[typeCode],
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    language,
    docusaurus_tag: tag,
    position: index,
  };
}

export function encodeIndex(records: readonly SearchRecord[]): IndexFile {
  const pages: PageEntry[] = [];
  const pageIds = new Map<string, number>();
  const sections = encodeSections(records, (record) => {
    let page = pageIds.get(record.url_without_anchor);
    if (page === undefined) pageIds.set(record.url_without_anchor, (page = pages.push(pageEntryOf(record)) - 1));
    return page;
  });
  return {version: 2, pages, ...sections};
}

export function decodeIndex(file: IndexFile): SearchRecord[] {
  if (file.version !== 2) throw new Error(`Unsupported search index version ${String(file.version)}.`);
  const seenOnPage = new Map<number, number>();
  return file.records.map(([page], index) => {
    const record = decodeSection(file, index, (id) => file.pages[id]);
    const onPage = seenOnPage.get(page) ?? 0;
    seenOnPage.set(page, onPage + 1);
    // Stable while a page's content order is: recent searches and favourites key on it.
    return {...record, objectID: `${record.url_without_anchor}#${onPage}`};
  });
}
