import {describe, expect, it} from 'vitest';
import {answer, type SearchRequest} from '@site/src/search/localClient';
import {decodePostings, quantiseWeight, weightOf} from '@site/src/search/sharded/format';
import {chunkBudget} from '@site/src/search/sharded/query';
import {significantWords} from '@site/src/search/significantWords';
import {queryWords} from '@site/src/search/tokens';
import {fixtureRecords, record} from '../support/searchFixtures';
import {memoryIndex} from '../support/memoryIndex';

const request = (query: string, page = 0): SearchRequest => ({indexName: 'assetra', query, hitsPerPage: 20, page});

/** A page that works through the health factor, beside the glossary entry and the blog post of the fixtures. */
const step = 'Step 4: Monitor the health factor and the liquidation price';
const borrowing = [
  record('/docs/pools/pools-processes/borrowing', 'Borrowing', 'lvl1', {lvl0: 'Pools'}),
  record('/docs/pools/pools-processes/borrowing', 'Borrowing', 'lvl2', {lvl0: 'Pools', lvl2: step, anchor: 'step-4'}),
  ...[
    'Monitor the health factor after every price update.',
    'A health factor below one makes the position liquidatable.',
    'Repay part of the debt to raise the health factor.',
    'The health factor falls as the collateral price falls.',
  ].map((content) =>
    record('/docs/pools/pools-processes/borrowing', 'Borrowing', 'content', {
      lvl0: 'Pools',
      lvl2: step,
      anchor: 'step-4',
      content,
    }),
  ),
];

describe('search ranking', () => {
  it('ranks the page that works through a subject above its glossary entry, FAQ answer and blog post', async () => {
    const {index} = memoryIndex([...fixtureRecords, ...borrowing]);
    const pages = (await answer(index, request('health factor'))).hits.map((hit) => hit.url_without_anchor);
    const first = (page: string) => pages.indexOf(page);
    expect(pages[0]).toBe('/docs/pools/pools-processes/borrowing');
    for (const mention of [
      '/docs/resources/glossary',
      '/docs/resources/faqs',
      '/blog/2024/11/05/collateral-pools-are-live',
    ]) {
      expect(first(mention), mention).toBeGreaterThan(first('/docs/pools/pools-processes/borrowing'));
    }
  });

  it('ranks by the words that narrow the search: stop words count only as the word being typed or alone', () => {
    const ranked = (query: string) => significantWords(queryWords(query)).map(({text, required}) => [text, required]);
    expect(ranked('add network to metamask')).toEqual([
      ['add', true],
      ['network', true],
      ['metamask', true],
    ]);
    expect(ranked('how to')).toEqual([
      ['how', true],
      ['to', true],
    ]);
    // The word being typed may be the start of a longer one ("token"): it adds to the score, not required.
    expect(ranked('mint to')).toEqual([
      ['mint', true],
      ['to', false],
    ]);
  });

  it('shows a first page from at most a few record files, full later pages, and every hit on one page', async () => {
    const many = Array.from({length: 300}, (_, position) =>
      record(`/docs/page-${Math.floor(position / 3)}`, `Page ${Math.floor(position / 3)}`, 'content', {
        lvl0: 'Pools',
        content: `collateral note ${position}`,
      }),
    );
    for (const hitsPerTerm of [20, 0]) {
      // With no hits carried, the shards describe no record: the first page draws from record files.
      const built = memoryIndex(many, {chunkSize: 4, hitsPerTerm, carriedPages: hitsPerTerm ? 20 : 0});
      const first = await answer(built.index, request('collateral'));
      expect(new Set(built.fetched.filter((path) => path.startsWith('records/'))).size).toBeLessThanOrEqual(
        hitsPerTerm ? 0 : chunkBudget,
      );
      const shown: string[] = [];
      for (let page = 0; page < first.nbPages; page++) {
        const {hits} = await answer(built.index, request('collateral', page));
        if (page > 0 && page < first.nbPages - 1) expect(hits, `page ${page}`).toHaveLength(20);
        shown.push(...hits.map((hit) => hit.objectID));
      }
      expect(new Set(shown).size, `hitsPerTerm ${hitsPerTerm}`).toBe(first.nbHits);
      expect(shown).toHaveLength(first.nbHits);
    }
  });

  it('keeps weights within 5 % through their quantised form', () => {
    for (const weight of [0.05, 1, 3.7, 42, 180]) {
      expect(Math.abs(weightOf(quantiseWeight(weight)) - weight) / weight).toBeLessThanOrEqual(0.026);
    }
    expect([...decodePostings([3, quantiseWeight(2), 4, quantiseWeight(8)]).keys()]).toEqual([3, 7]);
  });
});
