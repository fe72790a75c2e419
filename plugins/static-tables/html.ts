import type {Nodes as MdastNodes} from 'mdast';
import type {Element, Root as HastRoot} from 'hast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toHast, type State} from 'mdast-util-to-hast';
import {visit} from 'unist-util-visit';
import {referenceComponents} from '../reference/components';
import {attribute} from '../support/jsxAttributes';
import {anchorTargetClass} from '../../src/components/AnchorTarget/className';

export interface Options {
  /** The site's base URL, which the theme's Link adds to root-relative links. */
  baseUrl: string;
}

/** Inline Markdown the theme renders as plain elements (a code span as CodeInline): the same as HTML. */
export const plainInlineTypes = ['text', 'emphasis', 'strong', 'delete', 'inlineCode'];
/** What prose and table cells may hold besides: links (as `hastOf` writes them) and line breaks. */
export const proseInlineTypes = [...plainInlineTypes, 'link', 'break'];

/** Docusaurus' own test (isInternalUrl) for a link that leaves the site: a scheme, or a protocol-relative URL. */
const isExternal = (href: string) => /^(?:\w*:|\/\/)/.test(href);

/**
 * Whether Link would write this URL as it stands (base URL aside): not a `pathname://` link, whose prefix Link strips.
 * A link that is not stays React.
 */
export const isPlainLinkUrl = (url: string): boolean => !url.startsWith('pathname://');

/**
 * The id of the reference's `<AnchorTarget id="…">` (the link target of a row of an error catalogue or a data types
 * table), when it is that element with that one attribute, written as a string without spaces: it then renders the
 * span `hastOf` writes.
 */
export function anchorTargetId(node: {type: string}): string | undefined {
  if (node.type !== 'mdxJsxTextElement') return undefined;
  const element = node as MdxJsxTextElement;
  if (element.name !== referenceComponents.AnchorTarget || element.attributes.length !== 1) return undefined;
  const id = attribute(element, 'id');
  return id !== undefined && !/\s/.test(id) ? id : undefined;
}

/** An AnchorTarget as the span it renders (src/components/AnchorTarget); no other element reaches `hastOf`. */
function anchorTargetSpan(state: State, node: MdxJsxTextElement): Element {
  const id = anchorTargetId(node);
  if (id === undefined) throw new Error(`<${node.name ?? ''}> has no HTML form made at build time`);
  const children = state.all(node);
  return {type: 'element', tagName: 'span', properties: {id, className: [anchorTargetClass]}, children};
}

/**
 * Markdown as HTML elements, with links as the theme's Link writes them: the base URL added where a root-relative link
 * lacks it, other sites in a new tab. Link would also apply `trailingSlash`, which this site leaves unset.
 */
export function hastOf(node: MdastNodes, {baseUrl}: Options): HastRoot | Element {
  const tree = toHast(node, {handlers: {mdxJsxTextElement: anchorTargetSpan}}) as HastRoot | Element;
  visit(tree, 'element', (element: Element) => {
    const {href} = element.properties;
    if (element.tagName === 'a' && typeof href === 'string') {
      if (isExternal(href)) Object.assign(element.properties, {target: '_blank', rel: ['noopener', 'noreferrer']});
      else if (href.startsWith('/') && !href.startsWith(baseUrl))
        element.properties.href = `${baseUrl}${href.slice(1)}`;
    }
  });
  return tree;
}
