import {withinEditDistance} from '../editDistance';
import {decodeIndex, type IndexFile} from '../indexFile';
import type {SearchRecord} from '../records';
import {codePoints, decodePostings, paths, type Digest, type Manifest, type Shard} from './format';
import {fuzzyWeight, pageBoost, prefixWeight} from './scoring';

export type FetchJson = (path: string) => Promise<unknown>;

export interface RankedRecord {
  id: number;
  score: number;
}

/** Longer words that start with a query word are considered up to this many per word. */
const maxPrefixTerms = 64;

/** Below this many records that match every word, records that match some follow them. */
const fewestFullMatches = 5;

/** What one query word matches: records and pages, each with its best weight. */
interface WordMatches {
  records: Map<number, number>;
  pages: Map<number, number>;
}

/**
 * Record files one page of hits may draw from: the shown hits arrive in one round of parallel
 * requests that a browser's six connections per host carry at once.
 */
export const chunkBudget = 6;

function firstAtLeast(terms: readonly number[] | readonly string[], value: number | string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle]! < value) low = middle + 1;
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
  /** First record id of each page, ascending. */
  private readonly pageStarts: number[];

  constructor(
    readonly manifest: Manifest,
    private readonly fetchJson: FetchJson,
  ) {
    this.shards = new Set(manifest.shards);
    this.digests = new Set(manifest.digests);
    let start = 0;
    this.pageStarts = manifest.pageSizes.map((size) => (start += size) - size);
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

  private pageOf(id: number): number {
    return firstAtLeast(this.pageStarts, id + 1) - 1;
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

  /** Records and pages that answer one query word, with the best weight among the terms it matched. */
  private async candidates(word: string): Promise<WordMatches> {
    const found: WordMatches = {records: new Map(), pages: new Map()};
    const take = (shard: Shard, index: number, factor: number) => {
      keepBest(found.records, decodePostings(shard.postings[index]!), factor);
      keepBest(found.pages, decodePostings(shard.pages[index]!), factor);
    };
    const {shard, exact, digest} = this.locate(word);
    const [shardFile, exactFile, digestFile] = await Promise.all([
      shard ? this.load<Shard>(paths.shard(shard)) : null,
      exact ? this.load<Shard>(paths.shard(exact)) : null,
      digest ? this.load<Digest>(paths.digest(digest)) : null,
    ]);
    if (shardFile) {
      const {terms} = shardFile;
      const start = firstAtLeast(terms, word);
      if (terms[start] === word) take(shardFile, start, 1);
      for (
        let index = start + (terms[start] === word ? 1 : 0), taken = 0;
        index < terms.length && taken < maxPrefixTerms;
        index++, taken++
      ) {
        if (!terms[index]!.startsWith(word)) break;
        take(shardFile, index, prefixWeight);
      }
      const length = codePoints(word).length;
      if (length >= 4) {
        const limit = Math.ceil(length * 0.2);
        terms.forEach((term, index) => {
          if (!term.startsWith(word) && withinEditDistance(term, word, limit)) take(shardFile, index, fuzzyWeight);
        });
      }
    }
    if (exactFile) take(exactFile, 0, 1);
    if (digestFile) keepBest(found.records, decodePostings(digestFile.postings), 1);
    return found;
  }

  /**
   * Records matching every word, best first; when fewer than a handful do, the records matching
   * some words follow at half weight. A record's score adds its page's score for the words, so
   * the page that works through a subject outranks one that only mentions it.
   */
  async rank(words: readonly string[]): Promise<RankedRecord[]> {
    if (words.length === 0) return [];
    const perWord = await Promise.all(words.map((word) => this.candidates(word)));
    const pageScores = new Map<number, number>();
    for (const {pages} of perWord)
      for (const [page, weight] of pages) pageScores.set(page, (pageScores.get(page) ?? 0) + weight);
    const [narrowest] = [...perWord].sort((a, b) => a.records.size - b.records.size);
    const full = new Map<number, number>();
    for (const id of narrowest!.records.keys()) {
      let score = 0;
      for (const {records} of perWord) score += records.get(id) ?? NaN;
      if (!Number.isNaN(score)) full.set(id, score);
    }
    const ranked = (scores: Map<number, number>, factor: number) =>
      [...scores]
        .map(([id, score]) => ({id, score: factor * score + pageBoost * (pageScores.get(this.pageOf(id)) ?? 0)}))
        .sort((a, b) => b.score - a.score || a.id - b.id);
    if (full.size >= fewestFullMatches || words.length === 1) return ranked(full, 1);
    const partial = new Map<number, number>();
    for (const {records} of perWord) {
      for (const [id, weight] of records) if (!full.has(id)) partial.set(id, (partial.get(id) ?? 0) + weight);
    }
    return [...ranked(full, 1), ...ranked(partial, 0.5)];
  }

  /**
   * The ids shown on one page of results: in rank order, drawn from at most `chunkBudget` record
   * files; a hit from another file moves to the next page, so every hit is still on some page.
   */
  hitsOnPage(ranked: readonly RankedRecord[], page: number, hitsPerPage: number): number[] {
    const {chunkSize} = this.manifest;
    let remaining = ranked.map(({id}) => id);
    for (let current = 0; remaining.length > 0; current++) {
      const chunks = new Set<number>();
      const shown: number[] = [];
      const deferred: number[] = [];
      for (const id of remaining) {
        const chunk = Math.floor(id / chunkSize);
        if (shown.length < hitsPerPage && (chunks.has(chunk) || chunks.size < chunkBudget)) {
          chunks.add(chunk);
          shown.push(id);
        } else {
          deferred.push(id);
        }
      }
      if (current === page) return shown;
      remaining = deferred;
    }
    return [];
  }

  /** The records behind some ids, fetching only the chunks they sit in. */
  async records(ids: readonly number[]): Promise<Map<number, SearchRecord>> {
    const {chunkSize} = this.manifest;
    const chunks = [...new Set(ids.map((id) => Math.floor(id / chunkSize)))];
    const decoded = await Promise.all(
      chunks.map(async (chunk) => [chunk, decodeIndex(await this.load<IndexFile>(paths.chunk(chunk)))] as const),
    );
    const byChunk = new Map(decoded);
    return new Map(
      ids.map((id) => {
        const record = byChunk.get(Math.floor(id / chunkSize))![id % chunkSize]!;
        return [id, {...record, objectID: `${record.url_without_anchor}@${id}`, position: id}];
      }),
    );
  }
}
