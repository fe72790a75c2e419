import {describe, expect, it} from 'vitest';
import type {Heading, Parent, Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import docusaurusHeadings from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import docusaurusToc from '@docusaurus/mdx-loader/lib/remark/toc/index.js';
import remarkStaticProse from '../prose';
import {remarkPipeline} from '@site/config/remarkPipeline';
import {siteLinksOf} from '../client/siteLinks';

/** The imports a step wrote into the page, as written. */
const importsOf = (tree: Root): string[] =>
  tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => (node as {value: string}).value);

/** The page's tree after the plugin, parsed as MDX with GFM and directives as Docusaurus does. */
function transformed(markdown: string, baseUrl = '/'): Root {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkMdx).parse(markdown) as Root;
  remarkStaticProse({baseUrl})(tree);
  return tree;
}

/** The page's top-level nodes after the plugin, less the imports it writes. */
const transform = (markdown: string, baseUrl = '/'): RootContent[] =>
  transformed(markdown, baseUrl).children.filter((node) => node.type !== 'mdxjsEsm');

/** As `transform`, with each heading given an id, as Docusaurus' heading plugin gives one before this step runs. */
function transformWithIds(markdown: string, id = 'given-id'): RootContent[] {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkMdx).parse(markdown) as Root;
  visit(tree, 'heading', (node: Heading) => void (node.data = {hProperties: {id}}));
  remarkStaticProse({baseUrl: '/'})(tree);
  return tree.children.filter((node) => node.type !== 'mdxjsEsm');
}

/** The attributes of a generated JSX element, by name. */
const attributesOf = (node: RootContent | undefined) =>
  Object.fromEntries(
    (node as MdxJsxFlowElement).attributes.map((attribute) => [
      'name' in attribute ? attribute.name : '',
      attribute.value,
    ]),
  );

const isStaticHtml = (node: RootContent | undefined): node is MdxJsxFlowElement =>
  node?.type === 'mdxJsxFlowElement' && node.name === 'StaticHtml';

const htmlOf = (node: RootContent | undefined) => {
  expect(isStaticHtml(node)).toBe(true);
  return String((node as MdxJsxFlowElement).attributes[0]!.value);
};

describe('build-time prose (plugins/static-tables/prose)', () => {
  it('imports each component it writes from the plugin’s theme, once, and nothing into a page it leaves alone', () => {
    expect(importsOf(transformed('One.\n\n## Two\n\nThree.\n'))).toEqual([
      'import StaticHtml from "@theme/StaticHtml";',
    ]);
    const tree = unified().use(remarkParse).use(remarkMdx).parse('Intro.\n\n## Lend\n\nMore.\n') as Root;
    visit(tree, 'heading', (node: Heading) => void (node.data = {hProperties: {id: 'lend'}}));
    remarkStaticProse({baseUrl: '/'})(tree);
    expect(importsOf(tree).sort()).toEqual([
      'import StaticHeading from "@theme/StaticHeading";',
      'import StaticHtml from "@theme/StaticHtml";',
    ]);
    expect(importsOf(transformed('<Tabs />\n'))).toEqual([]);
  });

  it('makes a run of paragraphs, lists, quotes and rules one HTML string, as MDX renders them', () => {
    const [run, ...rest] = transform('Pools lend **USDC** with `decimals` 6.\n\n- one\n- two\n\n> quoted\n\n---\n');
    expect(rest).toEqual([]);
    expect(htmlOf(run)).toBe(
      '<p>Pools lend <strong>USDC</strong> with <code>decimals</code> 6.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<hr>',
    );
  });

  it('leaves headings to the theme (their anchors) and starts a new run after each', () => {
    const nodes = transform('Intro.\n\n## Lend\n\nSupply first.\n\nThen borrow.\n');
    expect(nodes.map((node) => (isStaticHtml(node) ? 'html' : node.type))).toEqual(['html', 'heading', 'html']);
    expect(htmlOf(nodes[2])).toBe('<p>Supply first.</p>\n<p>Then borrow.</p>');
  });

  it('makes a heading with an id one element: its HTML, tag, id and the text its anchor names', () => {
    const nodes = transformWithIds('Intro.\n\n### Stake `amount` *now*\n\nThen wait.\n', 'stake-amount-now');
    expect(nodes.map((node) => (node.type === 'mdxJsxFlowElement' ? node.name : node.type))).toEqual([
      'StaticHtml',
      'StaticHeading',
      'StaticHtml',
    ]);
    expect(attributesOf(nodes[1])).toEqual({
      as: 'h3',
      id: 'stake-amount-now',
      html: 'Stake <code>amount</code> <em>now</em>',
      label: 'Stake amount now',
    });
    expect(attributesOf(transformWithIds('## a < b & c')[0]).html).toBe('a &#x3C; b &#x26; c');
  });

  it('leaves to the theme an h1, a heading without an id, and one holding a link or a component', () => {
    const kept = ['# Title', '## [Lend](/docs/pools)', '## Chain <Badge kind="new" />'];
    for (const markdown of kept) expect(transformWithIds(markdown)[0]!.type, markdown).toBe('heading');
    expect(transform('## No id')[0]!.type).toBe('heading');
  });

  it('runs after Docusaurus has given headings their ids and read them into the table of contents', async () => {
    // As Docusaurus runs them: its own plugins, then the site's remarkPlugins (docusaurus.config.ts).
    expect(remarkPipeline.afterDocusaurus).toContain(remarkPipeline.steps.staticProse);
    expect(remarkPipeline.beforeDocusaurus).not.toContain(remarkPipeline.steps.staticProse);
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(docusaurusHeadings, {anchorsMaintainCase: false})
      .use(docusaurusToc)
      .use(remarkStaticProse, {baseUrl: '/'});
    const tree = (await processor.run(processor.parse('## Ref\n\nText.\n\n## Ref\n\n### Stake `amount`\n'))) as Root;
    const headingIds = tree.children
      .filter((node) => node.type === 'mdxJsxFlowElement' && node.name === 'StaticHeading')
      .map((node) => attributesOf(node).id);
    expect(headingIds).toEqual(['ref', 'ref-1', 'stake-amount']);
    // The table of contents Docusaurus exported lists the same headings by the same ids.
    const tocIds = [
      ...JSON.stringify(tree.children.at(-1)).matchAll(/"value":"id"\},"value":\{"type":"Literal","value":"([^"]+)"/g),
    ];
    expect(tocIds.map((match) => match[1])).toEqual(headingIds);
  });

  it('makes headings inside admonitions and tabs one element too, but not in a list, a quote or a summary', () => {
    const [admonition] = transformWithIds(':::note\n\n### Inside\n\nText.\n\n:::\n');
    expect((admonition as Parent).children.map((node) => ('name' in node ? node.name : node.type))).toEqual([
      'StaticHeading',
      'StaticHtml',
    ]);
    const [tab] = transformWithIds('<TabItem value="a">\n\n### Inside\n\n</TabItem>\n');
    expect((tab as Parent).children.map((node) => ('name' in node ? node.name : node.type))).toEqual(['StaticHeading']);
    for (const markdown of ['- ### In a list', '> ### In a quote', '<summary>\n\n### In a summary\n\n</summary>']) {
      const tree = unified().use(remarkParse).use(remarkDirective).use(remarkMdx).parse(markdown) as Root;
      visit(tree, 'heading', (node: Heading) => void (node.data = {hProperties: {id: 'given-id'}}));
      remarkStaticProse({baseUrl: '/'})(tree);
      let headings = 0;
      visit(tree, 'heading', () => void (headings += 1));
      expect(headings, markdown).toBe(1);
    }
  });

  it('writes links as the theme’s Link does: base URL on site paths, other sites in a new tab', () => {
    const [run] = transform(
      'See [Lend](/docs/pools/lend#quote), [viem](https://viem.sh) and [above](#top).',
      '/assetra/',
    );
    const html = htmlOf(run);
    expect(html).toContain('<a href="/assetra/docs/pools/lend#quote">Lend</a>');
    expect(html).toContain('<a href="https://viem.sh" target="_blank" rel="noopener noreferrer">viem</a>');
    expect(html).toContain('<a href="#top">above</a>');
  });

  it('escapes markup in text and code spans', () => {
    expect(htmlOf(transform('a &lt; b & `<c>`')[0])).toBe('<p>a &#x3C; b &#x26; <code>&#x3C;c></code></p>');
  });

  it('leaves to React what renders through a component: JSX, images, task lists, pathname:// links', () => {
    const kept = [
      'A <AnchorTarget id="x">x</AnchorTarget> inside.',
      '![Pool](/img/pool.png)',
      '- [x] done',
      // Link strips the prefix and leaves the URL to the browser.
      'The [feed](pathname:///blog/rss.xml).',
    ];
    for (const markdown of kept) expect(transform(markdown).some(isStaticHtml), markdown).toBe(false);
  });

  it('groups the prose inside components and admonitions, but not the paragraph of a <summary>', () => {
    const [tabs] = transform('<TabItem value="a">\n\nFirst.\n\nSecond.\n\n</TabItem>\n');
    expect((tabs as MdxJsxFlowElement).children.map((node) => htmlOf(node as RootContent))).toEqual([
      '<p>First.</p>\n<p>Second.</p>',
    ]);
    // Docusaurus' admonitions plugin has taken the title out by the time this step runs.
    const [admonition] = transform(':::note\n\nBody.\n\n:::\n');
    const [body] = (admonition as Extract<RootContent, {type: 'containerDirective'}>).children;
    expect(htmlOf(body as RootContent)).toBe('<p>Body.</p>');
    const [details] = transform('<details>\n<summary>\n\nWhy?\n\n</summary>\n\nBecause.\n\n</details>\n');
    const [summary, answer] = (details as MdxJsxFlowElement).children;
    expect((summary as MdxJsxFlowElement).children[0]).toMatchObject({type: 'paragraph'});
    expect(htmlOf(answer as RootContent)).toBe('<p>Because.</p>');
  });

  it('keeps a root-relative link that already has the base URL as it is', () => {
    expect(htmlOf(transform('[Lend](/assetra/docs/pools/lend)', '/assetra/')[0])).toBe(
      '<p><a href="/assetra/docs/pools/lend">Lend</a></p>',
    );
  });

  it('hands the broken-link check each same-site link as written in Markdown, query string included', () => {
    const html = htmlOf(transform('[A](/docs/x?a=1&b=2#c), [B](https://viem.sh) and [C](#top).')[0]);
    expect(html).toContain('href="/docs/x?a=1&#x26;b=2#c"');
    expect(siteLinksOf(html)).toEqual(['/docs/x?a=1&b=2#c', '#top']);
  });
});
