import type {Root, Table} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {facts, lifetimeText, nodeVersionsText, rateLimitsTable} from '@site/src/components/Conventions/tables';
import {getNetwork, type PublishedNetwork} from '@site/src/data/networks';
import {firstOrganisation, sessionErrorCodes} from '@site/src/data/conventions';
import {products} from '@site/src/data/platform';
import remarkFacts from '../remark';

/** The tree a page's Markdown becomes once its fact elements are written in. */
function factsOf(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFacts);
  return processor.runSync(processor.parse(markdown), {path: 'docs/page.mdx'} as never) as Root;
}

const json = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (key, entry) => (key === 'position' ? undefined : entry)));

describe('fact elements written into the page (plugins/facts)', () => {
  it('become the words src/data states, in the sentence that holds them', () => {
    const tree = factsOf('Tokens last <Lifetime of="accessToken" />; the SDK needs <NodeVersions />.');
    expect(json(tree.children)).toEqual([
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Tokens last '},
          {type: 'text', value: lifetimeText('accessToken')},
          {type: 'text', value: '; the SDK needs '},
          {type: 'text', value: nodeVersionsText()},
          {type: 'text', value: '.'},
        ],
      },
    ]);
  });

  it('keep code as code and links as links, to the pages src/data names', () => {
    const base = getNetwork('base') as PublishedNetwork;
    const tree = factsOf(
      'Chain <ChainFact network="base" chain="testnet" field="chainId" /> and <Fact of="releasesWithoutNotice" />.',
    );
    const [paragraph] = json(tree.children) as [{children: {type: string; value?: string; url?: string}[]}];
    expect(paragraph.children[1]).toEqual({type: 'inlineCode', value: String(base.testnet.chainId)});
    const urls = paragraph.children.filter((node) => node.type === 'link').map((node) => node.url);
    const expected = facts.releasesWithoutNotice().flatMap((part) => (typeof part !== 'string' && part.link) || []);
    expect(expected.length).toBeGreaterThan(0);
    expect(urls).toEqual(expected);
    const catalogue = products.find(({id}) => id === 'pools')!.errorCatalogue!;
    const errors = json(factsOf('Codes: <SessionErrorLinks product="pools" />.').children) as [
      {children: {type: string; url?: string; children?: {value: string}[]}[]},
    ];
    const links = errors[0].children.filter((node) => node.type === 'link');
    expect(links.map((link) => link.children![0]!.value)).toEqual([...sessionErrorCodes]);
    for (const link of links) expect(link.url).toMatch(new RegExp(`^${catalogue}#`));
  });

  it('read a network value from the mainnet unless the testnet is named, and from nothing else', () => {
    const base = getNetwork('base') as PublishedNetwork;
    const value = (markdown: string) => JSON.stringify(factsOf(markdown).children);
    expect(value('<ChainFact network="base" field="chainName" />')).toContain(JSON.stringify(base.mainnet.chainName));
    expect(value('<ChainFact network="base" chain="testnet" field="chainName" />')).toContain(
      JSON.stringify(base.testnet.chainName),
    );
    expect(() => factsOf('<ChainFact network="base" chain="sepolia" field="chainId" />')).toThrow(
      /<ChainFact chain="sepolia">: no such value; one of mainnet, testnet/,
    );
    expect(() => factsOf('<ChainFact network="base" chain={"testnet"} field="chainId" />')).toThrow(
      /<ChainFact>'s chain must be written as chain="…"/,
    );
    // The finality fields are the same on both chains, and still take only those two.
    expect(() => factsOf('<ChainFact network="base" chain="sepolia" field="confirmations" />')).toThrow(
      /<ChainFact chain="sepolia">: no such value/,
    );
    expect(() => factsOf('<ChainFact network="base" field="chainId" {...{chain: "testnet"}} />')).toThrow(
      /<ChainFact> takes no spread attributes/,
    );
    expect(() => factsOf('<Fact of={"buildValidity"} />')).toThrow(/<Fact>'s of must be written as of="…"/);
  });

  it('write a conventions table as a Markdown table with its caption, on a line of its own only', () => {
    const [table] = factsOf('<RateLimits />').children as Table[];
    const {caption, header} = rateLimitsTable();
    expect(table).toMatchObject({type: 'table', data: {caption}});
    expect(JSON.stringify(table!.children[0])).toContain(JSON.stringify(header[0]));
    expect(() => factsOf('Limits: <RateLimits />.')).toThrow(/<RateLimits \/> is a table: put it on a line of its own/);
  });

  it('write a fact alone on its line as a paragraph, inside tables and other elements too', () => {
    const tree = factsOf(
      [
        '<FirstOrganisation environment="sandbox" />',
        '',
        '| a |',
        '| - |',
        '| <Lifetime of="nonce" /> |',
        '',
        '<details><summary>Node</summary>Needs <NodeVersions />.</details>',
        '',
        '<Tabs><TabItem value="a">Lasts <Lifetime of="accessToken" />.</TabItem></Tabs>',
        '',
        '<Tabs>',
        '  <TabItem value="b">',
        '',
        '<Lifetime of="refreshToken" />',
        '',
        '  </TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(json(tree.children[0])).toEqual({
      type: 'paragraph',
      children: [{type: 'text', value: firstOrganisation.sandbox}],
    });
    expect(JSON.stringify(tree.children[1])).toContain(JSON.stringify(lifetimeText('nonce')));
    expect(JSON.stringify(tree.children[2])).toContain(JSON.stringify(nodeVersionsText()));
    expect(JSON.stringify(tree.children[3])).toContain(JSON.stringify(lifetimeText('accessToken')));
    // Alone on its line inside a tab, as pages write it: a paragraph of the tab.
    const tab = (tree.children[4] as {children: {children: unknown[]}[]}).children[0]!;
    expect(json(tab.children)).toEqual([
      {type: 'paragraph', children: [{type: 'text', value: lifetimeText('refreshToken')}]},
    ]);
    expect(JSON.stringify(tree)).not.toMatch(/"name":"(FirstOrganisation|Lifetime|NodeVersions)"/);
  });

  it('fail the build with the file, the line and the values there are', () => {
    expect(() => factsOf('One\n\nSee <Fact of="noSuchFact" />.')).toThrow(
      /^docs\/page\.mdx:3: <Fact of="noSuchFact">: no such value; one of .*buildValidity/,
    );
    expect(() => factsOf('<ChainFact network="base" />')).toThrow(/docs\/page\.mdx:1: <ChainFact> needs a field="…"/);
  });

  it('leave other elements, and examples in code, as they are', () => {
    expect(JSON.stringify(factsOf('<Tabs><TabItem value="a">A</TabItem></Tabs>'))).toContain('"name":"TabItem"');
    const example = 'Write `<Fact of="buildValidity" />`:\n\n```mdx\n<Fact of="buildValidity" />\n```';
    expect(json(factsOf(example).children)).toEqual(
      json(unified().use(remarkParse).use(remarkMdx).parse(example).children),
    );
  });

  it('fail on a page that binds one of the names itself', () => {
    expect(() => factsOf('import Fact from \'./Fact\';\n\nSee <Fact of="buildValidity" />.')).toThrow(
      /docs\/page\.mdx:3: the page binds its own Fact/,
    );
    expect(() => factsOf("import {Table as RateLimits} from './tables';\n\n<RateLimits />")).toThrow(
      /the page binds its own RateLimits/,
    );
    expect(() => factsOf('export const Lifetime = () => null;\n\n<Lifetime of="nonce" />')).toThrow(
      /the page binds its own Lifetime/,
    );
  });
});
