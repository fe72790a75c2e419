import {withinEditDistance} from '../editDistance';
import {decodeIndex, type IndexFile} from '../indexFile';
import type {SearchRecord} from '../records';
import {
  codePoints,
  decodePostings,
  decodePrefixes,
  digestsOf,
  paths,
  type Digest,
  type Hits,
  type Manifest,
  type Shard,
} from './format';
import {fuzzyWeight, pageBoost, prefixWeight} from './scoring';

export type FetchJson = (path: string) => Promise<unknown>;

export interface RankedRecord {
  id: number;
  score: number;
  /** Its display record came with the files this query's words were ranked from. */
  described: boolean;
}

/** Longer words that start with a query word are considered up to this many per word. */
const maxPrefixTerms = 64;

/** Shards a misspelt word's start may lead to, fetched in the same round as the others. */
const maxNearShards = 4;

/** Letters a word of this length may have wrong and still match (words of four letters or more). */
const typoTolerance = (length: number) => Math.ceil(length * 0.2);

/** Below this many records that match every word, records that match some follow them. */
const fewestFullMatches = 5;

/** What one query word matches: records and pages, each with its best weight, and the records described beside them. */
interface WordMatches {
  records: Map<number, number>;
  pages: Map<number, number>;
  described: Set<number>;
}

/**
 * Record files a first page may draw from when the shards describe none of its hits: they
 * arrive in one more round of parallel requests, which a browser's six connections carry at once.
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
  /** Display records that came with shards and digests, by id. */
  private readonly describedRecords = new Map<number, SearchRecord>();
  /** Files whose display records are decoded into `describedRecords`. */
  private readonly described = new WeakSet<Hits>();
  private readonly shards: Set<string>;
  /** The same leaves, sorted, for finding those under a prefix. */
  private readonly shardList: string[];
  private readonly digests: Set<string>;
  /** First record id of each page, ascending. */
  private readonly pageStarts: number[];

  constructor(
    readonly manifest: Manifest,
    private readonly fetchJson: FetchJson,
  ) {
    this.shardList = decodePrefixes(manifest.shards).sort();
    this.shards = new Set(this.shardList);
    this.digests = digestsOf(this.shardList);
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

  /** The ids a shard or digest describes, its display records decoded once. */
  private describe(hits: Hits): number[] {
    if (!this.described.has(hits)) {
      decodeIndex(hits.records).forEach((record, index) => this.describedRecords.set(hits.ids[index]!, record));
      this.described.add(hits);
    }
    return hits.ids;
  }

  private pageOf(id: number): number {
    return firstAtLeast(this.pageStarts, id + 1) - 1;
  }

  /**
   * Where a word's terms live: a shard whose prefix it starts with, or a digest it ends inside.
   * A word whose start leads nowhere past its first two letters is taken as misspelt: `near` names
   * the shards under the last prefix it shared whose own prefix is within its typo tolerance.
   */
  private locate(word: string): {shard: string | null; exact: string | null; digest: string | null; near: string[]} {
    const chars = codePoints(word);
    for (let depth = 2; depth <= chars.length; depth++) {
      const prefix = chars.slice(0, depth).join('');
      if (this.shards.has(prefix)) return {shard: prefix, exact: null, digest: null, near: []};
      if (!this.digests.has(prefix)) {
        const near = depth > 2 ? this.nearShards(chars.slice(0, depth - 1).join(''), chars) : [];
        return {shard: null, exact: null, digest: null, near};
      }
    }
    // The word ends at a split prefix (or is one letter): its exact form has its own leaf,
    // and longer words are represented by the prefix digest.
    const exact = this.shards.has(`${word}$`) ? `${word}$` : null;
    return {shard: null, exact, digest: this.digests.has(word) ? word : null, near: []};
  }

  /** Leaves under `parent` whose prefix a misspelt word's start is closest to, at most `maxNearShards`. */
  private nearShards(parent: string, chars: readonly string[]): string[] {
    const limit = typoTolerance(chars.length);
    const under: string[] = [];
    for (let index = firstAtLeast(this.shardList, parent); this.shardList[index]?.startsWith(parent); index++) {
      under.push(this.shardList[index]!);
    }
    const within = (shard: string, tolerance: number) => {
      const key = codePoints(shard.replace(/\$$/, ''));
      // The word's start one letter shorter or longer too: a letter missing or doubled.
      return [-1, 0, 1].some((delta) =>
        withinEditDistance(key.join(''), chars.slice(0, key.length + delta).join(''), tolerance),
      );
    };
    for (let tolerance = 1; tolerance <= limit; tolerance++) {
      const near = under.filter((shard) => within(shard, tolerance));
      if (near.length > 0) return near.slice(0, maxNearShards);
    }
    return [];
  }

  /** Records and pages that answer one query word, with the best weight among the terms it matched. */
  private async candidates(word: string, typed: boolean): Promise<WordMatches> {
    const found: WordMatches = {records: new Map(), pages: new Map(), described: new Set()};
    const take = (shard: Shard, index: number, factor: number) => {
      keepBest(found.records, decodePostings(shard.postings[index]!), factor);
      keepBest(found.pages, decodePostings(shard.pages[index]!), factor);
    };
    const located = this.locate(word);
    const {shard, exact, near} = located;
    // Longer words from a digest only for the word being typed, or a word that is no term itself:
    // one file less per finished word, in a round of requests that six connections carry.
    const digest = typed || !exact ? located.digest : null;
    const [shardFile, exactFile, digestFile, ...nearFiles] = await Promise.all([
      shard ? this.load<Shard>(paths.shard(shard)) : null,
      exact ? this.load<Shard>(paths.shard(exact)) : null,
      digest ? this.load<Digest>(paths.digest(digest)) : null,
      ...near.map((prefix) => this.load<Shard>(paths.shard(prefix))),
    ]);
    // Each file carries its hits' display records: a query's first page needs no other request.
    for (const file of [shardFile, exactFile, digestFile, ...nearFiles]) {
      if (file) for (const id of this.describe(file.hits)) found.described.add(id);
    }
    const length = codePoints(word).length;
    // Near misses: terms within the typo tolerance, in the word's shard or the shards a misspelt start leads to.
    const misspelt = (file: Shard) => {
      if (length < 4) return;
      file.terms.forEach((term, index) => {
        if (!term.startsWith(word) && withinEditDistance(term, word, typoTolerance(length)))
          take(file, index, fuzzyWeight);
      });
    };
    for (const nearFile of nearFiles as Shard[]) misspelt(nearFile);
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
      misspelt(shardFile);
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
    const perWord = await Promise.all(words.map((word, index) => this.candidates(word, index === words.length - 1)));
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
    const described = (id: number) => perWord.some((word) => word.described.has(id));
    const ranked = (scores: Map<number, number>, factor: number): RankedRecord[] =>
      [...scores]
        .map(([id, score]) => ({
          id,
          score: factor * score + pageBoost * (pageScores.get(this.pageOf(id)) ?? 0),
          described: described(id),
        }))
        .sort((a, b) => b.score - a.score || a.id - b.id);
    if (full.size >= fewestFullMatches || words.length === 1) return ranked(full, 1);
    const partial = new Map<number, number>();
    for (const {records} of perWord) {
      for (const [id, weight] of records) if (!full.has(id)) partial.set(id, (partial.get(id) ?? 0) + weight);
    }
    return [...ranked(full, 1), ...ranked(partial, 0.5)];
  }

  /**
   * The first page of results: the hits described in the files the ranking read, in rank order
   * (one round of requests in all); when none is, hits from at most `chunkBudget` record files
   * (one more round).
   */
  private firstPage(ranked: readonly RankedRecord[], hitsPerPage: number): number[] {
    const described = ranked.filter((hit) => hit.described).slice(0, hitsPerPage);
    if (described.length > 0) return described.map(({id}) => id);
    const chunks = new Set<number>();
    const shown: number[] = [];
    for (const {id} of ranked) {
      const chunk = Math.floor(id / this.manifest.chunkSize);
      if (shown.length >= hitsPerPage) break;
      if (chunks.has(chunk) || chunks.size < chunkBudget) {
        chunks.add(chunk);
        shown.push(id);
      }
    }
    return shown;
  }

  /**
   * The ids shown on one page of results. The first page is `firstPage`; every later page holds
   * the next hits in rank order, those the first page left out included, so every hit is on a page.
   */
  hitsOnPage(ranked: readonly RankedRecord[], page: number, hitsPerPage: number): number[] {
    const first = this.firstPage(ranked, hitsPerPage);
    if (page === 0) return first;
    const onFirst = new Set(first);
    const rest = ranked.filter(({id}) => !onFirst.has(id));
    return rest.slice((page - 1) * hitsPerPage, page * hitsPerPage).map(({id}) => id);
  }

  /** How many pages `hitsOnPage` fills: the first page may hold fewer hits than the others. */
  pageCount(ranked: readonly RankedRecord[], hitsPerPage: number): number {
    if (ranked.length === 0) return 0;
    return 1 + Math.ceil((ranked.length - this.firstPage(ranked, hitsPerPage).length) / hitsPerPage);
  }

  /** The records behind some ids: described ones as they came, the others from the chunks they sit in. */
  async records(ids: readonly number[]): Promise<Map<number, SearchRecord>> {
    const {chunkSize} = this.manifest;
    const chunks = [
      ...new Set(ids.filter((id) => !this.describedRecords.has(id)).map((id) => Math.floor(id / chunkSize))),
    ];
    const decoded = await Promise.all(
      chunks.map(async (chunk) => [chunk, decodeIndex(await this.load<IndexFile>(paths.chunk(chunk)))] as const),
    );
    const byChunk = new Map(decoded);
    return new Map(
      ids.map((id) => {
        const record = this.describedRecords.get(id) ?? byChunk.get(Math.floor(id / chunkSize))![id % chunkSize]!;
        return [id, {...record, objectID: `${record.url_without_anchor}@${id}`, position: id}];
      }),
    );
  }
}
