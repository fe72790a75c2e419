import {searchSettings} from '../../settings';
import {hierarchyLevels, type SearchRecord} from '../records';

/** Field boosts: a record's own heading counts most, then its text, then the headings above it. */
export const fieldBoosts = {title: 6, content: 1.5, context: 0.6} as const;
export type Field = keyof typeof fieldBoosts;

/**
 * BM25 saturation, and length normalisation per field. Headings are a few words long, so a longer
 * one that names the subject ("Step 4: Monitor the health factor and the liquidation price") is
 * not much less about it than a short one; text and context normalise as usual. On the 169 judged
 * questions, headings at 0.7 like the text: top-1 146, top-5 167; at 0.3: 148 and 168.
 */
export const bm25 = {k1: 1.2, b: {title: 0.3, content: 0.7, context: 0.7}} as const;

/** How much a match counts when it is a longer word (prefix), or another form of the word ("accrues" of "accrued"). */
export const prefixWeight = 0.375;
// On the 169 judged questions, forms at 0.5: top-1 143, top-5 168; at 0.8: 144, 166 (before, plurals only: 141, 167).
export const formWeight = 0.5;
/** A misspelt word read as the term it most likely means counts a little below that term typed: it is a guess. */
export const typoWeight = 0.9;

/**
 * A page of results lists each page's best few sections where the page ranks, and its other
 * sections after every page's best: one long page cannot fill the first screen on its own.
 */
export const sectionsPerPage = 3;

/**
 * Pages are weighed too (see weighTerms.ts): a page ranks by `pageBoost` times its own score for
 * the query plus its best section's, so the page that works through a subject outranks a glossary
 * entry, an FAQ answer or a blog post whose heading names it. Headings count as several words.
 */
export const pageBoost = 3;
/** Mentions saturate early: a reference page names its fields over and over without being more about them. */
export const pageBm25 = {k1: 2, b: 0.75} as const;
/**
 * A page shorter than this share of the average is measured as that long: a page that is little
 * more than a heading has no body to be dense in, so it cannot outrank pages on its brevity.
 */
export const shortestPageShare = 0.5;
/** An identifier in a page's code counts half a word of its text: samples repeat the names their prose explains. */
export const codeFrequency = 0.5;
export const pageHeadingFrequency: Record<SearchRecord['type'], number> = {
  lvl1: 8,
  lvl2: 4,
  lvl3: 2,
  lvl4: 2,
  lvl5: 2,
  lvl6: 2,
  content: 1,
};

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
// Guides and concept pages, then API reference, then the pages that gather short answers or notes
// on them, then the blog, news of its day.
const apiReferenceWeight = 0.8;
const digestPageWeight = 0.6;
const blogWeight = 0.5;
const digestPages = new Set<string>(searchSettings.digestPages);
const apiReferenceFolders = new Set<string>(searchSettings.apiReferenceFolders);

/** How much a page's matches count: less in the API reference, on digests and changelogs, and on the blog. */
export function pageWeight(record: SearchRecord): number {
  if (record.hierarchy.lvl0 === searchSettings.blogGroup) return blogWeight;
  if (digestPages.has(record.url_without_anchor) || record.hierarchy.lvl0 === searchSettings.changelogGroup) {
    return digestPageWeight;
  }
  return record.url_without_anchor.split('/').some((folder) => apiReferenceFolders.has(folder))
    ? apiReferenceWeight
    : 1;
}

export function recordWeight(record: SearchRecord): number {
  return typeWeight[record.type] * pageWeight(record);
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
