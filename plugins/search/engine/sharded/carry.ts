import {encodeSections} from '../indexFile';
import type {SearchRecord} from '../records';
import {rankOfPage} from './hitOrder';
import {sectionsPerPage} from './scoring';
import type {TermPostings} from './weighTerms';

/** How many records a term carries: its first page of hits, and its best section on its first pages. */
export interface CarryOptions {
  hitsPerTerm: number;
  carriedPages: number;
}

/**
 * The records a term (or prefix) carries, best first: its first page of hits as the query engine
 * lists them for it alone, then its best section on each of its first `carriedPages` pages, so a
 * query of several words finds a section to show for most of the pages that hold them all.
 * `pageScores` is scratch space, one entry a page, left as it was found (zero).
 */
export function carriedHits(
  {ids, weights, pages, pageWeights}: TermPostings,
  pageOf: Int32Array,
  pageStarts: readonly number[],
  pageScores: Float32Array,
  {hitsPerTerm, carriedPages}: CarryOptions,
): number[] {
  for (let index = 0; index < pages.length; index++) pageScores[pages[index]] = pageWeights[index]!;
  // Records of a page are consecutive and ids ascend, so each page's hits are one run; a page
  // needs its few best sections sorted, the rest only when the first pass leaves room.
  const runs: {page: number; start: number; end: number; top: number[]; rank: number}[] = [];
  for (let start = 0; start < ids.length;) {
    const page = pageOf[ids[start]];
    let end = start + 1;
    while (end < ids.length && pageOf[ids[end]] === page) end++;
    const top = bestOf(weights, start, end, sectionsPerPage);
    runs.push({
      page,
      start,
      end,
      top: top.map((position) => ids[position]),
      rank: rankOfPage({score: pageScores[page], best: weights[top[0]]}),
    });
    pageScores[page] = 0;
    start = end;
  }
  // A page that holds the term only where no section does (its code) is shown by its title.
  for (let index = 0; index < pages.length; index++) {
    const page = pages[index];
    if (pageScores[page] === 0) continue;
    runs.push({
      page,
      start: 0,
      end: 0,
      top: [pageStarts[page]],
      rank: rankOfPage({score: pageScores[page], best: 0}),
    });
    pageScores[page] = 0;
  }
  runs.sort((a, b) => b.rank - a.rank || a.page - b.page);
  const first: number[] = [];
  for (const {top} of runs) {
    if (first.length >= hitsPerTerm) break;
    first.push(...top.slice(0, hitsPerTerm - first.length));
  }
  // Few pages: their other sections follow, in the same page order.
  for (const {start, end} of runs) {
    if (first.length >= hitsPerTerm) break;
    if (end - start <= sectionsPerPage) continue;
    const rest = bestOf(weights, start, end, end - start).slice(
      sectionsPerPage,
      sectionsPerPage + hitsPerTerm - first.length,
    );
    first.push(...rest.map((position) => ids[position]));
  }
  const best = runs.slice(0, carriedPages).map(({top}) => top[0]);
  return [...new Set([...first, ...best])];
}

/** Positions `start`…`end` − 1 of the `count` highest weights, best first (ties: lower position first). */
function bestOf(weights: ArrayLike<number>, start: number, end: number, count: number): number[] {
  if (count >= end - start) {
    return Array.from({length: end - start}, (_, offset) => start + offset).sort(
      (a, b) => weights[b] - weights[a] || a - b,
    );
  }
  const top: number[] = [];
  for (let position = start; position < end; position++) {
    const weight = weights[position];
    if (top.length === count && weight <= weights[top[count - 1]]) continue;
    let at = top.length < count ? top.length : count - 1;
    top[at] = position;
    while (at > 0 && weights[top[at - 1]] < weight) {
      top[at] = top[at - 1]!;
      top[--at] = position;
    }
  }
  return top;
}

/** Words a carried paragraph keeps around its term: room for a snippet wherever the query's words fall near it. */
const excerptWords = 24;

/** About the characters a record takes in a hits file. */
export function carriedSize(record: SearchRecord): number {
  return Math.min(record.content?.length ?? 0, excerptWords * 8) + 24;
}

/** A long paragraph cut to the words around the first one that matches `term`, with an ellipsis where it was cut. */
export function excerpt(content: string, term: string): string {
  if (content.length <= excerptWords * 4) return content;
  const found = [...content.matchAll(/[\p{L}\p{N}]+/gu)];
  if (found.length <= excerptWords) return content;
  const matches = (word: string) => {
    const lower = word.toLowerCase();
    return lower.startsWith(term) || (lower.length >= 3 && term.startsWith(lower));
  };
  const at = Math.max(
    0,
    found.findIndex(([word]) => matches(word)),
  );
  const first = Math.max(0, Math.min(at - 4, found.length - excerptWords));
  const last = Math.min(found.length, first + excerptWords) - 1;
  const from = first === 0 ? 0 : found[first].index;
  const to = last === found.length - 1 ? content.length : found[last].index + found[last][0].length;
  return `${first > 0 ? '… ' : ''}${content.slice(from, to)}${to < content.length ? ' …' : ''}`;
}

/**
 * The hits file of some terms' carried records, taken in turns (every term's first, then every
 * term's second, …) while they fit in `limit` characters, each long paragraph cut to the words
 * around the term that carried it. Past the limit, a query's first page fetches the rest from
 * the record chunks.
 */
export function hitsJson(
  lists: readonly {term: string; ids: readonly number[]}[],
  records: readonly SearchRecord[],
  pageOf: Int32Array,
  limit: number,
): string {
  const carriedBy = new Map<number, string>();
  const turns = Math.max(0, ...lists.map(({ids}) => ids.length));
  let size = 0;
  for (let turn = 0; turn < turns && size < limit; turn++) {
    for (const {term, ids} of lists) {
      const id = ids[turn];
      if (id === undefined || carriedBy.has(id)) continue;
      carriedBy.set(id, term);
      size += carriedSize(records[id]);
      if (size >= limit) break;
    }
  }
  const sorted = [...carriedBy.keys()].sort((a, b) => a - b);
  const sections = encodeSections(
    sorted.map((id) => records[id]),
    (_, index) => pageOf[sorted[index]],
    (record, index) => record.content && excerpt(record.content, carriedBy.get(sorted[index])!),
  );
  return `{"ids":${JSON.stringify(sorted)},"records":${JSON.stringify(sections)}}`;
}
