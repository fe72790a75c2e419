import {searchSettings} from '../../settings';
import {encodeSections, pageEntryOf} from '../indexFile';
import type {SearchRecord} from '../records';
import {carriedHits, hitsJson} from './carry';
import {
  codePoints,
  digestsOf,
  encodeSortedTerms,
  firstAtLeast,
  indexVersion,
  paths,
  shardHolding,
  type Manifest,
} from './format';
import {formPositions, isTypedForm, longerTermPositions, type TermRun} from './longerTerms';
import {BestWeights, encodePostings, keptPostings} from './postings';
import {prefixWeight} from './scoring';
import {stemOf} from '../wordForms';
import {shardRunStarts} from './shardCuts';
import {weighTerms, type TermPostings} from './weighTerms';

export interface ShardingOptions {
  /** Records per chunk file, at the least. */
  chunkSize: number;
  /** Chunks hold more records where `chunkSize` would write more files than this. */
  maxChunkFiles: number;
  /** Record postings kept per term, the highest weights first (pages are all kept). */
  maxPostings: number;
  /** JSON characters of postings a shard holds, give or take the slack of `shardRunStarts` (`shardCuts.ts`). */
  shardLimit: number;
  /** Shards hold more postings where `shardLimit` would write more term files than this (about, as runs vary). */
  maxShardFiles: number;
  /** Record postings kept in a prefix digest. */
  digestSize: number;
  /** Page postings kept in a prefix digest: a prefix a word is still being typed into, not a word. */
  digestPages: number;
  /** Pages of a stem's forms in other shards its shard carries, the highest weights first (a shard's size allows). */
  formPages: number;
  /** Records each term (and each digest) brings its display fields for: its own first page of hits. */
  hitsPerTerm: number;
  /** Pages whose best section for it each term brings as well. */
  carriedPages: number;
  /** Characters of display records a shard carries at most. */
  carryLimit: number;
  /** Characters of display records all shards carry together at most: a large site's shards carry less each. */
  carryBudget: number;
  /** Pages listed per page-table file. */
  pageTableSize: number;
}

export const defaultShardingOptions: ShardingOptions = {
  chunkSize: 32,
  maxChunkFiles: 4_000,
  // Sections a term ranks on its pages: 600 answers the 169 judged questions as 1,000 did, and saves 1.4 % of
  // the index's gzip bytes at 5,000 synthetic pages (53.9 → 53.2 MB); 400 loses one question from the top 5.
  maxPostings: 600,
  // Measured on this site's 169 judged questions, typed whole and cut short: 4,000 downloads 30 KiB
  // (gzip, median) for a first query where 8,000 downloads 39 KiB; below it `maxShardFiles` rules.
  shardLimit: 4_000,
  maxShardFiles: 1_000,
  digestSize: 200,
  digestPages: 1_000,
  // At 5,000 synthetic pages, uncapped, a common stem's forms made up a quarter to a third of some shard files.
  formPages: 1_000,
  hitsPerTerm: searchSettings.hitsPerPage,
  carriedPages: 20,
  // Room for every term's carried hits on this site: at 12,000, 103 of those 338 queries needed a
  // second round of requests for record chunks, at 24,000 only 22 (48,000 changes nothing).
  carryLimit: 24_000,
  carryBudget: 24_000_000,
  pageTableSize: 1_000,
};

/** The files of the index by path under its folder, each as the JSON text to write. */
export type IndexFiles = Map<string, string>;

/**
 * Splits the records into a manifest, term shards (runs of the sorted terms near a size), prefix
 * digests for words whose longer forms span more shards than that, each carrying the display
 * records of its terms' first hits, record chunks for every other hit, and the page table.
 * Yields every file by its path under the index folder, as JSON text, as it is ready.
 */
export function* shardedIndexFiles(
  records: readonly SearchRecord[],
  options: ShardingOptions = defaultShardingOptions,
): Generator<[string, string]> {
  const {postings, pageOf, pageStarts} = weighTerms(records);
  const pageCount = pageStarts.length;
  const recordScratch = new BestWeights(records.length);
  const pageScratch = new BestWeights(pageCount);
  const pageScores = new Float32Array(pageCount);
  const carry = (termPostings: TermPostings, carriedPages = options.carriedPages) =>
    carriedHits(termPostings, pageOf, pageStarts, pageScores, {hitsPerTerm: options.hitsPerTerm, carriedPages});

  const encoded = new Map<string, {pages: string; records: string}>();
  let totalChars = 0;
  for (const [term, {ids, weights, pages, pageWeights}] of postings) {
    const entry = {
      pages: encodePostings(pages, pageWeights),
      records: encodePostings(ids, weights, options.maxPostings),
    };
    encoded.set(term, entry);
    totalChars += entry.pages.length + entry.records.length;
  }
  const shardLimit = Math.max(options.shardLimit, totalChars / options.maxShardFiles);
  const sizeOf = (term: string) =>
    encoded.get(term)!.pages.length + encoded.get(term)!.records.length + term.length + 4;

  const terms = [...postings.keys()].sort();
  const starts = shardRunStarts(terms, sizeOf, shardLimit);
  const carryLimit = Math.min(options.carryLimit, options.carryBudget / Math.max(1, starts.length));
  const shardStartTerms = starts.map((start) => terms[start]);
  const shardOf = (term: string) => shardHolding(shardStartTerms, term);
  // A word reads the shards its stem and itself sort into; the forms of its stem in other shards ride in the stem's.
  const families = new Map<string, string[]>();
  for (const term of terms) {
    const stem = stemOf(term);
    if (stem === term) continue;
    const family = families.get(stem);
    if (family) family.push(term);
    else families.set(stem, [term]);
  }
  const formsByShard = new Map<number, string[]>();
  for (const [stem, members] of families) {
    const shard = shardOf(stem);
    const elsewhere = members.filter((member) => shardOf(member) !== shard);
    if (elsewhere.length === 0) continue;
    for (const member of elsewhere) pageScratch.keep(postings.get(member)!.pages, postings.get(member)!.pageWeights, 1);
    const merged = pageScratch.take();
    const entries = formsByShard.get(shard) ?? [];
    entries.push(`${JSON.stringify(stem)}:${encodePostings(merged.ids, merged.weights, options.formPages)}`);
    formsByShard.set(shard, entries);
  }
  const digests = digestsOf(shardStartTerms);
  // A word whose longer terms run on into the next shard finds them in its own: each shard carries, for every prefix
  // of the next shard's first term that sorts into it and has no digest, what the query would take from the next
  // shard for that word, merged from the postings as that shard holds them: every page, all the records of its other
  // forms, and the records of its longer terms as a digest keeps them (they serve a word still being typed).
  const merged = (run: readonly string[], positions: readonly number[], limits: {pages: number; records: number}) => {
    for (const position of positions) {
      const {ids, weights, pages, pageWeights} = postings.get(run[position])!;
      pageScratch.keep(pages, pageWeights, 1);
      // A term's records as its shard keeps them.
      const kept = keptPostings(ids, weights, options.maxPostings);
      recordScratch.keep(kept.ids, kept.weights, 1);
    }
    const pages = pageScratch.take();
    const sections = recordScratch.take();
    return `${encodePostings(pages.ids, pages.weights, limits.pages)},${encodePostings(sections.ids, sections.weights, limits.records)}`;
  };
  const longerLimits = {pages: Infinity, records: options.digestSize};
  const formLimits = {pages: Infinity, records: Infinity};
  const continuation = (run: TermRun, word: string): string | null => {
    const longer = longerTermPositions(run, word);
    const forms = formPositions(run, word);
    if (longer.length === 0 && forms.length === 0) return null;
    return `${JSON.stringify(word)}:[${merged(run.terms, longer, longerLimits)},${merged(run.terms, forms, formLimits)}]`;
  };
  const nextByShard = new Map<number, string[]>();
  for (let shard = 1; shard < starts.length; shard++) {
    const nextTerms = terms.slice(starts[shard], starts[shard + 1] ?? terms.length);
    const run: TermRun = {
      terms: nextTerms,
      sections: (position) => postings.get(nextTerms[position])!.ids.length,
      pages: (position) => postings.get(nextTerms[position])!.pages.length,
    };
    const first = codePoints(nextTerms[0]);
    const entries: string[] = [];
    for (let length = 1; length < first.length; length++) {
      const word = first.slice(0, length).join('');
      const entry = !digests.has(word) && shardOf(word) === shard - 1 ? continuation(run, word) : null;
      if (entry) entries.push(entry);
    }
    if (entries.length > 0) nextByShard.set(shard - 1, entries);
  }
  for (const [shard, start] of starts.entries()) {
    const run = terms.slice(start, starts[shard + 1] ?? terms.length);
    const entries = run.map((term) => encoded.get(term)!);
    const next = nextByShard.get(shard) ?? [];
    const hits = hitsJson(
      run.map((term) => ({term, ids: carry(postings.get(term)!)})),
      records,
      pageOf,
      carryLimit,
    );
    const forms = formsByShard.get(shard);
    yield [
      paths.shard(shard),
      `{"terms":${JSON.stringify(run)},"pages":[${entries.map((entry) => entry.pages).join(',')}],"records":[${entries.map((entry) => entry.records).join(',')}],"hits":${hits}${forms ? `,"forms":{${forms.join(',')}}` : ''}${next.length > 0 ? `,"next":{${next.join(',')}}` : ''}}`,
    ];
  }
  // A prefix whose terms span more than two shards has a digest of them all, read by a word that ends there.
  for (const prefix of digests) {
    for (let index = firstAtLeast(terms, prefix); terms[index]?.startsWith(prefix); index++) {
      const {ids, weights, pages, pageWeights} = postings.get(terms[index])!;
      if (!isTypedForm(terms[index], ids.length)) continue;
      recordScratch.keep(ids, weights, prefixWeight);
      pageScratch.keep(pages, pageWeights, prefixWeight);
    }
    const merged = recordScratch.take();
    const mergedPages = pageScratch.take();
    const union: TermPostings = {...merged, pages: mergedPages.ids, pageWeights: mergedPages.weights};
    const hits = hitsJson([{term: prefix, ids: carry(union, 0)}], records, pageOf, carryLimit);
    yield [
      paths.digest(prefix),
      `{"pages":${encodePostings(union.pages, union.pageWeights, options.digestPages)},"records":${encodePostings(union.ids, union.weights, options.digestSize)},"hits":${hits}}`,
    ];
  }

  const chunkSize = Math.max(options.chunkSize, Math.ceil(records.length / options.maxChunkFiles));
  const chunks = Math.ceil(records.length / chunkSize);
  for (let chunk = 0; chunk < chunks; chunk++) {
    const start = chunk * chunkSize;
    const sections = encodeSections(records.slice(start, start + chunkSize), (_, index) => pageOf[start + index]);
    yield [paths.chunk(chunk), JSON.stringify(sections)];
  }
  for (let table = 0; table * options.pageTableSize < pageCount; table++) {
    const starts = pageStarts.slice(table * options.pageTableSize, (table + 1) * options.pageTableSize);
    yield [paths.pageTable(table), JSON.stringify(starts.map((start) => pageEntryOf(records[start])))];
  }
  const manifest: Manifest = {
    version: indexVersion,
    records: records.length,
    chunkSize,
    chunks,
    pageSizes: pageStarts.map((start, page) => (pageStarts[page + 1] ?? records.length) - start),
    pageTableSize: options.pageTableSize,
    shards: encodeSortedTerms(shardStartTerms),
  };
  yield [paths.manifest, JSON.stringify(manifest)];
}

/** The whole index in memory, by path (tests and benchmarks). */
export function buildShardedIndex(
  records: readonly SearchRecord[],
  options: ShardingOptions = defaultShardingOptions,
): IndexFiles {
  return new Map(shardedIndexFiles(records, options));
}
