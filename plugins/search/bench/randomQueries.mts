/**
 * Queries drawn at random from the site's own pages, beside the judged questions: three words from
 * one paragraph, and three words from three different sections of one page. Every word of each is
 * on its page, so a search that finds pages by their words must list that page.
 */
import {searchSettings} from '../settings';
import type {SearchRecord} from '../engine/records';
import {words} from '../engine/tokens';

export interface DrawnQuery {
  query: string;
  page: string;
}

const stopWords = new Set<string>(searchSettings.stopWords);

/** A repeatable stream of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Words a reader could type for a record: letters only, four or more, no stop words, each once. */
function typable(record: SearchRecord): string[] {
  return [...new Set(words(record.content ?? ''))].filter((word) => /^\p{L}{4,}$/u.test(word) && !stopWords.has(word));
}

function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

/** `count` queries of three words from one paragraph (a record with at least twelve words). */
export function paragraphQueries(records: readonly SearchRecord[], count: number, seed = 7): DrawnQuery[] {
  const random = seeded(seed);
  const paragraphs = records.filter(
    (record) => words(record.content ?? '').length >= 12 && typable(record).length >= 3,
  );
  return pick(paragraphs, count, random).map((record) => ({
    query: pick(typable(record), 3, random).join(' '),
    page: record.url_without_anchor,
  }));
}

/**
 * `count` queries of three words from three different sections of one page, each word on at most
 * a fifth of the site's pages (a word most pages hold says nothing about which one is meant).
 */
export function crossSectionQueries(records: readonly SearchRecord[], count: number, seed = 11): DrawnQuery[] {
  const random = seeded(seed);
  const pagesHolding = new Map<string, Set<string>>();
  const byPage = new Map<string, SearchRecord[]>();
  for (const record of records) {
    byPage.set(record.url_without_anchor, [...(byPage.get(record.url_without_anchor) ?? []), record]);
    for (const word of typable(record)) {
      let pages = pagesHolding.get(word);
      if (!pages) pagesHolding.set(word, (pages = new Set()));
      pages.add(record.url_without_anchor);
    }
  }
  const rare = (word: string) => pagesHolding.get(word)!.size <= byPage.size / 5;
  const drawn: DrawnQuery[] = [];
  const pages = [...byPage].filter(
    ([, pageRecords]) =>
      new Set(pageRecords.filter((record) => typable(record).some(rare)).map((record) => record.url)).size >= 3,
  );
  while (drawn.length < count && pages.length > 0) {
    const [page, pageRecords] = pages.splice(Math.floor(random() * pages.length), 1)[0]!;
    // One record per heading: three paragraphs under three different headings.
    const bySection = new Map<string, SearchRecord>();
    for (const record of pick(pageRecords, pageRecords.length, random)) {
      if (typable(record).some(rare) && !bySection.has(record.url)) bySection.set(record.url, record);
    }
    const sections = [...bySection.values()].slice(0, 3);
    const chosen = new Set<string>();
    for (const section of sections) {
      const word = pick(
        typable(section).filter((candidate) => rare(candidate) && !chosen.has(candidate)),
        1,
        random,
      )[0];
      if (word) chosen.add(word);
    }
    if (chosen.size === 3) drawn.push({query: [...chosen].join(' '), page});
  }
  return drawn;
}
