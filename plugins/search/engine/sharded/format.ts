import type {SectionFile} from '../indexFile';

/** The sharded index on the wire (version 7): what the build writes and the browser reads. */

export const indexVersion = 7;

export interface Manifest {
  version: typeof indexVersion;
  /** Number of records; record ids run from 0 in page order. */
  records: number;
  /** Records per chunk file: chunk n holds ids n × chunkSize … (n + 1) × chunkSize − 1. */
  chunkSize: number;
  chunks: number;
  /** Records of each page, in id order: page boundaries let the ranking weigh a page as a whole. */
  pageSizes: number[];
  /** Pages per page-table file: file n lists the url, group and title of pages n × pageTableSize onwards. */
  pageTableSize: number;
  /**
   * The first term of each shard, in order (shards hold runs of the sorted terms), front-coded
   * (`encodeSortedTerms`). The digests follow from them (`digestsOf`).
   */
  shards: string;
}

/**
 * A run of the sorted terms, each with its postings, ids delta-encoded and weights quantised
 * (see `quantiseWeight`), interleaved as [idDelta, weight, idDelta, weight, …]: every page that
 * holds the term (so a query finds every page that has all its words), the records that hold it
 * (its best `maxPostings`, to rank a page's sections), and the display records of its first hits.
 */
export interface Shard {
  terms: string[];
  pages: number[][];
  records: number[][];
  hits: Hits;
  /**
   * By stem, for the stems whose run of terms starts in this shard: the pages of the stem's other forms that sit
   * in other shards (the best weight of any), so a word finds all its forms from the shards it reads.
   */
  forms?: Record<string, number[]>;
  /**
   * By word, for every prefix of the next shard's first term that sorts into this shard and has no digest: what the
   * next shard holds for that word (the pages and records of its longer terms, the records at most as many as a
   * digest keeps, then those of its other forms), so a word whose run of terms crosses a shard's end reads its own
   * shard alone (and its stem's). Words the next shard holds nothing for are left out.
   */
  next?: Record<string, [longerPages: number[], longerRecords: number[], formPages: number[], formRecords: number[]]>;
}

/** The same for every term that starts with a prefix whose terms span more than two shards. */
export interface Digest {
  pages: number[];
  records: number[];
  hits: Hits;
}

/**
 * What the hits of a shard's (or digest's) terms show, in the same file: the records of each
 * term's first page of hits and of its best section on its first pages, so a query's first page
 * usually needs no second round of requests. Long paragraphs keep the words around the term.
 */
export interface Hits {
  /** Record ids, ascending, in the order of `records.records`. */
  ids: number[];
  records: SectionFile;
}

/**
 * Weights travel as small integers on a logarithmic scale (steps of 5 %), one or two digits
 * where thousandths took four or five: postings are most of what a query downloads.
 */
const weightStep = Math.log(1.05);
const weightFloor = 0.01;

export function quantiseWeight(weight: number): number {
  return Math.max(0, Math.round(Math.log(Math.max(weight, weightFloor) / weightFloor) / weightStep));
}

export function weightOf(quantised: number): number {
  return weightFloor * Math.exp(quantised * weightStep);
}

/**
 * Sorted terms as one string: each entry is the count of leading characters it shares with the
 * one before (one base-36 digit), then the rest; entries are separated by spaces, which no term
 * holds (terms are runs of letters and digits).
 */
export function encodeSortedTerms(terms: readonly string[]): string {
  let previous: string[] = [];
  return terms
    .map((term) => {
      const chars = codePoints(term);
      let shared = 0;
      while (shared < Math.min(35, previous.length, chars.length) && previous[shared] === chars[shared]) shared++;
      previous = chars;
      return `${shared.toString(36)}${chars.slice(shared).join('')}`;
    })
    .join(' ');
}

export function decodeSortedTerms(encoded: string): string[] {
  let previous: string[] = [];
  return encoded
    .split(' ')
    .filter(Boolean)
    .map((entry) => {
      previous = [...previous.slice(0, parseInt(entry[0], 36)), ...codePoints(entry.slice(1))];
      return previous.join('');
    });
}

/** Prefixes up to this long may have a digest; a longer word reads its shard, which carries the next one's part. */
export const maxDigestLength = 3;

/**
 * The prefixes that have a digest: those of up to `maxDigestLength` characters that at least two
 * shards' first terms start with. The terms under any other prefix lie in at most two shards (a
 * shard starts inside the prefix's run of terms only where a first term starts with it), so a
 * word is read from its shards or, for a short prefix whose run covers more of them, from the
 * prefix's digest. Derived from the shard list, so the manifest carries that list alone.
 */
export function digestsOf(shardStarts: readonly string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const start of shardStarts) {
    const chars = codePoints(start);
    for (let length = 1; length <= Math.min(maxDigestLength, chars.length); length++) {
      const prefix = chars.slice(0, length).join('');
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, count]) => count >= 2).map(([prefix]) => prefix));
}

/** File names are safe for any script: letters a–z and digits as they are, other characters as code points. */
export function prefixFileName(prefix: string): string {
  return [...prefix].map((char) => (/^[a-z0-9]$/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}`)).join('');
}

export const paths = {
  manifest: 'manifest.json',
  shard: (index: number) => `terms/${index}.json`,
  digest: (prefix: string) => `prefixes/${prefixFileName(prefix)}.json`,
  chunk: (index: number) => `records/${index}.json`,
  pageTable: (index: number) => `pages/${index}.json`,
};

export function decodePostings(encoded: readonly number[]): Map<number, number> {
  const postings = new Map<number, number>();
  let id = 0;
  for (let index = 0; index < encoded.length; index += 2) {
    id += encoded[index];
    postings.set(id, weightOf(encoded[index + 1]));
  }
  return postings;
}

/** The first index of a sorted array whose value is not below `value`. */
export function firstAtLeast<T extends number | string>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Prefixes count characters, not UTF-16 units, so every script splits the same way. */
export function codePoints(text: string): string[] {
  return [...text];
}

/** The shard whose run of terms holds `term`, or would were it a term: the writer and the reader agree on it. */
export function shardHolding(shardStarts: readonly string[], term: string): number {
  return Math.max(0, firstAtLeast(shardStarts, `${term}\0`) - 1);
}
