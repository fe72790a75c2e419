import {withinEditDistance} from '../editDistance';
import {decodeIndex, type IndexFile} from '../indexFile';
import type {SearchRecord} from '../records';
import {codePoints, decodePostings, paths, type Digest, type Manifest, type Shard} from './format';
import {fuzzyWeight, prefixWeight} from './scoring';

export type FetchJson = (path: string) => Promise<unknown>;

export interface RankedRecord {
  id: number;
  score: number;
}

/** Longer words that start with a query word are considered up to this many per word. */
const maxPrefixTerms = 64;

function firstAtLeast(terms: readonly string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

function keepBest(target: Map<number, number>, postings: Map<number, number>, factor: number) {
  for (const [id, weight] of postings) target.set(id, Math.max(target.get(id) ?? 0, weight * factor));
}

/**
 * The sharded index in the browser: it fetches only the shards a query's words live in and the
 * record chunks of the hits it shows, each once.
 */
export class ShardedIndex {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly shards: Set<string>;
  private readonly digests: Set<string>;

  constructor(
    readonly manifest: Manifest,
    private readonly fetchJson: FetchJson,
  ) {
    this.shards = new Set(manifest.shards);
    this.digests = new Set(manifest.digests);
  }

  private load<T>(path: string): Promise<T> {
    let pending = this.files.get(path);
    if (!pending) {
      pending = this.fetchJson(path);
      pending.catch(() => this.files.delete(path));
      this.files.set(path, pending);
    }
    return pending as Promise<T>;
  }

  /** Where a word's terms live: a shard whose prefix it starts with, or a digest it ends inside. */
  private locate(word: string): {shard: string | null; exact: string | null; digest: string | null} {
    const chars = codePoints(word);
    for (let depth = 2; depth <= chars.length; depth++) {
      const prefix = chars.slice(0, depth).join('');
      if (this.shards.has(prefix)) return {shard: prefix, exact: null, digest: null};
      if (!this.digests.has(prefix)) return {shard: null, exact: null, digest: null};
    }
    // The word ends at a split prefix (or is one letter): its exact form has its own leaf,
    // and longer words are represented by the prefix digest.
    const exact = this.shards.has(`${word}$`) ? `${word}$` : null;
    return {shard: null, exact, digest: this.digests.has(word) ? word : null};
  }

  /** Records that answer one query word, with the best weight among the terms it matched. */
  private async candidates(word: string): Promise<Map<number, number>> {
    const found = new Map<number, number>();
    const {shard, exact, digest} = this.locate(word);
    if (shard) {
      const {terms, postings} = await this.load<Shard>(paths.shard(shard));
      const start = firstAtLeast(terms, word);
      if (terms[start] === word) keepBest(found, decodePostings(postings[start]!), 1);
      for (let index = start + (terms[start] === word ? 1 : 0), taken = 0; index < terms.length && taken < maxPrefixTerms; index++, taken++) {
        if (!terms[index]!.startsWith(word)) break;
        keepBest(found, decodePostings(postings[index]!), prefixWeight);
      }
      const length = codePoints(word).length;
      if (length >= 4) {
        const limit = Math.ceil(length * 0.2);
        terms.forEach((term, index) => {
          if (!term.startsWith(word) && withinEditDistance(term, word, limit)) keepBest(found, decodePostings(postings[index]!), fuzzyWeight);
        });
      }
    }
    if (exact) {
      const {postings} = await this.load<Shard>(paths.shard(exact));
      keepBest(found, decodePostings(postings[0]!), 1);
    }
    if (digest) keepBest(found, decodePostings((await this.load<Digest>(paths.digest(digest))).postings), 1);
    return found;
  }

  /** Records matching every word (or, when none does, any word at half weight), best first. */
  async rank(words: readonly string[]): Promise<RankedRecord[]> {
    if (words.length === 0) return [];
    const perWord = await Promise.all(words.map((word) => this.candidates(word)));
    const combine = (mode: 'all' | 'any') => {
      const scores = new Map<number, number>();
      const [first, ...rest] = [...perWord].sort((a, b) => a.size - b.size);
      const pool = mode === 'all' ? first! : new Set(perWord.flatMap((map) => [...map.keys()]));
      for (const id of pool.keys()) {
        let score = 0;
        let matched = 0;
        for (const map of mode === 'all' ? [first!, ...rest] : perWord) {
          const weight = map.get(id);
          if (weight !== undefined) {
            score += weight;
            matched++;
          }
        }
        if (mode === 'any' || matched === perWord.length) scores.set(id, mode === 'all' ? score : score / 2);
      }
      return scores;
    };
    let scores = combine('all');
    if (scores.size === 0 && words.length > 1) scores = combine('any');
    return [...scores].map(([id, score]) => ({id, score})).sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** The records behind some ids, fetching only the chunks they sit in. */
  async records(ids: readonly number[]): Promise<Map<number, SearchRecord>> {
    const {chunkSize} = this.manifest;
    const chunks = [...new Set(ids.map((id) => Math.floor(id / chunkSize)))];
    const decoded = await Promise.all(chunks.map(async (chunk) => [chunk, decodeIndex(await this.load<IndexFile>(paths.chunk(chunk)))] as const));
    const byChunk = new Map(decoded);
    return new Map(
      ids.map((id) => {
        const record = byChunk.get(Math.floor(id / chunkSize))![id % chunkSize]!;
        return [id, {...record, objectID: `${record.url_without_anchor}@${id}`, position: id}];
      }),
    );
  }
}
