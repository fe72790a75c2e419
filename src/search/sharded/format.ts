import type {IndexFile} from '../indexFile';

/** The sharded index on the wire (version 5): what the build writes and the browser reads. */

export interface Manifest {
  version: 5;
  /** Number of records; record ids run from 0 in page order. */
  records: number;
  /** Records per chunk file: chunk n holds ids n × chunkSize … (n + 1) × chunkSize − 1. */
  chunkSize: number;
  chunks: number;
  /** Records of each page, in id order: page boundaries let the ranking weigh a page as a whole. */
  pageSizes: number[];
  /**
   * Prefixes that have a term shard (leaves of the prefix tree), sorted and front-coded
   * (`encodePrefixes`): at 5,000 pages a third of the JSON list's gzip size. The digests follow
   * from them (`digestsOf`).
   */
  shards: string;
}

/**
 * Terms sharing a prefix, sorted, each with its postings: record ids delta-encoded and weights
 * quantised (see `quantiseWeight`), interleaved as [idDelta, weight, idDelta, weight, …]; the
 * same for the pages that hold the term, by page number; and the display records of its hits.
 */
export interface Shard {
  terms: string[];
  postings: number[][];
  pages: number[][];
  hits: Hits;
}

/** The best records for any term starting with a prefix, for words shorter than the shards. */
export interface Digest {
  postings: number[];
  hits: Hits;
}

/**
 * What the hits of a shard's (or digest's) terms show, in the same file: the records of each
 * term's first page of hits, so a query's first page usually needs no second round of requests.
 */
export interface Hits {
  /** Record ids, ascending, in the order of `records.records`. */
  ids: number[];
  records: IndexFile;
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
 * Sorted prefixes as one string: each entry is the count of leading characters it shares with
 * the one before (one base-36 digit), then the rest; entries are separated by spaces, which no
 * term holds (terms are runs of letters and digits).
 */
export function encodePrefixes(prefixes: readonly string[]): string {
  let previous: string[] = [];
  return [...prefixes]
    .sort()
    .map((prefix) => {
      const chars = codePoints(prefix);
      let shared = 0;
      while (shared < Math.min(35, previous.length, chars.length) && previous[shared] === chars[shared]) shared++;
      previous = chars;
      return `${shared.toString(36)}${chars.slice(shared).join('')}`;
    })
    .join(' ');
}

export function decodePrefixes(encoded: string): string[] {
  let previous: string[] = [];
  return encoded
    .split(' ')
    .filter(Boolean)
    .map((entry) => {
      previous = [...previous.slice(0, parseInt(entry[0]!, 36)), ...codePoints(entry.slice(1))];
      return previous.join('');
    });
}

/**
 * The prefixes that were split into longer ones, each with a digest of its best records: every
 * shorter prefix of a shard's, and the prefix of an exact leaf ("start$") itself. Derived, so the
 * manifest, which a reader loads before the first query, lists the leaves alone.
 */
export function digestsOf(shards: readonly string[]): Set<string> {
  const digests = new Set<string>();
  for (const shard of shards) {
    const exact = shard.endsWith('$');
    const chars = codePoints(exact ? shard.slice(0, -1) : shard);
    for (let length = 1; length < chars.length + (exact ? 1 : 0); length++)
      digests.add(chars.slice(0, length).join(''));
  }
  return digests;
}

/** File names are safe for any script: letters a–z and digits as they are, other characters as code points. */
export function prefixFileName(prefix: string): string {
  return [...prefix].map((char) => (/^[a-z0-9]$/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}`)).join('');
}

export const paths = {
  manifest: 'manifest.json',
  shard: (prefix: string) => `terms/${prefixFileName(prefix)}.json`,
  digest: (prefix: string) => `prefixes/${prefixFileName(prefix)}.json`,
  chunk: (index: number) => `records/${index}.json`,
};

export function decodePostings(encoded: readonly number[]): Map<number, number> {
  const postings = new Map<number, number>();
  let id = 0;
  for (let index = 0; index < encoded.length; index += 2) {
    id += encoded[index]!;
    postings.set(id, weightOf(encoded[index + 1]!));
  }
  return postings;
}

/** Prefixes count characters, not UTF-16 units, so every script splits the same way. */
export function codePoints(text: string): string[] {
  return [...text];
}
