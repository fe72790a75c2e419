import type {Heading, Nodes} from 'mdast';
import type {ElementContent} from 'hast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toHtml} from 'hast-util-to-html';
import {staticElement, staticTablesComponents} from './components';
import {hastOf, plainInlineTypes, type Options} from './html';

/** Inline Markdown a heading may hold and still be HTML: what prose holds, less links (the anchor is the heading's). */
const headingInlines = new Set(plainInlineTypes);

const isStaticInline = (node: Nodes): boolean =>
  headingInlines.has(node.type) && (!('children' in node) || node.children.every(isStaticInline));

/** The heading's words, as a reader hears them: what the anchor link's label names. */
const textOf = (node: Nodes): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/** The id Docusaurus' heading plugin gave the heading (from its text or a `{#id}`), if any. */
const idOf = (heading: Heading): string | undefined => {
  const id = (heading.data?.hProperties as {id?: unknown} | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

/**
 * An h2 to h6 with an id and only text, emphasis and code in it becomes <StaticHeading as id html label>: the theme's
 * heading element with its contents and anchor link as one HTML string (theme/StaticHeading), where the theme
 * renders a Heading, a Link and the text. The h1 (no anchor) and a heading holding a link or a component stay React.
 */
export function staticHeadingElement(node: Heading, options: Options): MdxJsxFlowElement | undefined {
  const id = idOf(node);
  if (node.depth === 1 || !id || !node.children.every(isStaticInline)) return undefined;
  const html = toHtml(node.children.map((child) => hastOf(child, options) as ElementContent));
  return {
    ...staticElement(staticTablesComponents.StaticHeading, {as: `h${node.depth}`, id, html, label: textOf(node)}),
    ...(node.position ? {position: node.position} : {}),
  };
}
