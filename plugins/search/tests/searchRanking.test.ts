import {describe, expect, it} from 'vitest';
import {answer, type LocalIndex, type SearchRequest} from '@site/plugins/search/engine/localClient';
import {decodePostings, quantiseWeight, weightOf} from '@site/plugins/search/engine/sharded/format';
import {chunkBudget} from '@site/plugins/search/engine/sharded/query';
import {significantWords} from '@site/plugins/search/engine/significantWords';
import {headingTerms, indexTerms, queryWords} from '@site/plugins/search/engine/tokens';
import {fixtureRecords, record} from './support/searchFixtures';
import {memoryIndex} from './support/memoryIndex';

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

/** The distinct pages a query lists, in the order of their first hit. */
async function pagesFor(index: LocalIndex, query: string): Promise<string[]> {
  return [...new Set((await answer(index, request(query))).hits.map((hit) => hit.url_without_anchor))];
}

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

  it('ranks a guide above an API reference page that says the same', async () => {
    const reserveFactor = (page: string, title: string) => [
      record(page, title, 'lvl1', {lvl0: 'Pools'}),
      record(page, title, 'lvl2', {lvl0: 'Pools', lvl2: 'Reserve factor', anchor: 'reserve-factor'}),
      record(page, title, 'content', {
        lvl0: 'Pools',
        lvl2: 'Reserve factor',
        anchor: 'reserve-factor',
        content: 'The reserve factor is the share of the interest the pool keeps.',
      }),
    ];
    // The reference page comes first in the index, so a tie would rank it first.
    const {index} = memoryIndex([
      ...reserveFactor('/docs/pools/back-end/graphqlApi/admin', 'Admin'),
      ...reserveFactor('/docs/pools/pools-processes/overview', 'Overview'),
    ]);
    const pages = (await answer(index, request('reserve factor'))).hits.map((hit) => hit.url_without_anchor);
    expect([...new Set(pages)]).toEqual([
      '/docs/pools/pools-processes/overview',
      '/docs/pools/back-end/graphqlApi/admin',
    ]);
  });

  it('ranks by the words that narrow the search: stop words count only as the word being typed or alone', () => {
    const ranked = (query: string) => significantWords(queryWords(query)).map(({text, required}) => [text, required]);
    // The whole query and its runs of words, as page titles would be, follow: they add to a page's score and are
    // never required.
    expect(ranked('add network to metamask')).toEqual([
      ['add', true],
      ['network', true],
      ['metamask', true],
      ['add+network+to+metamask', false],
      ['add+network+to', false],
      ['network+to+metamask', false],
      ['add+network', false],
      ['network+to', false],
      ['to+metamask', false],
    ]);
    // A run that starts with a stop word is looked up only when it ends the query ("… my wallet").
    expect(ranked('is my wallet frozen').map(([text]) => text)).toEqual([
      'wallet',
      'frozen',
      'is+my+wallet+frozen',
      'my+wallet+frozen',
      'wallet+frozen',
    ]);
    expect(ranked('how to')).toEqual([
      ['how', true],
      ['to', true],
      ['how+to', false],
    ]);
    // The word being typed may be the start of a longer one ("token"): it adds to the score, not required.
    expect(ranked('mint to')).toEqual([
      ['mint', true],
      ['to', false],
      ['mint+to', false],
    ]);
    expect(ranked('collateral')).toEqual([['collateral', true]]);
  });

  it('finds a page by its whole title, or a whole part of it, within a query or alone, above pages that use its words more', async () => {
    const post = '/blog/2026/07/14/reference-as-code';
    const title = 'Reference as code: how we rebuilt these docs';
    const roadmap = '/docs/resources/roadmap';
    const {index} = memoryIndex([
      record(roadmap, 'Roadmap', 'lvl1'),
      ...['Reference code samples are checked.', 'The reference keeps every code sample.'].map((content) =>
        record(roadmap, 'Roadmap', 'content', {lvl2: 'Reference and code', anchor: 'reference', content}),
      ),
      record(post, title, 'lvl1', {lvl0: 'Blog'}),
      record(post, title, 'content', {lvl0: 'Blog', content: 'We moved the reference into the repository.'}),
    ]);
    const pages = (query: string) => pagesFor(index, query);
    expect(await pages('reference as code')).toEqual([post, roadmap]);
    expect(await pages('Reference as code: how we rebuilt these docs')).toEqual([post]);
    // The title inside a longer query ("frozen balance my wallet" names the page "My wallet").
    expect(await pages('the reference as code')).toEqual([post, roadmap]);
    // Not the title: the page that uses the words most comes first.
    expect(await pages('reference code')).toEqual([roadmap, post]);
  });

  it("finds a page by its title's initials where the docs' headings use them as a word", async () => {
    const kit = '/docs/introduction/software-development-kit';
    const pools = '/docs/pools/sdk/collateral-pool';
    const grants = '/docs/engage/grant-rules';
    const {index} = memoryIndex([
      record(kit, 'Software development kit', 'lvl1'),
      record(kit, 'Software development kit', 'content', {lvl2: 'Install', anchor: 'install', content: 'Install it.'}),
      record(pools, 'Collateral pool SDK', 'lvl1'),
      record(pools, 'Collateral pool SDK', 'content', {content: 'The pool module of the client.'}),
      // "Governance rules apply" would be "gra": no heading uses that word, so it finds nothing.
      record(grants, 'Governance rules apply', 'lvl1'),
      record(grants, 'Governance rules apply', 'content', {content: 'The gra rate.'}),
    ]);
    const pages = (query: string) => pagesFor(index, query);
    expect((await pages('install sdk'))[0]).toBe(kit);
    expect((await pages('sdk')).sort()).toEqual([kit, pools].sort());
    expect(await pages('gra')).toEqual([grants]);
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

/** Sections of one page, each a heading and a paragraph under it. */
const sections = (page: string, title: string, entries: [heading: string, content: string][]) => [
  record(page, title, 'lvl1', {lvl0: 'Engage'}),
  ...entries.flatMap(([heading, content]) => {
    const anchor = heading.toLowerCase().replace(/\W+/g, '-');
    return [
      record(page, title, 'lvl2', {lvl0: 'Engage', lvl2: heading, anchor}),
      record(page, title, 'content', {lvl0: 'Engage', lvl2: heading, anchor, content}),
    ];
  }),
];

describe('search recall and typos', () => {
  const staking = sections('/docs/engage/staking', 'Staking', [
    ['Lock periods', 'Tokens stay locked until the period ends.'],
    ['Rewards', 'Rewards accrue every epoch and are claimed on demand.'],
    ['Unstaking', 'A withdrawal request waits for the cooldown.'],
  ]);
  const vesting = sections('/docs/engage/vesting', 'Vesting', [
    ['Schedules', 'A schedule releases tokens every epoch.'],
  ]);
  const governance = sections('/docs/engage/governance', 'Governance', [
    ['Proposals', 'A proposal stays open for one period.'],
  ]);
  const records = [...fixtureRecords, ...staking, ...vesting, ...governance];

  it('finds the page that holds every word of a query in different sections, first', async () => {
    const {index} = memoryIndex(records);
    const response = await answer(index, request('locked epoch cooldown'));
    expect(response.hits[0]!.url_without_anchor).toBe('/docs/engage/staking');
    const staking = response.hits.filter((hit) => hit.url_without_anchor === '/docs/engage/staking');
    // No section holds two of the words: the page matches as a whole, and each section is a hit (the heading "Lock
    // periods" as well as its text, as "lock" is a form of "locked").
    expect([...new Set(staking.map((hit) => hit.url))].sort()).toEqual([
      '/docs/engage/staking#lock-periods',
      '/docs/engage/staking#rewards',
      '/docs/engage/staking#unstaking',
    ]);
    expect(response.nbHitsWithEveryWord).toBe(staking.length);
  });

  it('reads a word with a letter left out as the word it means: the same pages in the same order', async () => {
    const {index} = memoryIndex(records);
    const pages = (query: string) => pagesFor(index, query);
    for (const [typo, word] of [
      ['rewrds', 'rewards'],
      ['liqudation', 'liquidation'],
      ['cooldwn', 'cooldown'],
    ]) {
      expect(await pages(typo!), typo).toEqual(await pages(word!));
    }
  });

  it("finds a word's other forms, below the form typed", async () => {
    // Two pages alike but for the form of the word they hold.
    const pages = [
      ...sections('/docs/a-accrues', 'Debt', [['Overview', 'Interest accrues on the debt every second.']]),
      ...sections('/docs/b-accrued', 'Reserves', [['Overview', 'Interest accrued on the debt goes to reserves.']]),
      ...sections('/docs/c-tokens', 'Minting', [['Overview', 'Mint tokens to a verified wallet.']]),
      ...sections('/docs/d-process', 'Process', [['Overview', 'Each step of the process is signed.']]),
      ...sections('/docs/e-key', 'Signing', [['Overview', 'Create an API key for the server.']]),
    ];
    const {index} = memoryIndex(pages);
    const order = async (query: string) => [
      ...new Set((await answer(index, request(query))).hits.map((hit) => hit.url_without_anchor)),
    ];
    expect(await order('accrued')).toEqual(['/docs/b-accrued', '/docs/a-accrues']);
    expect(await order('accrues')).toEqual(['/docs/a-accrues', '/docs/b-accrued']);
    expect((await order('accruing')).sort()).toEqual(['/docs/a-accrues', '/docs/b-accrued']);
    expect(await order('token')).toEqual(['/docs/c-tokens']);
    // A plural of a three-letter word too.
    expect(await order('keys')).toEqual(['/docs/e-key']);
    // "processes" finds "process", whose final "s" is no plural ending.
    expect(await order('processes')).toEqual(['/docs/d-process']);
  });

  it('weighs a misspelt word a little below the word typed right', async () => {
    // Two pages alike but for which of the two words is their title tie on the words typed right;
    // a third names both, twice, in its text only (a reading at 0.6 of exact ranks it above the twin).
    const pages = [
      ...sections('/docs/a-liquidation', 'Liquidation', [['Overview', 'How the bonus is paid.']]),
      ...sections('/docs/b-bonus', 'Bonus', [['Overview', 'How the liquidation is paid.']]),
      ...sections('/docs/c-payouts', 'Payouts', [
        ['Overview', 'The liquidation bonus is paid as a liquidation bonus.'],
      ]),
    ];
    const {index} = memoryIndex(pages);
    const order = async (query: string) => [
      ...new Set((await answer(index, request(query))).hits.map((hit) => hit.url_without_anchor)),
    ];
    expect(await order('liquidation bonus')).toEqual(['/docs/a-liquidation', '/docs/b-bonus', '/docs/c-payouts']);
    // Below: the twin whose title is typed right comes first, whichever word is misspelt.
    expect(await order('liquidation bonuss')).toEqual(['/docs/a-liquidation', '/docs/b-bonus', '/docs/c-payouts']);
    // A little: the twin whose title is misspelt still outranks the page that has both words in its text alone.
    expect(await order('liqudation bonus')).toEqual(['/docs/b-bonus', '/docs/a-liquidation', '/docs/c-payouts']);
  });
});

describe('constants: error codes, roles, enum values', () => {
  /** A catalogue row as the extractor records it: under the code, as under a heading, with the row as its text. */
  const row = (page: string, title: string, code: string, text: string) => {
    const fields = {lvl0: 'CP Pools', lvl2: 'Handle errors', lvl3: code, anchor: code.toLowerCase().replace(/_/g, '-')};
    return [
      record(page, title, 'lvl3', fields),
      record(page, title, 'content', {...fields, content: `${code} · ${text}`}),
    ];
  };
  const catalogue = '/docs/cp-pools/back-end-api/graphqlApi/pools';
  const otherCodes = ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'INVALID_POOL_STATUS', 'FUNDING_CLOSED'];
  const records = [
    ...sections(catalogue, 'CP Pools GraphQL API', [
      ['Environments and URLs', 'Sandbox and Production each have their own endpoint and keys.'],
      ['Authenticate', 'Send an API key, or sign in with a wallet for an access token.'],
      ['Send an operation', 'Post the query and its variables as JSON to the endpoint.'],
      ['Paginate', 'Lists return pages of investments; pass the cursor of the last one.'],
      ['Handle errors', 'Branch on extensions.code, never on the message.'],
    ]),
    ...row(catalogue, 'CP Pools GraphQL API', 'CP_POOL_NOT_FOUND', 'No pool with this id in this environment'),
    ...otherCodes.flatMap((code) => row(catalogue, 'CP Pools GraphQL API', code, 'The request cannot be served')),
    // A guide whose title and text use the code's words, and whose troubleshooting table names the code once.
    ...sections('/docs/cp-pools/how-tos/cp-pool-default-flow', 'CP pool default flow', [
      ['When a CP pool defaults', 'A CP pool defaults when the pool owner has not repaid the pool by the deadline.'],
      ['If a step fails', 'CP_POOL_NOT_FOUND · any pool builder · wrong pool id: check the pool id.'],
    ]),
    ...sections('/docs/engage/graphql/governance', 'Governance API', [
      ['Create a proposal', 'A member whose stake reaches the proposal threshold sends createProposal.'],
    ]),
    ...row('/docs/engage/graphql/governance', 'Governance API', 'BELOW_PROPOSAL_THRESHOLD', 'Too little staked'),
  ];

  it("finds a constant's catalogue row first, above pages whose headings use its words", async () => {
    const {index} = memoryIndex(records);
    const {hits} = await answer(index, request('CP_POOL_NOT_FOUND'));
    expect(hits[0]!.url).toBe(`${catalogue}#cp-pool-not-found`);
    expect([...new Set(hits.map((hit) => hit.url_without_anchor))]).toEqual([
      catalogue,
      '/docs/cp-pools/how-tos/cp-pool-default-flow',
    ]);
    expect((await answer(index, request('BELOW_PROPOSAL_THRESHOLD'))).hits[0]!.url).toBe(
      '/docs/engage/graphql/governance#below-proposal-threshold',
    );
  });

  it('indexes a heading that is a constant as the constant and its runs of words, not as its words', () => {
    // Its row still holds the words in its text: "proposal threshold" finds it, but not as a heading on the threshold.
    expect(headingTerms('BELOW_PROPOSAL_THRESHOLD')).toEqual([
      'belowproposal',
      'belowproposalthreshold',
      'proposalthreshold',
    ]);
    expect(headingTerms('Proposal threshold')).toEqual(['proposal', 'threshold']);
    expect(headingTerms('assetra.pools.buildBorrow')).toEqual(indexTerms('assetra.pools.buildBorrow'));
  });

  it("reads a constant's words as its parts only where the query writes them nowhere else", () => {
    const partOf = (query: string) =>
      Object.fromEntries(queryWords(query).flatMap((word) => (word.partOf ? [[word.text, word.partOf]] : [])));
    expect(partOf('CP_POOL_NOT_FOUND')).toEqual({
      cp: 'cppoolnotfound',
      pool: 'cppoolnotfound',
      not: 'cppoolnotfound',
      found: 'cppoolnotfound',
    });
    expect(partOf('pool CP_POOL_NOT_FOUND')).toEqual({
      cp: 'cppoolnotfound',
      not: 'cppoolnotfound',
      found: 'cppoolnotfound',
    });
    // Identifiers that are not constants keep their words: a call's method is the word a reader looks for.
    expect(partOf('assetra.pools.buildBorrow erc-3643 MissingRole')).toEqual({});
  });
});
