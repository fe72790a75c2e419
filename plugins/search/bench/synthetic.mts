import type {SearchRecord} from '../engine/records';

/**
 * A corpus of `pageCount` pages made from the site's own pages, each with a few random words and a unique topic word.
 */
export function syntheticRecords(real: SearchRecord[], pageCount: number): SearchRecord[] {
  const byPage = new Map<string, SearchRecord[]>();
  for (const record of real)
    byPage.set(record.url_without_anchor, [...(byPage.get(record.url_without_anchor) ?? []), record]);
  const templates = [...byPage.values()];
  const words = real.flatMap((record) => (record.content ?? '').split(' ')).filter((word) => /^[a-z]{4,}$/.test(word));
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const records: SearchRecord[] = [];
  for (let page = 0; page < pageCount; page++) {
    const template = templates[page % templates.length]!;
    const url = `/docs/synthetic/page-${page}`;
    for (const record of template) {
      const extra = Array.from({length: 3}, () => words[Math.floor(random() * words.length)]).join(' ');
      records.push({
        ...record,
        objectID: `${url}-${records.length}`,
        hierarchy: {...record.hierarchy, lvl1: `${record.hierarchy.lvl1} ${page}`},
        content: record.content ? `${record.content} ${extra} topic${page}` : null,
        url: record.anchor ? `${url}#${record.anchor}` : url,
        url_without_anchor: url,
        position: records.length,
      });
    }
  }
  return records;
}
