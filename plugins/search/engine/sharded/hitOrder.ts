import {pageBoost, sectionsPerPage} from './scoring';

/** A page that answers a query, with its matching sections (record ids) in the order it shows them. */
export interface PageHits {
  page: number;
  /** The page's own score for the query (BM25 over the whole page). */
  score: number;
  /** Below 1 for pages that lack some of the words: they follow every page that has them all. */
  tier: number;
  /** Its best section's score. */
  best: number;
  hits: number[];
  /** How many of its sections it shows where it ranks (at most `sectionsPerPage`); the rest come later. */
  lead: number;
}

/** Where a page ranks: its own score, weighed up, plus its best section's. */
export function rankOfPage({score, best}: Pick<PageHits, 'score' | 'best'>): number {
  return pageBoost * score + best;
}

/**
 * Every hit once, in the order a reader gets them: pages best first (every page with all the
 * words before any without), each page's leading sections where the page ranks, then the
 * sections left over, in the same page order.
 */
export function orderHits(pages: readonly PageHits[]): number[] {
  const ranked = [...pages].sort((a, b) => b.tier - a.tier || rankOfPage(b) - rankOfPage(a) || a.page - b.page);
  const order: number[] = [];
  for (const {hits, lead} of ranked) order.push(...hits.slice(0, lead));
  for (const {hits, lead} of ranked) order.push(...hits.slice(lead));
  return order;
}

/** At most `sectionsPerPage` of a page's sections lead. */
export function leadOf(count: number): number {
  return Math.min(sectionsPerPage, count);
}
