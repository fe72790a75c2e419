import type {BlockContent, Code, Heading, PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';

/** Small builders for the Markdown tree the reference renders into (real headings, tables, code). */

export type Block = RootContent;
export type Inline = PhrasingContent;

export const text = (value: string): Inline => ({type: 'text', value});
export const code = (value: string): Inline => ({type: 'inlineCode', value});
export const strong = (...children: Inline[]): Inline => ({type: 'strong', children});
export const emphasis = (...children: Inline[]): Inline => ({type: 'emphasis', children});
export const link = (url: string, ...children: Inline[]): Inline => ({type: 'link', url, children});
export const paragraph = (...children: Inline[]): Block => ({type: 'paragraph', children});

/** A heading with a fixed id, so anchors stay stable when wording changes. */
export function heading(depth: 2 | 3 | 4, id: string, ...children: Inline[]): Heading {
  return {type: 'heading', depth, children, data: {hProperties: {id}}};
}

export function codeBlock(lang: string, value: string, meta?: string): Code {
  return {type: 'code', lang, meta: meta ?? null, value};
}

/** A table whose first row is the header; cells are inline content (a string is plain text). */
export function table(header: string[], rows: (Inline[] | string)[][]): Table {
  const cell = (content: Inline[] | string): TableCell => ({type: 'tableCell', children: typeof content === 'string' ? [text(content)] : content});
  const row = (cells: (Inline[] | string)[]): TableRow => ({type: 'tableRow', children: cells.map(cell)});
  return {type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)]};
}

/** Inline content joined with a separator, e.g. links separated by commas. */
export function joined(items: Inline[][], separator = ', '): Inline[] {
  return items.flatMap((item, index) => (index === 0 ? item : [text(separator), ...item]));
}

function attributes(props: Record<string, string | undefined>): MdxJsxAttribute[] {
  return Object.entries(props)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({type: 'mdxJsxAttribute', name, value}));
}

/** A JSX element in flow position, e.g. <Tabs>; the component must be in MDX scope (src/theme/MDXComponents). */
export function jsxFlow(name: string, props: Record<string, string | undefined>, children: Block[]): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name, attributes: attributes(props), children: children as BlockContent[]};
}

export function jsxText(name: string, props: Record<string, string | undefined>, children: Inline[]): MdxJsxTextElement {
  return {type: 'mdxJsxTextElement', name, attributes: attributes(props), children};
}

/** CommonMark + GFM text from a reference description, as Markdown blocks. */
export function markdown(source: string | undefined): Block[] {
  if (!source?.trim()) return [];
  const root: Root = fromMarkdown(source, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  return root.children;
}

/** A one-line description as inline content (the first paragraph's children). */
export function inlineMarkdown(source: string | undefined): Inline[] {
  const [first] = markdown(source);
  return first?.type === 'paragraph' ? first.children : source ? [text(source)] : [];
}
