import {describe, expect, it} from 'vitest';
import {answer} from '@site/plugins/search/engine/localClient';
import {resultCount} from '@site/plugins/search/engine/resultCount';
import {fixtureRecords} from './support/searchFixtures';
import {memoryIndex} from './support/memoryIndex';

describe('result count', () => {
  it('says how many results there are when every one has every word, or the backend does not say', () => {
    expect(resultCount(1, 1, 'fees')).toBe('1 result for “fees”');
    expect(resultCount(12, 12, 'health factor')).toBe('12 results for “health factor”');
    expect(resultCount(12, undefined, 'health factor')).toBe('12 results for “health factor”');
    expect(resultCount(0, 0, 'spaceship')).toBe('No results for “spaceship”.');
  });

  it('says how many hits have every word when fewer than all do', async () => {
    const {index} = memoryIndex(fixtureRecords);
    const query = 'health factor liquidation bonus';
    const {hits, nbHits, nbHitsWithEveryWord} = await answer(index, {indexName: 'assetra', query, hitsPerPage: 20});
    // Only the glossary has all four words; the FAQ and the blog post, which lack some, follow it.
    const glossary = hits.filter((hit) => hit.url_without_anchor === '/docs/resources/glossary');
    expect(glossary.length).toBeGreaterThan(0);
    expect(nbHitsWithEveryWord).toBe(glossary.length);
    expect(hits.slice(0, glossary.length)).toEqual(glossary);
    expect(nbHits).toBeGreaterThan(nbHitsWithEveryWord!);
    expect(resultCount(nbHits, nbHitsWithEveryWord, query)).toBe(
      `${nbHits} results for “${query}”: ${nbHitsWithEveryWord} with every word, the rest with most of them`,
    );
    expect(resultCount(3, 0, 'health spaceship')).toBe(
      'No page has every word of “health spaceship”: 3 results with most of them',
    );
  });
});
