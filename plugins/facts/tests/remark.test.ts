import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {facts, lifetimeText, nodeVersionsText} from '@site/src/components/Conventions/tables';
import {getNetwork, type PublishedNetwork} from '@site/src/data/networks';
import {firstOrganisation} from '@site/src/data/conventions';
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

  it('keep code as code and links as links', () => {
    const base = getNetwork('base') as PublishedNetwork;
    const tree = factsOf(
      'Chain <ChainFact network="base" chain="testnet" field="chainId" /> and <Fact of="releasesWithoutNotice" />.',
    );
    const [paragraph] = json(tree.children) as [{children: {type: string; value?: string; url?: string}[]}];
    expect(paragraph.children[1]).toEqual({type: 'inlineCode', value: String(base.testnet.chainId)});
    const links = paragraph.children.filter((node) => node.type === 'link');
    expect(links.length).toBe(
      facts.releasesWithoutNotice().filter((part) => typeof part !== 'string' && part.link).length,
    );
    expect(links.length).toBeGreaterThan(0);
  });

  it('write a fact alone on its line as a paragraph, inside tables and other elements too', () => {
    const tree = factsOf(
      ['<FirstOrganisation environment="sandbox" />', '', '| a |', '| - |', '| <Lifetime of="nonce" /> |'].join('\n'),
    );
    expect(json(tree.children[0])).toEqual({
      type: 'paragraph',
      children: [{type: 'text', value: firstOrganisation.sandbox}],
    });
    expect(JSON.stringify(tree.children[1])).toContain(JSON.stringify(lifetimeText('nonce')));
    expect(JSON.stringify(tree)).not.toContain('mdxJsx');
  });

  it('fail the build with the file, the line and the values there are', () => {
    expect(() => factsOf('One\n\nSee <Fact of="noSuchFact" />.')).toThrow(
      /^docs\/page\.mdx:3: <Fact of="noSuchFact">: no such value; one of .*buildValidity/,
    );
    expect(() => factsOf('<ChainFact network="base" />')).toThrow(/docs\/page\.mdx:1: <ChainFact> needs a field="…"/);
  });

  it('leave other elements as they are', () => {
    expect(JSON.stringify(factsOf('<Tabs><TabItem value="a">A</TabItem></Tabs>'))).toContain('"name":"TabItem"');
  });
});
