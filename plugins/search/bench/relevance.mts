/** Top-1 and top-5 hit rates of ranked URLs against the judged questions. */
import {judgedQueries, type JudgedQuery} from './queries';

/** A page without its anchor or trailing slash, so /docs/base/ and /docs/base are one page. */
const pageOf = (url: string) => url.replace(/#.*$/, '').replace(/(.)\/$/, '$1');

/** Distinct pages in the order their first hit appears. */
export function pagesInOrder(urls: readonly string[], count: number): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = pageOf(url);
    if (!pages.includes(page) && pages.push(page) >= count) break;
  }
  return pages;
}

export interface HitRates {
  top1: number;
  top5: number;
  /** Questions whose answer is not among the first five pages. */
  missed: JudgedQuery[];
}

export function hitRates(answer: (query: string) => readonly string[]): HitRates {
  let top1 = 0;
  let top5 = 0;
  const missed: JudgedQuery[] = [];
  for (const judged of judgedQueries) {
    const pages = pagesInOrder(answer(judged.query), 5);
    const answers = judged.pages.map(pageOf);
    if (answers.includes(pages[0] ?? '')) top1++;
    if (pages.some((page) => answers.includes(page))) top5++;
    else missed.push(judged);
  }
  return {top1, top5, missed};
}

/** The rank (1-based) of the first page that answers `judged` among the first `depth` distinct pages, or null. */
export function rankOf(judged: JudgedQuery, urls: readonly string[], depth = 20): number | null {
  const answers = judged.pages.map(pageOf);
  const rank = pagesInOrder(urls, depth).findIndex((page) => answers.includes(page));
  return rank < 0 ? null : rank + 1;
}

/** Questions where `theirs` puts a right page higher than `ours` does (a miss ranks below any hit). */
export function answeredWorse(
  ours: (query: string) => readonly string[],
  theirs: (query: string) => readonly string[],
): {query: string; ours: number | null; theirs: number}[] {
  const worse: {query: string; ours: number | null; theirs: number}[] = [];
  for (const judged of judgedQueries) {
    const mine = rankOf(judged, ours(judged.query));
    const peer = rankOf(judged, theirs(judged.query));
    if (peer !== null && (mine === null || mine > peer)) worse.push({query: judged.query, ours: mine, theirs: peer});
  }
  return worse;
}

export const rate = (hits: number) =>
  `${hits}/${judgedQueries.length} (${Math.round((100 * hits) / judgedQueries.length)} %)`;
