import {searchSettings} from '../../data/search';
import {hierarchyLevels, type SearchRecord} from '../records';

/** Field boosts: a record's own heading counts most, then its text, then the headings above it. */
export const fieldBoosts = {title: 6, content: 1.5, context: 0.6} as const;
export type Field = keyof typeof fieldBoosts;

/** BM25 saturation and length normalisation. */
export const bm25 = {k1: 1.2, b: 0.7} as const;

/** How much a match counts when it is a longer word (prefix) or a near miss (typo). */
export const prefixWeight = 0.375;
export const fuzzyWeight = 0.3;

/**
 * Pages are weighed too (see pageWeights.ts): a record's score gains `pageBoost` times its page's
 * score for the query, so the page that works through a subject outranks a glossary entry, an
 * FAQ answer or a blog post whose heading names it. Headings count as several words of text.
 */
export const pageBoost = 4;
export const pageBm25 = {k1: 1.2, b: 0.75} as const;
export const pageHeadingFrequency = 3;

/** Page titles, then headings, then text; reference pages above blog posts on the same words. */
const typeWeight: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.4,
  lvl3: 1.3,
  lvl4: 1.2,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
const blogWeight = 0.5;
const digestPageWeight = 0.6;
const digestPages = new Set<string>(searchSettings.digestPages);

/** How much a page's matches count: less on the blog and on pages that gather short answers. */
export function pageWeight(record: SearchRecord): number {
  return record.hierarchy.lvl0 === searchSettings.blogGroup
    ? blogWeight
    : digestPages.has(record.url_without_anchor)
      ? digestPageWeight
      : 1;
}

export function recordWeight(record: SearchRecord): number {
  return typeWeight[record.type] * pageWeight(record);
}

const wordPattern = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return [...text.toLowerCase().matchAll(wordPattern)].map((match) => match[0]);
}

/** The fields of a record as the engine scores them. */
export function recordFields(record: SearchRecord): Record<Field, string[]> {
  const fields = indexedFields(record);
  return {title: tokenize(fields.title), content: tokenize(fields.content), context: tokenize(fields.context)};
}

/** What the engine scores for one record: its own heading, its ancestors, and its text. */
export interface IndexedFields {
  title: string;
  context: string;
  content: string;
}

function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

export function indexedFields(record: SearchRecord): IndexedFields {
  const own = ownHeading(record);
  const ancestors = hierarchyLevels
    .map((level) => record.hierarchy[level])
    .filter((value): value is string => Boolean(value) && value !== own);
  return {title: own, context: ancestors.join(' '), content: record.content ?? ''};
}
