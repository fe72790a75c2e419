import {describe, expect, it} from 'vitest';
import {facetFilters} from '@site/plugins/search/settings';
import {answer, createLocalSearchClient, type SearchRequest} from '@site/plugins/search/engine/localClient';
import {fixtureRecords} from './support/searchFixtures';
import {memoryIndex} from './support/memoryIndex';

const {index} = memoryIndex(fixtureRecords);

/** The request DocSearch sends from the modal (snippet length 10, or 5 on small screens). */
function docSearchRequest(query: string, snippetWords = 10): SearchRequest {
  return {
    indexName: 'assetra',
    query,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
    attributesToSnippet: [
      `hierarchy.lvl1:${snippetWords}`,
      `hierarchy.lvl2:${snippetWords}`,
      `content:${snippetWords}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    facetFilters,
  };
}

const search = (query: string, extra: Partial<SearchRequest> = {}) =>
  answer(index, {...docSearchRequest(query), ...extra});
const urls = async (query: string) => (await search(query)).hits.map((hit) => hit.url);
const words = (value: string) =>
  value
    .replace(/<\/?mark>|…/g, '')
    .split(/\s+/)
    .filter(Boolean);

describe('local search client: response shape (Algolia v5 search)', () => {
  it('answers search({requests}) with results carrying hits, nbHits and paging', async () => {
    const client = createLocalSearchClient(async () => index);
    const {results} = await client.search({requests: [docSearchRequest('health')]});
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      nbHits: expect.any(Number),
      page: 0,
      hitsPerPage: 20,
      index: 'assetra',
      query: 'health',
    });
    const hit = results[0]!.hits[0]!;
    expect(hit).toMatchObject({
      objectID: expect.any(String),
      url: expect.stringMatching(/^\/docs\//),
      type: expect.any(String),
    });
    expect(hit._highlightResult).toHaveProperty('hierarchy.lvl1.value');
  });

  it('highlights matches with <mark> and snippets content to 10 words, or 5', async () => {
    const hit = (await search('liquidation threshold')).hits.find((candidate) => candidate.type === 'content')!;
    const value = (hit._snippetResult.content as {value: string}).value;
    expect(value).toContain('<mark>liquidation</mark> <mark>threshold</mark>');
    expect(words(value)).toHaveLength(10);
    const short = (await answer(index, docSearchRequest('liquidation threshold', 5))).hits.find(
      (candidate) => candidate.type === 'content',
    )!;
    expect(words((short._snippetResult.content as {value: string}).value)).toHaveLength(5);
    expect((hit._highlightResult.content as {matchLevel: string}).matchLevel).toBe('full');
  });

  it('pages through results', async () => {
    const response = await search('the', {hitsPerPage: 2, page: 1});
    expect(response.page).toBe(1);
    expect(response.hits.length).toBeLessThanOrEqual(2);
    expect(response.nbPages).toBe(Math.ceil(response.nbHits / 2));
  });
});

describe('local search client: relevance', () => {
  it('ranks a heading above body text that mentions the same words', async () => {
    expect((await urls('health factor'))[0]).toBe('/docs/resources/glossary#health-factor');
    expect((await search('health factor')).hits[0]!.type).toBe('lvl2');
  });

  it('ranks the docs above a blog post with the same heading', async () => {
    const found = await urls('health factor');
    expect(found.indexOf('/docs/resources/glossary#health-factor')).toBeLessThan(
      found.indexOf('/blog/2024/11/05/collateral-pools-are-live#health-factor'),
    );
  });

  it('matches the word being typed by prefix, from its first letter on', async () => {
    expect(await urls('liquid')).toContain('/docs/resources/glossary#liquidation-bonus');
    expect(await urls('l')).not.toEqual([]);
  });

  it('forgives a typo in a longer word', async () => {
    expect(await urls('liqudation')).toContain('/docs/resources/glossary#liquidation-bonus');
  });

  it('keeps to English and the current docs version or the blog', async () => {
    expect(await urls('old version')).toEqual([]);
    expect((await search('old version', {facetFilters: []})).nbHits).toBeGreaterThan(0);
  });

  it('falls back to partial matches rather than nothing for a long query', async () => {
    expect(await urls('health factor of my spaceship')).toContain('/docs/resources/glossary#health-factor');
  });
});

describe('local search client: bad input never crashes or injects markup', () => {
  it.each([
    ['<img src=x onerror=alert(1)>'],
    ['.*+?^${}()|[]\\'],
    ['     '],
    [''],
    ['🚀'],
    ['日本語'],
    ['a'.repeat(200)],
    ['health '.repeat(30)],
  ])('answers %j', async (query) => {
    const response = await search(query);
    expect(response.query.length).toBeLessThanOrEqual(64);
    for (const hit of response.hits) {
      expect(JSON.stringify([hit._highlightResult, hit._snippetResult])).not.toMatch(/<(?!\/?mark>)/);
    }
  });

  it('escapes markup-like text in records', async () => {
    const hostile = [
      {...fixtureRecords[2]!, objectID: 'x', content: 'Pay <b onmouseover="steal()">health</b> fees & more'},
    ];
    const response = await answer(memoryIndex(hostile).index, docSearchRequest('health'));
    const value = (response.hits[0]!._highlightResult.content as {value: string}).value;
    expect(value).toBe('Pay &#60;b onmouseover=&#34;steal()&#34;&#62;<mark>health</mark>&#60;/b&#62; fees &#38; more');
  });

  it('finds text in other scripts', async () => {
    expect(await urls('日本語のテキストも検索できます')).toContain('/docs/blockchain-and-web3/base#fees-in-practice');
  });

  it('reports an index that cannot load as a RetryError, which DocSearch shows as its error screen', async () => {
    const client = createLocalSearchClient(async () => {
      throw new Error('404');
    });
    await expect(client.search({requests: [docSearchRequest('health')]})).rejects.toMatchObject({name: 'RetryError'});
  });

  it('reports a shard that cannot load as a RetryError too', async () => {
    const {index: broken, files} = memoryIndex(fixtureRecords);
    for (const name of files.keys()) if (name.startsWith('terms/')) files.delete(name);
    const client = createLocalSearchClient(async () => broken);
    await expect(client.search({requests: [docSearchRequest('health')]})).rejects.toMatchObject({name: 'RetryError'});
  });
});
