import type {SearchRecord, RecordType} from '@site/plugins/search/engine/records';

let counter = 0;

/** A record as the extractor makes them, with only what a test cares about spelled out. */
export function record(
  page: string,
  title: string,
  type: RecordType,
  fields: {lvl0?: string; lvl2?: string; lvl3?: string; content?: string; anchor?: string; tag?: string} = {},
): SearchRecord {
  const anchor = fields.anchor ?? null;
  return {
    objectID: `r${counter++}`,
    hierarchy: {
      lvl0: fields.lvl0 ?? 'Resources',
      lvl1: title,
      lvl2: fields.lvl2 ?? null,
      lvl3: fields.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: fields.content ?? null,
    type,
    url: anchor ? `${page}#${anchor}` : page,
    url_without_anchor: page,
    anchor,
    language: 'en',
    docusaurus_tag: fields.tag ?? 'docs-default-current',
    position: counter,
  };
}

export const fixtureRecords: SearchRecord[] = [
  record('/docs/resources/glossary', 'Glossary', 'lvl1'),
  record('/docs/resources/glossary', 'Glossary', 'lvl2', {lvl2: 'Health factor', anchor: 'health-factor'}),
  record('/docs/resources/glossary', 'Glossary', 'content', {
    lvl2: 'Health factor',
    anchor: 'health-factor',
    content:
      'The health factor is the ratio of collateral value times the liquidation threshold to the debt value; a position below one can be liquidated by anyone who repays part of the debt.',
  }),
  record('/docs/resources/glossary', 'Glossary', 'lvl2', {lvl2: 'Liquidation bonus', anchor: 'liquidation-bonus'}),
  record('/docs/resources/faqs', 'FAQs', 'content', {
    lvl2: 'Pools',
    anchor: 'pools',
    content: 'Liquidation happens when the health factor drops below one.',
  }),
  record('/docs/blockchain-and-web3/base', 'Base', 'lvl1', {lvl0: 'Blockchain and Web3'}),
  record('/docs/blockchain-and-web3/base', 'Base', 'content', {
    lvl0: 'Blockchain and Web3',
    lvl2: 'Fees in practice',
    anchor: 'fees-in-practice',
    content: 'Base is an Ethereum layer 2; fees are paid in ETH. 日本語のテキストも検索できます 🚀',
  }),
  record('/blog/2024/11/05/collateral-pools-are-live', 'Collateral pools are live', 'lvl2', {
    lvl0: 'Blog',
    lvl2: 'Health factor',
    anchor: 'health-factor',
    tag: 'default',
  }),
  record('/docs/old/page', 'Old version page', 'lvl1', {tag: 'docs-default-1.0'}),
];
