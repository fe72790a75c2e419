import {encodeIndex, type IndexFile} from '../indexFile';
import type {SearchRecord} from '../records';
import {codePoints, paths, quantiseWeight, type Digest, type Manifest, type Shard} from './format';
import {weighPages} from './pageWeights';
import {bm25, fieldBoosts, prefixWeight, recordFields, recordWeight, type Field} from './scoring';

export interface ShardingOptions {
  /** Records per chunk file. */
  chunkSize: number;
  /** Postings kept per term, the highest weights first: bounds the work a very common word costs. */
  maxPostings: number;
  /** A prefix whose shard would be larger than this (JSON characters) is split by its next letter. */
  shardLimit: number;
  /** Records kept in a prefix digest. */
  digestSize: number;
}

export const defaultShardingOptions: ShardingOptions = {
  chunkSize: 32,
  maxPostings: 1000,
  shardLimit: 24_000,
  digestSize: 200,
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

function digestOf(terms: readonly string[], weights: Map<string, Map<number, number>>, size: number): Digest {
  const best = new Map<number, number>();
  for (const term of terms) {
    for (const [id, weight] of weights.get(term)!) best.set(id, Math.max(best.get(id) ?? 0, weight * prefixWeight));
  }
  return {postings: encodePostings(best, size)};
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
 * grows past the limit), prefix digests for words shorter than the shards, and record chunks.
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
  const shardOf = (terms: string[]): Shard => ({
    terms,
    postings: terms.map((term) => encodePostings(weights.get(term)!, options.maxPostings)),
    pages: terms.map((term) => encodePostings(pageWeights.get(term) ?? new Map(), options.maxPostings)),
  });
  const files = new Map<string, Manifest | Shard | Digest | IndexFile>();
  const shards: string[] = [];
  const digests: string[] = [];

  const leaf = (prefix: string, terms: string[]) => {
    files.set(paths.shard(prefix), shardOf([...terms].sort()));
    shards.push(prefix);
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
    if (JSON.stringify(shardOf(terms)).length <= options.shardLimit || prefix.length >= 12) {
      leaf(prefix, terms);
      return;
    }
    files.set(paths.digest(prefix), digestOf(terms, weights, options.digestSize));
    digests.push(prefix);
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
    // Every first letter has a digest, so a one-letter query still finds records.
    files.set(paths.digest(first), digestOf(terms, weights, options.digestSize));
    digests.push(first);
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
    version: 4,
    records: records.length,
    chunkSize: options.chunkSize,
    chunks,
    pageSizes: sizes,
    shards: shards.sort(),
    digests: digests.sort(),
  });
  return files;
}
