import {describe, expect, it} from 'vitest';
import {answer, openIndex, type LocalIndex, type SearchRequest} from '@site/plugins/search/engine/localClient';
import {significantWords} from '@site/plugins/search/engine/significantWords';
import {
  decodePostings,
  decodeSortedTerms,
  digestsOf,
  encodeSortedTerms,
  firstAtLeast,
  paths,
  prefixFileName,
  type Manifest,
  type Shard,
} from '@site/plugins/search/engine/sharded/format';
import {kthLargest} from '@site/plugins/search/engine/sharded/postings';
import {queryWords, words} from '@site/plugins/search/engine/tokens';
import {stemOf} from '@site/plugins/search/engine/wordForms';
import {fixtureRecords, record} from './support/searchFixtures';
import {memoryIndex} from './support/memoryIndex';

const request = (query: string): SearchRequest => ({indexName: 'assetra', query, hitsPerPage: 20});
const urlsFrom = async (built: ReturnType<typeof memoryIndex>, query: string) =>
  (await answer(built.index, request(query))).hits.map((hit) => hit.url);

describe('sharded index', () => {
  const tiny = memoryIndex(fixtureRecords, {shardLimit: 30, chunkSize: 2});
  const manifest = JSON.parse(tiny.files.get(paths.manifest)!) as Manifest;
  const shardStarts = decodeSortedTerms(manifest.shards);
  const digests = [...digestsOf(shardStarts)];
  const shardFile = (index: number) => JSON.parse(tiny.files.get(paths.shard(index))!) as Shard;

  it('splits the sorted terms into runs, each starting where the manifest says, and lists every file it writes', () => {
    expect(shardStarts.length).toBeGreaterThan(4);
    expect(digests.some((prefix) => [...prefix].length >= 2)).toBe(true);
    const runs = shardStarts.map((start, index) => {
      const {terms} = shardFile(index);
      expect(terms[0], `shard ${index}`).toBe(start);
      return terms;
    });
    const terms = runs.flat();
    expect(terms).toEqual([...new Set(terms)].sort());
    for (const prefix of digests) expect(tiny.files.has(paths.digest(prefix)), prefix).toBe(true);
    const written = [...tiny.files.keys()].filter((path) => path.startsWith('prefixes/'));
    expect(written.sort()).toEqual(digests.map(paths.digest).sort());
    expect([...tiny.files.keys()].filter((path) => path.startsWith('terms/'))).toHaveLength(shardStarts.length);
    expect(manifest.chunks).toBe(Math.ceil(fixtureRecords.length / 2));
  });

  it('answers from an index of no records without asking for a file it never wrote', async () => {
    const empty = memoryIndex([]);
    expect((await answer(empty.index, request('health factor'))).hits).toEqual([]);
    expect(empty.fetched.filter((path) => !empty.files.has(path))).toEqual([]);
  });

  it("finds a word's other forms in shards neither it nor its stem sorts into", async () => {
    // Words sort between "default", "defaulted" and "defaults", so at this limit the three sit shards apart.
    const letters = (index: number) => String.fromCharCode(97 + Math.floor(index / 26), 97 + (index % 26));
    const between = Array.from({length: 30}, (_, index) => `defaultc${letters(index)} defaulti${letters(index)}`);
    const split = memoryIndex(
      [
        record('/docs/stem', 'Stem', 'content', {content: 'A loan in default.'}),
        record('/docs/past', 'Past', 'content', {content: 'The loan defaulted.'}),
        record('/docs/plural', 'Plural', 'content', {content: 'Defaults are rare.'}),
        record('/docs/between', 'Between', 'content', {content: between.join(' ')}),
      ],
      {shardLimit: 30, chunkSize: 2},
    );
    const starts = decodeSortedTerms((JSON.parse(split.files.get(paths.manifest)!) as Manifest).shards);
    const shardOf = (term: string) => firstAtLeast(starts, `${term}\0`) - 1;
    const [stem, past, plural] = ['default', 'defaulted', 'defaults'].map(shardOf);
    expect(past, 'the past tense sits between the stem and the plural').toBeGreaterThan(stem! + 1);
    expect(plural).toBeGreaterThan(past! + 1);
    for (const query of ['default', 'defaulted', 'defaults']) {
      expect(await urlsFrom(split, query), query).toEqual(
        expect.arrayContaining(['/docs/stem', '/docs/past', '/docs/plural']),
      );
    }
  });

  it('answers whole words the same however finely it is split', async () => {
    const whole = memoryIndex(fixtureRecords);
    for (const query of ['health factor', 'liquidation bonus', 'fees', 'glossary']) {
      expect(await urlsFrom(tiny, query), query).toEqual(await urlsFrom(whole, query));
    }
  });

  it('reads one term file for a word whose longer terms run on into the next shard, and finds every page they hold', async () => {
    const whole = memoryIndex(fixtureRecords);
    const shardOf = (term: string) => firstAtLeast(shardStarts, `${term}\0`) - 1;
    // Every prefix of a shard's first term that sorts into the shard before, has no digest, and whose run of terms
    // ends in that shard (a run past two shards is read at its first two, as the whole index would not be).
    const crossing = shardStarts
      .slice(1)
      .flatMap((start, index) =>
        [...start]
          .map((_, length) => [...start].slice(0, length).join(''))
          .filter(
            (word) =>
              /^[\p{L}\p{N}]+$/u.test(word) &&
              !digests.includes(word) &&
              shardOf(word) === index &&
              shardOf(`${word}\uffff`) === index + 1,
          ),
      );
    expect(crossing.length).toBeGreaterThan(3);
    let start = 0;
    const pageStarts = manifest.pageSizes.map((size) => (start += size) - size);
    const pagesOf = async (index: LocalIndex, word: string) =>
      new Set(
        (await index.rank(significantWords(queryWords(word)))).hits.map(({id}) => firstAtLeast(pageStarts, id + 1)),
      );
    // The same shards with digests of one page and one record: a word's pages are carried whole all the same.
    const cutDigests = memoryIndex(fixtureRecords, {shardLimit: 30, chunkSize: 2, digestPages: 1, digestSize: 1});
    expect(cutDigests.files.get(paths.manifest), 'the same shards, so one manifest reads both').toBe(
      tiny.files.get(paths.manifest),
    );
    let found = 0;
    for (const files of [tiny.files, cutDigests.files]) {
      for (const word of crossing) {
        const fetched: string[] = [];
        const fresh = openIndex(manifest, async (path) => (fetched.push(path), JSON.parse(files.get(path)!)));
        const pages = await pagesOf(fresh, word);
        const read = fetched.filter((path) => path.startsWith('terms/'));
        expect(read.length, word).toBe(new Set([word, stemOf(word)].map(shardOf)).size);
        expect(pages, word).toEqual(await pagesOf(whole.index, word));
        if (pages.size > 1) found++;
      }
    }
    expect(found).toBeGreaterThan(3);
  });

  it('forgives a typo past the first two letters however finely it is split', async () => {
    const whole = memoryIndex(fixtureRecords);
    for (const query of ['liqudation', 'liquidaton bonus', 'helth factor']) {
      const urls = await urlsFrom(tiny, query);
      expect(urls, query).not.toEqual([]);
      expect(urls[0], query).toBe((await urlsFrom(whole, query))[0]);
    }
  });

  it('forgives a slip early in a word whose term sorts many shards away', async () => {
    // Many words start with "co" and "col", so the run of terms sharing the slip's first letters spans many shards.
    const manyCo = 'cobalt cocoa code coffee coin cold colder coldly colander collar colleague collect college collide';
    const crowded = memoryIndex(
      [
        ...fixtureRecords,
        record('/docs/words', 'Words', 'content', {content: `${manyCo} cologne colonel colony column`}),
      ],
      {shardLimit: 30, chunkSize: 2},
    );
    for (const [slip, word] of [
      ['colateral', 'collateral'],
      ['colalteral', 'collateral'],
    ]) {
      const urls = await urlsFrom(crowded, slip!);
      expect(urls, slip).not.toEqual([]);
      expect(urls, slip).toEqual(await urlsFrom(crowded, word!));
    }
  });

  it('answers a one-letter or split-prefix word from the prefix digests', async () => {
    expect(await urlsFrom(tiny, 'l')).not.toEqual([]);
    const split = digests.find((prefix) => [...prefix].length === 2)!;
    expect(await urlsFrom(tiny, split)).not.toEqual([]);
  });

  it('answers a first page from the shards of the query words alone, in one round', async () => {
    const fresh = memoryIndex(fixtureRecords, {shardLimit: 30, chunkSize: 2});
    const {hits} = await answer(fresh.index, request('liquidation bonus'));
    expect(hits.length).toBeGreaterThan(0);
    expect(fresh.fetched.filter((path) => path.startsWith('records/'))).toEqual([]);
    expect(fresh.fetched.filter((path) => path.startsWith('terms/')).length).toBeLessThanOrEqual(2);
    expect(fresh.fetched.length).toBeLessThan(tiny.files.size / 2);
  });

  it('draws a first page from the record chunks when the shards describe no hit', async () => {
    const bare = memoryIndex(fixtureRecords, {shardLimit: 30, chunkSize: 2, hitsPerTerm: 0, carriedPages: 0});
    const hits = (await answer(bare.index, request('liquidation bonus'))).hits;
    const chunks = new Set(hits.map((hit) => Number(hit.objectID.split('@')[1]) >> 1));
    expect(bare.fetched.filter((path) => path.startsWith('records/'))).toHaveLength(chunks.size);
    expect(hits.map((hit) => hit.url)).toEqual(await urlsFrom(tiny, 'liquidation bonus'));
  });

  it("finds a page by an identifier only its code names, by its title in one round, and keeps prose words' prefixes to prose", async () => {
    const sdkPage = {...record('/docs/sdk', 'SDK', 'lvl1'), code: 'createassetraclient'};
    const withCode = memoryIndex([
      ...fixtureRecords,
      sdkPage,
      record('/docs/sdk', 'SDK', 'content', {content: 'Create a client.'}),
    ]);
    const {hits} = await answer(withCode.index, request('createAssetraClient'));
    expect(hits.map((hit) => hit.url)).toEqual(['/docs/sdk']);
    expect(withCode.fetched.filter((path) => path.startsWith('records/'))).toEqual([]);
    expect(await urlsFrom(withCode, 'createas')).not.toContain('/docs/sdk');
    expect(await urlsFrom(withCode, 'create')).toContain('/docs/sdk');
  });

  it('keeps only the strongest postings of a very common term', () => {
    const capped = memoryIndex(fixtureRecords, {maxPostings: 1, shardLimit: 30});
    const starts = decodeSortedTerms((JSON.parse(capped.files.get(paths.manifest)!) as Manifest).shards);
    const shard = JSON.parse(capped.files.get(paths.shard(firstAtLeast(starts, 'the\0') - 1))!) as Shard;
    const the = shard.terms.indexOf('the');
    expect(decodePostings(shard.records[the]!).size).toBe(1);
    // Every page that holds it is kept: a query finds each page that has all its words.
    const holding = fixtureRecords.filter((record) =>
      words(`${record.hierarchy.lvl2 ?? ''} ${record.content ?? ''}`).includes('the'),
    );
    expect(decodePostings(shard.pages[the]!).size).toBe(
      new Set(holding.map((record) => record.url_without_anchor)).size,
    );
  });

  it('keeps the highest weights by selection as a sort would, ties and all', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 500; round++) {
      const values = Float32Array.from({length: 1 + Math.floor(random() * 200)}, () =>
        Math.floor(random() * (round % 2 ? 4 : 1000)),
      );
      const k = 1 + Math.floor(random() * values.length);
      const sorted = Float32Array.from(values).sort();
      expect(kthLargest(Float32Array.from(values), k), `round ${round}`).toBe(sorted[values.length - k]);
    }
  });

  it('front-codes the shard list and reads it back, in any script', () => {
    const starts = ['st', 'sta', 'stak', 'staking', 'stal', 'x', '日本', '日本語'];
    expect(encodeSortedTerms(starts)).toBe('0st 2a 3k 4ing 3l 0x 0日本 2語');
    expect(decodeSortedTerms(encodeSortedTerms(starts))).toEqual(starts);
    expect(decodeSortedTerms(encodeSortedTerms(shardStarts))).toEqual(shardStarts);
  });

  it('names files safely for any script', () => {
    expect(prefixFileName('he')).toBe('he');
    expect(prefixFileName('日本')).toBe('_65e5_672c');
    expect(prefixFileName('a$')).toBe('a_24');
  });
});
