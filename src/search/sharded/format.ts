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
  /** Prefixes that have a term shard (leaves of the prefix tree). */
  shards: string[];
  /** Prefixes that were split into longer ones; each has a digest of its best records. */
  digests: string[];
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
