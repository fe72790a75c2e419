import {hierarchyLevels, type Hierarchy, type RecordType, type SearchRecord} from './records';

/**
 * The embedded index on the wire: pages and headings are stored once and records point at them,
 * so a page title or a section heading is not repeated for every paragraph under it.
 */
export interface IndexFile {
  version: 2;
  /** [url, lvl0, lvl1, language, docusaurus_tag] */
  pages: [string, string, string, string, string][];
  /** [page, level 2–6, text, anchor, parent heading or -1] */
  headings: [number, number, string, string | null, number][];
  /** [page, type (1–6 = lvl1–lvl6, 0 = content), heading or -1, content or null] */
  records: [number, number, number, string | null][];
}

const typeCodes: Record<RecordType, number> = {content: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6};
const typeOfCode = Object.fromEntries(Object.entries(typeCodes).map(([type, code]) => [code, type])) as Record<
  number,
  RecordType
>;

export function encodeIndex(records: readonly SearchRecord[]): IndexFile {
  const file: IndexFile = {version: 2, pages: [], headings: [], records: []};
  const pageIds = new Map<string, number>();
  const headingIds = new Map<string, number>();
  for (const record of records) {
    const {hierarchy} = record;
    let page = pageIds.get(record.url_without_anchor);
    if (page === undefined) {
      page =
        file.pages.push([
          record.url_without_anchor,
          hierarchy.lvl0!,
          hierarchy.lvl1!,
          record.language,
          record.docusaurus_tag,
        ]) - 1;
      pageIds.set(record.url_without_anchor, page);
    }
    let parent = -1;
    for (let level = 2; level <= 6; level++) {
      const text = hierarchy[hierarchyLevels[level]!];
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
    if (parent >= 0 && record.anchor) file.headings[parent]![3] ??= record.anchor;
    file.records.push([page, typeCodes[record.type], parent, record.content]);
  }
  return file;
}

export function decodeIndex(file: IndexFile): SearchRecord[] {
  if (file.version !== 2) throw new Error(`Unsupported search index version ${String(file.version)}.`);
  const seenOnPage = new Map<number, number>();
  return file.records.map(([page, typeCode, heading, content], position) => {
    const [url, lvl0, lvl1, language, tag] = file.pages[page]!;
    const index = seenOnPage.get(page) ?? 0;
    seenOnPage.set(page, index + 1);
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    let anchor: string | null = null;
    for (let id = heading; id >= 0;) {
      const [, level, text, headingAnchor, parent] = file.headings[id]!;
      hierarchy[hierarchyLevels[level]!] = text;
      anchor ??= headingAnchor;
      id = parent;
    }
    return {
      // Stable while a page's content order is: recent searches and favourites key on it.
      objectID: `${url}#${index}`,
      hierarchy,
      content,
      type: typeOfCode[typeCode]!,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      language,
      docusaurus_tag: tag,
      position,
    };
  });
}
