import {searchSettings} from '../../data/search';
import {encodeIndex, type IndexFile} from '../indexFile';
import type {SearchRecord} from '../records';
import {
  codePoints,
  encodePrefixes,
  paths,
  quantiseWeight,
  type Digest,
  type Hits,
  type Manifest,
  type Shard,
} from './format';
import {weighPages} from './pageWeights';
import {bm25, fieldBoosts, pageBoost, prefixWeight, recordFields, recordWeight, type Field} from './scoring';

export interface ShardingOptions {
  /** Records per chunk file. */
  chunkSize: number;
  /** Postings kept per term, the highest weights first: bounds the work a very common word costs. */
  maxPostings: number;
  /** A prefix whose shard would be larger than this (JSON characters) is split by its next letter. */
  shardLimit: number;
  /** Records kept in a prefix digest. */
  digestSize: number;
  /** Records each term (and each digest) brings its display fields for: its own first page of hits. */
  hitsPerTerm: number;
}

export const defaultShardingOptions: ShardingOptions = {
  chunkSize: 32,
  maxPostings: 1000,
  // Small shards keep the display records they carry to about what a query's words need.
  shardLimit: 4_000,
  digestSize: 200,
  hitsPerTerm: searchSettings.hitsPerPage,
};

const fields = Object.keys(fieldBoosts) as Field[];

/** For every term, its BM25 weight in every record that contains it (record weight included). */
function weighTerms(records: readonly SearchRecord[]): Map<string, Map<number, number>> {
  const tokenised = records.map(recordFields);
  const averages = Object.fromEntries(
    fields.map((field) => [
      field,
      Math.max(1, tokenised.reduce((sum, entry) => sum + entry[field].length, 0) / Math.max(1, records.length)),
    ]),
  ) as Record<Field, number>;

  // Term frequencies per record, packed into one number per (term, record): field f counts in base 1000.
  const frequencies = new Map<string, Map<number, number>>();
  tokenised.forEach((entry, id) => {
    fields.forEach((field, position) => {
      for (const term of entry[field]) {
        let byRecord = frequencies.get(term);
        if (!byRecord) frequencies.set(term, (byRecord = new Map()));
        byRecord.set(id, (byRecord.get(id) ?? 0) + 1000 ** position);
      }
    });
  });

  const weights = new Map<string, Map<number, number>>();
  for (const [term, byRecord] of frequencies) {
    const idf = Math.log(1 + (records.length - byRecord.size + 0.5) / (byRecord.size + 0.5));
    const termWeights = new Map<number, number>();
    for (const [id, packed] of byRecord) {
      let score = 0;
      for (const [position, field] of fields.entries()) {
        const frequency = Math.floor(packed / 1000 ** position) % 1000;
        if (!frequency) continue;
        const length = tokenised[id]![field].length;
        const saturation =
          (frequency * (bm25.k1 + 1)) / (frequency + bm25.k1 * (1 - bm25.b + (bm25.b * length) / averages[field]));
        score += fieldBoosts[field] * idf * saturation;
      }
      termWeights.set(id, score * recordWeight(records[id]!));
    }
    weights.set(term, termWeights);
  }
  return weights;
}

/** The highest-weighted postings, sorted by record id and delta-encoded. */
function encodePostings(postings: Map<number, number>, limit: number): number[] {
  const kept = [...postings]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .sort((a, b) => a[0] - b[0]);
  const encoded: number[] = [];
  let previous = 0;
  for (const [id, weight] of kept) {
    encoded.push(id - previous, quantiseWeight(weight));
    previous = id;
  }
  return encoded;
}

/** The ids of the `count` best-scored entries. */
function best(scores: Iterable<[number, number]>, count: number): number[] {
  return [...scores]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([id]) => id);
}

function hitsFile(ids: Iterable<number>, records: readonly SearchRecord[]): Hits {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return {ids: sorted, records: encodeIndex(sorted.map((id) => records[id]!))};
}

/** The best weight of each record for any of the terms, as a prefix match. */
function prefixMatches(terms: readonly string[], weights: Map<string, Map<number, number>>): Map<number, number> {
  const matches = new Map<number, number>();
  for (const term of terms) {
    for (const [id, weight] of weights.get(term)!)
      matches.set(id, Math.max(matches.get(id) ?? 0, weight * prefixWeight));
  }
  return matches;
}

/** The page of every record, pages numbered in id order (records of a page are consecutive). */
function pagesOf(records: readonly SearchRecord[]): number[] {
  let page = -1;
  return records.map((record, id) =>
    id > 0 && record.url_without_anchor === records[id - 1]!.url_without_anchor ? page : ++page,
  );
}

function pageSizes(pageOf: readonly number[]): number[] {
  const sizes: number[] = [];
  for (const page of pageOf) sizes[page] = (sizes[page] ?? 0) + 1;
  return sizes;
}

/**
 * Splits the records into a manifest, term shards by prefix (split further wherever a shard
 * grows past the limit), prefix digests for words shorter than the shards, each carrying the
 * display records of its terms' first hits, and record chunks for every later hit.
 * Returns every file by its path under the index folder.
 */
export function buildShardedIndex(
  records: readonly SearchRecord[],
  options: ShardingOptions = defaultShardingOptions,
): Map<string, Manifest | Shard | Digest | IndexFile> {
  const weights = weighTerms(records);
  const pageOf = pagesOf(records);
  const sizes = pageSizes(pageOf);
  const pageWeights = weighPages(records, pageOf, sizes.length);
  // What ranking reads; the split decision weighs this part alone.
  const postingsOf = (terms: string[]): Omit<Shard, 'hits'> => ({
    terms,
    postings: terms.map((term) => encodePostings(weights.get(term)!, options.maxPostings)),
    pages: terms.map((term) => encodePostings(pageWeights.get(term) ?? new Map(), options.maxPostings)),
  });
  const files = new Map<string, Manifest | Shard | Digest | IndexFile>();
  /** A term's first page of hits as the ranking would order them for that term alone. */
  const firstHits = (term: string) => {
    const termPages = pageWeights.get(term);
    const scored = [...weights.get(term)!].map(([id, weight]): [number, number] => [
      id,
      weight + pageBoost * (termPages?.get(pageOf[id]!) ?? 0),
    ]);
    return best(scored, options.hitsPerTerm);
  };
  const shards: string[] = [];

  const leaf = (prefix: string, terms: string[]) => {
    const sorted = [...terms].sort();
    files.set(paths.shard(prefix), {...postingsOf(sorted), hits: hitsFile(sorted.flatMap(firstHits), records)});
    shards.push(prefix);
  };
  // Every split prefix (and every first letter) has a digest, so a word that ends there still finds records.
  const digest = (prefix: string, terms: string[]) => {
    const matches = prefixMatches(terms, weights);
    files.set(paths.digest(prefix), {
      postings: encodePostings(matches, options.digestSize),
      hits: hitsFile(best(matches, options.hitsPerTerm), records),
    } satisfies Digest);
  };

  const group = (terms: string[], keyOf: (term: string) => string) => {
    const groups = new Map<string, string[]>();
    for (const term of terms) {
      const key = keyOf(term);
      const members = groups.get(key);
      if (members) members.push(term);
      else groups.set(key, [term]);
    }
    return groups;
  };

  const split = (prefix: string, terms: string[]) => {
    if (JSON.stringify(postingsOf(terms)).length <= options.shardLimit || prefix.length >= 12) {
      leaf(prefix, terms);
      return;
    }
    digest(prefix, terms);
    const depth = codePoints(prefix).length;
    // A term that is exactly the prefix goes to its own leaf, marked with "$".
    const groups = group(terms, (term) =>
      term === prefix
        ? `${prefix}$`
        : codePoints(term)
            .slice(0, depth + 1)
            .join(''),
    );
    for (const [key, members] of groups) {
      if (key.endsWith('$')) leaf(key, members);
      else split(key, members);
    }
  };

  for (const [first, terms] of group([...weights.keys()], (term) => codePoints(term)[0]!)) {
    digest(first, terms);
    const groups = group(terms, (term) => (term === first ? `${term}$` : codePoints(term).slice(0, 2).join('')));
    for (const [key, members] of groups) {
      if (key.endsWith('$')) leaf(key, members);
      else split(key, members);
    }
  }

  const chunks = Math.ceil(records.length / options.chunkSize);
  for (let chunk = 0; chunk < chunks; chunk++) {
    files.set(
      paths.chunk(chunk),
      encodeIndex(records.slice(chunk * options.chunkSize, (chunk + 1) * options.chunkSize)),
    );
  }
  files.set(paths.manifest, {
    version: 5,
    records: records.length,
    chunkSize: options.chunkSize,
    chunks,
    pageSizes: sizes,
    shards: encodePrefixes(shards),
  });
  return files;
}
