import type {SearchRecord} from '../records';
import {headingTerms, indexTerms, titlePhrases, words} from '../tokens';
import {EntryLog, grow} from './entryLog';
import {
  bm25,
  fieldBoosts,
  indexedFields,
  pageBm25,
  pageHeadingFrequency,
  pageWeight,
  recordWeight,
  shortestPageShare,
  codeFrequency,
  type Field,
} from './scoring';

/** Every record and page that holds a term, ids ascending, each with the term's weight there. */
export interface TermPostings {
  ids: Int32Array;
  weights: Float32Array;
  pages: Int32Array;
  pageWeights: Float32Array;
}

export interface WeighedTerms {
  postings: Map<string, TermPostings>;
  /** The page of every record (records of a page are consecutive). */
  pageOf: Int32Array;
  /** The first record of every page. */
  pageStarts: number[];
}

const fields = Object.keys(fieldBoosts) as Field[];

/**
 * Term frequencies gathered page by page, before the corpus statistics are known. Terms are
 * numbered as they are first met, so counting is array work: one map lookup a token.
 */
class Counter {
  readonly ids = new Map<string, number>();
  /** Per record and term: frequencies packed by field (field f counts in base 1000^f). */
  readonly records = new EntryLog();
  /** Per page and term: the frequency. */
  readonly pages = new EntryLog();
  private recordCounts = new Float64Array(1024);
  private pageCounts = new Float64Array(1024);
  private readonly recordTouched: number[] = [];
  private readonly pageTouched: number[] = [];

  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(term, id);
      if (id >= this.recordCounts.length) {
        this.recordCounts = grow(this.recordCounts);
        this.pageCounts = grow(this.pageCounts);
      }
    }
    return id;
  }

  /** The ids of some terms, looked up once for both the record's and the page's counts. */
  idsOf(terms: readonly string[]): number[] {
    return terms.map((term) => this.idOf(term));
  }

  addToRecord(ids: readonly number[], unit: number): void {
    for (const id of ids) {
      if (this.recordCounts[id] === 0) this.recordTouched.push(id);
      this.recordCounts[id] += unit;
    }
  }

  addToPage(ids: readonly number[], frequency: number): void {
    for (const id of ids) {
      if (this.pageCounts[id] === 0) this.pageTouched.push(id);
      this.pageCounts[id] += frequency;
    }
  }

  closeRecord(record: number): void {
    for (const id of this.recordTouched) {
      this.records.add(id, record, this.recordCounts[id]);
      this.recordCounts[id] = 0;
    }
    this.recordTouched.length = 0;
  }

  closePage(page: number): void {
    for (const id of this.pageTouched) {
      this.pages.add(id, page, this.pageCounts[id]);
      this.pageCounts[id] = 0;
    }
    this.pageTouched.length = 0;
  }
}

/**
 * A title's initials, for a title of three words or more ("sdk" of "Software development kit"), when the docs'
 * headings use them as a word: readers type the abbreviation the docs use, and the page spelling it out is about it.
 */
function initialsOf(title: string, headingWords: ReadonlySet<string>): string[] {
  const all = words(title);
  const initials = all.map((word) => word[0]).join('');
  return all.length >= 3 && headingWords.has(initials) && !all.includes(initials) ? [initials] : [];
}

/** Frequencies and lengths of every record and page, read in one pass over the records. */
function countTerms(records: readonly SearchRecord[]) {
  const counter = new Counter();
  const headingWords = new Set(
    records.flatMap((record) => (record.type === 'content' ? [] : words(indexedFields(record).title))),
  );
  const fieldLengths = fields.map(() => new Uint32Array(records.length));
  const pageOf = new Int32Array(records.length);
  const pageLengths: number[] = [];
  const pageFactors: number[] = [];
  const pageStarts: number[] = [];
  const headingFrequency = pageHeadingFrequency;
  // The headings above a record are those of many records around it: tokenised once a page.
  let contexts = new Map<string, number[]>();
  for (let id = 0; id < records.length; id++) {
    const record = records[id];
    if (id === 0 || record.url_without_anchor !== records[id - 1].url_without_anchor) {
      if (id > 0) counter.closePage(pageLengths.length - 1);
      pageStarts.push(id);
      pageLengths.push(0);
      pageFactors.push(pageWeight(record));
      contexts = new Map();
    }
    const page = pageLengths.length - 1;
    pageOf[id] = page;
    const text = indexedFields(record);
    let context = contexts.get(text.context);
    if (!context) {
      // The page title's initials stand beside it wherever it is a heading above (see initialsOf).
      const titleInitials = record.type === 'lvl1' ? [] : initialsOf(record.hierarchy.lvl1 ?? '', headingWords);
      contexts.set(text.context, (context = counter.idsOf([...indexTerms(text.context), ...titleInitials])));
    }
    const tokens = [counter.idsOf(headingTerms(text.title)), counter.idsOf(indexTerms(text.content)), context];
    // The page title as one term too, counted beside its words (the field's length stays its words').
    const phrases =
      record.type === 'lvl1' ? [...titlePhrases(text.title), ...initialsOf(text.title, headingWords)] : [];
    for (let position = 0; position < fields.length; position++) {
      fieldLengths[position][id] = tokens[position].length;
      counter.addToRecord(tokens[position], 1000 ** position);
    }
    const phraseIds = counter.idsOf(phrases);
    counter.addToRecord(phraseIds, 1);
    counter.closeRecord(id);
    // A page is all its headings and text; headings count as several words.
    const heading = headingFrequency[record.type];
    counter.addToPage(tokens[0], heading);
    counter.addToPage(phraseIds, heading);
    counter.addToPage(tokens[1], 1);
    pageLengths[page] += heading * tokens[0].length + tokens[1].length;
    if (record.code) counter.addToPage(counter.idsOf(indexTerms(record.code)), codeFrequency);
  }
  if (records.length > 0) counter.closePage(pageLengths.length - 1);
  return {counter, fieldLengths, pageOf, pageLengths, pageFactors, pageStarts};
}

/** BM25's inverse document frequency of a term that `holding` of `total` units (records or pages) contain. */
function inverseFrequency(total: number, holding: number): number {
  return Math.log(1 + (total - holding + 0.5) / (holding + 0.5));
}

/** BM25's term-frequency saturation, `norm` being the unit's length normalisation. */
function saturation(frequency: number, k1: number, norm: number): number {
  return (frequency * (k1 + 1)) / (frequency + k1 * norm);
}

/**
 * BM25 weights of every term in every record (its heading, text and the headings above it, each
 * boosted) and in every page (all its headings and text, the page title most), read in one pass.
 */
export function weighTerms(records: readonly SearchRecord[]): WeighedTerms {
  const {counter, fieldLengths, pageOf, pageLengths, pageFactors, pageStarts} = countTerms(records);
  const recordCount = records.length;
  const pageCount = pageLengths.length;
  const averages = fieldLengths.map((lengths) =>
    Math.max(1, lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, recordCount)),
  );
  const averagePage = Math.max(1, pageLengths.reduce((sum, length) => sum + length, 0) / Math.max(1, pageCount));
  const shortestPage = shortestPageShare * averagePage;
  const recordFactors = Float32Array.from(records, recordWeight);
  const boosts = fields.map((field) => fieldBoosts[field]);
  const {k1} = bm25;
  const lengthNorms = fields.map((field) => bm25.b[field]);
  const page1 = pageBm25.k1;
  const pageB = pageBm25.b;
  const termCount = counter.ids.size;
  // Every term's postings at their final size; the logs fill them in record (and page) order.
  const byTerm: TermPostings[] = [];
  const recordIdf = new Float64Array(termCount);
  const pageIdf = new Float64Array(termCount);
  for (let termId = 0; termId < termCount; termId++) {
    const documents = counter.records.counts[termId] ?? 0;
    const holding = counter.pages.counts[termId] ?? 0;
    recordIdf[termId] = inverseFrequency(recordCount, documents);
    pageIdf[termId] = inverseFrequency(pageCount, holding);
    byTerm.push({
      ids: new Int32Array(documents),
      weights: new Float32Array(documents),
      pages: new Int32Array(holding),
      pageWeights: new Float32Array(holding),
    });
  }
  const filled = new Int32Array(termCount);
  counter.records.drain((termId, id, frequencies) => {
    let packed = frequencies;
    let score = 0;
    for (let position = 0; position < fields.length; position++, packed = Math.floor(packed / 1000)) {
      const frequency = packed % 1000;
      if (!frequency) continue;
      const b = lengthNorms[position];
      const norm = 1 - b + (b * fieldLengths[position][id]) / averages[position];
      score += boosts[position] * recordIdf[termId] * saturation(frequency, k1, norm);
    }
    const {ids, weights} = byTerm[termId];
    const index = filled[termId]++;
    ids[index] = id;
    weights[index] = score * recordFactors[id];
  });
  filled.fill(0);
  counter.pages.drain((termId, page, frequency) => {
    const norm = 1 - pageB + (pageB * Math.max(pageLengths[page], shortestPage)) / averagePage;
    const {pages, pageWeights} = byTerm[termId];
    const index = filled[termId]++;
    pages[index] = page;
    pageWeights[index] = pageIdf[termId] * saturation(frequency, page1, norm) * pageFactors[page];
  });
  const postings = new Map<string, TermPostings>();
  for (const [term, termId] of counter.ids) postings.set(term, byTerm[termId]);
  return {postings, pageOf, pageStarts};
}
