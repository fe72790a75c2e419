import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkStaticTables from '../remark';

/** The page's tree after the plugin, parsed as MDX with GFM tables as Docusaurus does. */
function transformed(markdown: string, baseUrl = '/'): Root {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).parse(markdown) as Root;
  remarkStaticTables({baseUrl})(tree);
  return tree;
}

/** The page's top-level nodes after the plugin, less the imports it writes. */
const transform = (markdown: string, baseUrl = '/'): Root['children'] =>
  transformed(markdown, baseUrl).children.filter((node) => node.type !== 'mdxjsEsm');

const importsOf = (tree: Root): string[] =>
  tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => (node as {value: string}).value);

const htmlOf = (node: Root['children'][number]) => {
  expect(node).toMatchObject({type: 'mdxJsxFlowElement', name: 'StaticTable'});
  return String((node as MdxJsxFlowElement).attributes[0]!.value);
};

describe('build-time tables (plugins/static-tables)', () => {
  it('fails on a captioned table (plugins/facts) that holds more than text and code, which MDX would show uncaptioned', () => {
    const tree = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkMdx)
      .parse('Intro\n\n| A |\n| --- |\n| ![x](/x.png) |\n') as Root;
    Object.assign(tree.children[1]!, {data: {caption: 'Limits'}});
    expect(() => remarkStaticTables({baseUrl: '/'})(tree, {path: 'docs/page.mdx'})).toThrow(
      /^docs\/page\.mdx:3: the table "Limits" has a caption, so it may hold only text and code/,
    );
  });

  it('imports StaticTable from the plugin’s theme into a page it writes one into, once', () => {
    const table = '| A | B |\n| --- | --- |\n| 1 | 2 |\n';
    expect(importsOf(transformed(`${table}\nText.\n\n${table}`))).toEqual([
      'import StaticTable from "@theme/StaticTable";',
    ]);
    expect(importsOf(transformed('| A |\n| --- |\n| <Tabs /> |\n'))).toEqual([]);
  });

  it('makes a table of text, code and emphasis one HTML string, alignment included', () => {
    const [table] = transform('| Field | Value |\n| :-- | --: |\n| `decimals` | **6** |\n');
    expect(htmlOf(table!)).toBe(
      '<thead><tr><th style="text-align:left">Field<th style="text-align:right">Value<tbody><tr><td style="text-align:left"><code>decimals</code><td style="text-align:right"><strong>6</strong>',
    );
  });

  it('writes links as the theme’s Link does: base URL on site paths, other sites in a new tab', () => {
    const [table] = transform(
      '| Page | Site |\n| --- | --- |\n| [Lend](/docs/pools/lend#quote) | [viem](https://viem.sh) |\n',
      '/assetra/',
    );
    const html = htmlOf(table!);
    expect(html).toContain('<a href="/assetra/docs/pools/lend#quote">Lend</a>');
    expect(html).toContain('<a href="https://viem.sh" target="_blank" rel="noopener noreferrer">viem</a>');
  });

  it('escapes markup in cells', () => {
    const [table] = transform('| A |\n| --- |\n| a &lt; b & `<c>` |\n');
    expect(htmlOf(table!)).toContain('<td>a &#x3C; b &#x26; <code>&#x3C;c></code>');
  });

  it('writes a row’s link target as the span AnchorTarget renders, and lists its id for the broken-anchor check', () => {
    const [table] = transform(
      '| Code | When |\n| --- | --- |\n| <AnchorTarget id="not-found">`NOT_FOUND`</AnchorTarget> | Gone |\n| <AnchorTarget id="late">`LATE`</AnchorTarget> | Later |\n',
    );
    expect(htmlOf(table!)).toContain(
      '<td><span id="not-found" class="anchor-target"><code>NOT_FOUND</code></span><td>Gone',
    );
    expect((table as MdxJsxFlowElement).attributes).toContainEqual({
      type: 'mdxJsxAttribute',
      name: 'anchors',
      value: 'not-found late',
    });
  });

  it('leaves a table with any other component, or a target it cannot write, to React', () => {
    const ownTarget =
      'import AnchorTarget from \'./AnchorTarget\';\n\n| A |\n| --- |\n| <AnchorTarget id="x">x</AnchorTarget> |\n';
    expect(transform(ownTarget)[0]!.type).toBe('table');
    for (const cell of [
      '<AnchorTarget id="two words">x</AnchorTarget>',
      '<Tabs />',
      '<AnchorTarget id="x" title="y">x</AnchorTarget>',
      '<AnchorTarget id={id}>x</AnchorTarget>',
    ]) {
      const [table] = transform(`| Anchor |\n| --- |\n| ${cell} |\n`);
      expect(table!.type).toBe('table');
    }
  });
});
