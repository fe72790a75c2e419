import {editDistance} from '../editDistance';
import {decodeSection, type PageEntry, type SectionFile} from '../indexFile';
import type {SearchRecord} from '../records';
import type {RankedWord} from '../significantWords';
import {
  codePoints,
  decodePostings,
  decodeSortedTerms,
  digestsOf,
  firstAtLeast,
  paths,
  shardHolding,
  type Digest,
  type Hits,
  type Manifest,
  type Shard,
} from './format';
import {leadOf, orderHits, type PageHits} from './hitOrder';
import {isPhrase} from '../tokens';
import {stemOf} from '../wordForms';
import {formPositions, longerTermPositions, type TermRun} from './longerTerms';
import {formWeight, prefixWeight, typoWeight} from './scoring';

export type FetchJson = (path: string) => Promise<unknown>;

export interface RankedRecord {
  id: number;
  /** Its display record came with the files this query's words were ranked from. */
  described: boolean;
}

/** Every hit of a query in the order a reader gets them, and how many are on pages with every word. */
export interface Ranking {
  hits: RankedRecord[];
  hitsWithEveryWord: number;
}

/**
 * Record files a first page may draw from for the hits the query's files did not describe: they
 * arrive in one more round of parallel requests, which a browser's six connections carry at once.
 */
export const chunkBudget = 6;

/** Shards a run of terms may span and still be read for the term a misspelt word means (see `nearShards`). */
const maxNearShards = 4;

/** Letters a word of this length may have wrong and still match (words of four letters or more). */
const typoTolerance = (length: number) => (length < 4 ? 0 : Math.ceil(length * 0.2));

/**
 * Below this many pages with every word, pages that lack one of them follow (any word of a
 * two-word query), marked as such in the count.
 */
const fewestFullPages = 5;

/** What one query word matches: pages and records, each with its best weight, and the records described beside them. */
interface WordMatches {
  word: RankedWord;
  pages: Map<number, number>;
  records: Map<number, number>;
  described: Set<number>;
}

/** True when `a` sorts before `b`, element by element. */
function before(a: readonly number[], b: readonly number[]): boolean {
  const index = a.findIndex((value, position) => value !== b[position]);
  return index >= 0 && a[index] < b[index];
}

function keepBest(target: Map<number, number>, postings: Map<number, number>, factor: number) {
  for (const [id, weight] of postings) target.set(id, Math.max(target.get(id) ?? 0, weight * factor));
}

/**
 * The sharded index in the browser: it fetches only the shards a query's words live in and the
 * record chunks of the hits it shows that the shards did not describe, each once.
 */
export class ShardedIndex {
  private readonly files = new Map<string, Promise<unknown>>();
  /** Display records that came with shards and digests, by id: the file and place they are in. */
  private readonly describedRecords = new Map<number, {file: SectionFile; index: number}>();
  /** Files whose display records are listed in `describedRecords`. */
  private readonly described = new WeakSet<Hits>();
  /** The first term of each shard, in order. */
  private readonly shardStarts: string[];
  private readonly digests: Set<string>;
  /** First record id of each page, ascending. */
  private readonly pageStarts: number[];

  constructor(
    readonly manifest: Manifest,
    private readonly fetchJson: FetchJson,
  ) {
    this.shardStarts = decodeSortedTerms(manifest.shards);
    this.digests = digestsOf(this.shardStarts);
    let start = 0;
    this.pageStarts = manifest.pageSizes.map((size) => (start += size) - size);
    // A site whose page table is one file gets it with the manifest, before the first query.
    const pages = this.pageStarts.length;
    if (pages > 0 && pages <= manifest.pageTableSize) void this.load(paths.pageTable(0)).catch(() => undefined);
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
      hits.ids.forEach((id, index) => this.describedRecords.set(id, {file: hits.records, index}));
      this.described.add(hits);
    }
    return hits.ids;
  }

  private pageOf(id: number): number {
    return firstAtLeast(this.pageStarts, id + 1) - 1;
  }

  /** The shard whose run of terms holds `term`, or would were it a term. */
  private shardOf(term: string): number {
    return shardHolding(this.shardStarts, term);
  }

  /**
   * Where a word's terms live: the shard that holds it, whether the longer words that start with it run on into the
   * next shard (which then rides in this one, see build.ts), or the prefix's digest when a short prefix's run spans
   * more (a longer word's run past two shards is left at its first hundreds of terms).
   */
  private locate(word: string): {shard: number; continues: boolean; digest: string | null} {
    const shard = this.shardOf(word);
    if (this.digests.has(word)) return {shard, continues: false, digest: word};
    return {shard, continues: this.shardOf(`${word}\uffff`) > shard, digest: null};
  }

  /** A shard's terms as `longerTerms.ts` reads them. */
  private static runOf(shard: Shard): TermRun {
    return {
      terms: shard.terms,
      sections: (position) => shard.records[position].length,
      pages: (position) => shard.pages[position].length,
    };
  }

  /**
   * The term a misspelt word most likely means, among the terms of some shards: the fewest edits
   * away; then one the word is a letter short of, as a letter left out is the commonest slip;
   * then the one most pages hold.
   */
  private closestTerm(word: string, files: readonly Shard[]): string | null {
    const length = codePoints(word).length;
    const tolerance = typoTolerance(length);
    let best: {term: string; key: number[]} | null = null;
    for (const file of files) {
      for (const [index, term] of file.terms.entries()) {
        if (isPhrase(term)) continue;
        const edits = editDistance(term, word, tolerance);
        if (edits > tolerance) continue;
        const key = [edits, codePoints(term).length > length ? 0 : 1, -file.pages[index].length];
        if (!best || before(key, best.key)) best = {term, key};
      }
    }
    return best?.term ?? null;
  }

  /**
   * Adds what `text` matches, scaled by `factor`, to `found`: the term itself, the longer words
   * that start with it (from its shards or its prefix's digest), and its other forms (`stemOf`).
   * True when the text is a term or starts one.
   */
  private async match(text: string, found: WordMatches, factor: number): Promise<boolean> {
    const take = (shard: Shard, index: number, weight: number) => {
      keepBest(found.pages, decodePostings(shard.pages[index]), weight * factor);
      keepBest(found.records, decodePostings(shard.records[index]), weight * factor);
    };
    const located = this.locate(text);
    const stem = stemOf(text);
    // A shorter form ("accrue" of "accrued") may sort into the shard before the word's; the stem's shard also
    // carries the pages of the forms in shards the word does not read.
    const shards = [...new Set([this.shardOf(stem), located.shard])];
    const [digestFile, ...shardFiles] = await Promise.all([
      located.digest ? this.load<Digest>(paths.digest(located.digest)) : null,
      ...shards.map((shard) => this.load<Shard>(paths.shard(shard))),
    ]);
    this.describeFor(found, digestFile ? [digestFile, ...shardFiles] : shardFiles);
    let leadsSomewhere = Boolean(digestFile) || located.continues;
    if (digestFile) {
      keepBest(found.pages, decodePostings(digestFile.pages), factor);
      keepBest(found.records, decodePostings(digestFile.records), factor);
    }
    const {forms} = shardFiles[0];
    // Own keys only: a stem such as "constructor" is also a property every object inherits.
    if (forms && Object.hasOwn(forms, stem)) keepBest(found.pages, decodePostings(forms[stem]), formWeight * factor);
    const {next} = shardFiles[shards.indexOf(located.shard)];
    if (located.continues && next && Object.hasOwn(next, text)) {
      const [longerPages, longerRecords, formPages, formRecords] = next[text];
      keepBest(found.pages, decodePostings(longerPages), prefixWeight * factor);
      keepBest(found.records, decodePostings(longerRecords), prefixWeight * factor);
      keepBest(found.pages, decodePostings(formPages), formWeight * factor);
      keepBest(found.records, decodePostings(formRecords), formWeight * factor);
    }
    for (const shardFile of shardFiles) {
      const {terms} = shardFile;
      const start = firstAtLeast(terms, text);
      if (terms[start] === text) take(shardFile, start, 1);
      const run = ShardedIndex.runOf(shardFile);
      if (!digestFile) for (const position of longerTermPositions(run, text)) take(shardFile, position, prefixWeight);
      leadsSomewhere ||= terms[start]?.startsWith(text) ?? false;
      for (const position of formPositions(run, text)) take(shardFile, position, formWeight);
    }
    return leadsSomewhere;
  }

  /** Adds what the term `text` itself matches, nothing longer or near: a page title is found whole. */
  private async matchExactly(text: string, found: WordMatches): Promise<void> {
    const shard = await this.load<Shard>(paths.shard(this.shardOf(text)));
    this.describeFor(found, [shard]);
    const index = firstAtLeast(shard.terms, text);
    if (shard.terms[index] !== text) return;
    keepBest(found.pages, decodePostings(shard.pages[index]), 1);
    keepBest(found.records, decodePostings(shard.records[index]), 1);
  }

  /** Each file carries its hits' display records: a query's first page usually needs no other request. */
  private describeFor(found: WordMatches, files: readonly (Shard | Digest)[]): void {
    for (const file of files) for (const id of this.describe(file.hits)) found.described.add(id);
  }

  /**
   * The shards a misspelt word's intended term may lie in: those of the run of terms that share
   * its first letters, the fewest letters (two at least) whose run spans at most `maxNearShards`,
   * as a slip is likelier the further into a word it falls; and for a slip inside those letters,
   * where the word sorts with a letter taken out, two neighbours swapped back or a letter doubled.
   */
  private nearShards(word: string): number[] {
    const chars = codePoints(word);
    let run = [this.shardOf(word)];
    let runLength = chars.length;
    for (let length = 2; length < chars.length; length++) {
      const prefix = chars.slice(0, length).join('');
      const first = this.shardOf(prefix);
      const last = this.shardOf(`${prefix}\uffff`);
      if (last - first < maxNearShards) {
        run = Array.from({length: last - first + 1}, (_, offset) => first + offset);
        runLength = length;
        break;
      }
    }
    const shards = new Set(run);
    for (let at = 2; at < runLength; at++) {
      const head = chars.slice(0, at);
      const [letter, next, ...after] = chars.slice(at) as [string, string, ...string[]];
      for (const variant of [
        [...head, next, ...after],
        [...head, next, letter, ...after],
        [...head, letter, letter, next, ...after],
      ]) {
        shards.add(this.shardOf(variant.join('')));
      }
    }
    return [...shards];
  }

  /**
   * Pages and records that answer one query word, with the best weight among the terms it matched.
   * A word that is no term and starts none is taken as misspelt, and read as the term it most
   * likely means, which then matches as that term does, a little below exact.
   */
  private async candidates(word: RankedWord): Promise<WordMatches> {
    const found: WordMatches = {word, pages: new Map(), records: new Map(), described: new Set()};
    if (word.phrase) {
      await this.matchExactly(word.text, found);
      return found;
    }
    if (await this.match(word.text, found, 1)) return found;
    const near = await Promise.all(this.nearShards(word.text).map((shard) => this.load<Shard>(paths.shard(shard))));
    const meant = this.closestTerm(word.text, near);
    if (meant) await this.match(meant, found, typoWeight);
    return found;
  }

  /**
   * Every hit of a query, in order. A page matches when it holds every required word, wherever on
   * the page; its hits are the sections that hold any of the words, or its title when its
   * sections fell outside the postings kept. When fewer than a handful of pages hold every word,
   * pages that lack one follow. A page ranks by its own score for the words and its best section's.
   */
  async rank(words: readonly RankedWord[]): Promise<Ranking> {
    // An index of no records has no shards to read.
    if (words.length === 0 || this.shardStarts.length === 0) return {hits: [], hitsWithEveryWord: 0};
    const found = await Promise.all(words.map((word) => this.candidates(word)));
    const termsFound = new Set(found.filter((matches) => matches.pages.size > 0).map((matches) => matches.word.text));
    const perWord = found
      // An identifier that is no term leaves its words to find it; a query that is no title, its words.
      .filter((matches) => !(matches.word.joined || matches.word.phrase) || matches.pages.size > 0)
      // A constant that is a term ranks in its words' place: CP_POOL_NOT_FOUND is one name, not four subjects.
      .filter(({word}) => word.partOf === undefined || !termsFound.has(word.partOf));
    const required = perWord.filter((matches) => matches.word.required);
    const matched = new Map<number, number>();
    for (const {pages} of required) for (const page of pages.keys()) matched.set(page, (matched.get(page) ?? 0) + 1);
    const full = [...matched].filter(([, count]) => count === required.length).map(([page]) => page);
    const lacking = required.length > 2 ? required.length - 1 : 1;
    const listed =
      full.length >= fewestFullPages || required.length === 1
        ? full
        : [...matched].filter(([, count]) => count >= lacking).map(([page]) => page);
    const pages = new Map<number, {score: number; tier: number; hits: {id: number; score: number}[]}>();
    for (const page of listed) {
      let score = 0;
      for (const {pages: weights} of perWord) score += weights.get(page) ?? 0;
      pages.set(page, {score, tier: matched.get(page)! / Math.max(1, required.length), hits: []});
    }
    // A section is a hit when it holds a required word; optional words only add to its score.
    const recordScores = new Map<number, number>();
    for (const {records} of required) {
      for (const id of records.keys()) if (!recordScores.has(id) && pages.has(this.pageOf(id))) recordScores.set(id, 0);
    }
    const wordsIn = new Map<number, number>();
    for (const {records, word} of perWord) {
      for (const [id, weight] of records) {
        if (!recordScores.has(id)) continue;
        recordScores.set(id, recordScores.get(id)! + weight);
        if (word.required) wordsIn.set(id, (wordsIn.get(id) ?? 0) + 1);
      }
    }
    // A section that holds more of the words answers the query better than a short one that names one of them.
    for (const [id, score] of recordScores) {
      const coverage = wordsIn.get(id)! / required.length;
      pages.get(this.pageOf(id))!.hits.push({id, score: score * coverage * coverage});
    }
    const isDescribed = (id: number) => perWord.some((matches) => matches.described.has(id));
    const ranked: PageHits[] = [...pages].map(([page, {score, tier, hits}]) => {
      // A page whose sections fell outside the postings kept is listed by its title.
      if (hits.length === 0) hits.push({id: this.pageStarts[page], score: 0});
      hits.sort((a, b) => b.score - a.score || a.id - b.id);
      // Where it ranks, a page shows the sections the words' files described, if any: the first
      // page of results then needs no other request whenever each of its pages has one.
      const described = hits.filter((hit) => isDescribed(hit.id)).map(({id}) => id);
      const others = hits.filter((hit) => !isDescribed(hit.id)).map(({id}) => id);
      return {
        page,
        score,
        tier,
        best: hits[0].score,
        hits: [...described, ...others],
        lead: leadOf(described.length || others.length),
      };
    });
    const hits = orderHits(ranked).map((id) => ({id, described: isDescribed(id)}));
    let hitsWithEveryWord = 0;
    for (const entry of ranked) if (entry.tier === 1) hitsWithEveryWord += entry.hits.length;
    return {hits, hitsWithEveryWord};
  }

  /**
   * The ids shown on one page of results, and how many pages there are. The first page lists the
   * hits in rank order that were described or sit in the first `chunkBudget` record files its
   * other hits need; each later page holds the next hits in rank order, those the first page left
   * out included, so every hit is on one page.
   */
  resultsPage({hits}: Ranking, page: number, hitsPerPage: number): {ids: number[]; pages: number} {
    const chunks = new Set<number>();
    const first: number[] = [];
    for (const {id, described} of hits) {
      if (first.length >= hitsPerPage) break;
      const chunk = Math.floor(id / this.manifest.chunkSize);
      if (!described && !chunks.has(chunk) && chunks.size >= chunkBudget) continue;
      if (!described) chunks.add(chunk);
      first.push(id);
    }
    const onFirst = new Set(first);
    const rest = hits.filter(({id}) => !onFirst.has(id)).map(({id}) => id);
    return {
      ids: page === 0 ? first : rest.slice((page - 1) * hitsPerPage, page * hitsPerPage),
      pages: hits.length === 0 ? 0 : 1 + Math.ceil(rest.length / hitsPerPage),
    };
  }

  /**
   * The records behind some ids: described ones as they came, the others from the chunks they sit
   * in, with their pages' fields from the page table, all fetched in one round.
   */
  async records(ids: readonly number[]): Promise<Map<number, SearchRecord>> {
    const {chunkSize, pageTableSize} = this.manifest;
    const chunkOf = (id: number) => Math.floor(id / chunkSize);
    const chunks = [...new Set(ids.filter((id) => !this.describedRecords.has(id)).map(chunkOf))];
    const tables = [...new Set(ids.map((id) => Math.floor(this.pageOf(id) / pageTableSize)))];
    const [chunkFiles, tableFiles] = await Promise.all([
      Promise.all(chunks.map((chunk) => this.load<SectionFile>(paths.chunk(chunk)))),
      Promise.all(tables.map((table) => this.load<PageEntry[]>(paths.pageTable(table)))),
    ]);
    const byChunk = new Map(chunks.map((chunk, index) => [chunk, chunkFiles[index]]));
    const byTable = new Map(tables.map((table, index) => [table, tableFiles[index]]));
    const pageEntry = (page: number) => byTable.get(Math.floor(page / pageTableSize))![page % pageTableSize];
    return new Map(
      ids.map((id) => {
        const {file, index} = this.describedRecords.get(id) ?? {file: byChunk.get(chunkOf(id))!, index: id % chunkSize};
        const record = decodeSection(file, index, pageEntry);
        return [id, {...record, objectID: `${record.url_without_anchor}@${id}`, position: id}];
      }),
    );
  }
}
