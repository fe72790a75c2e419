import type {Nodes as MdastNodes} from 'mdast';
import type {Element, Root as HastRoot} from 'hast';
import {toHast} from 'mdast-util-to-hast';
import {visit} from 'unist-util-visit';

export interface Options {
  /** The site's base URL, which the theme's Link adds to root-relative links. */
  baseUrl: string;
}

/** Docusaurus' test for a link that leaves the site: a scheme (https:, mailto:) or a protocol-relative URL. */
const isExternal = (href: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/** Markdown as HTML elements, with links as the theme's Link writes them: base URL added, other sites in a new tab. */
export function hastOf(node: MdastNodes, {baseUrl}: Options): HastRoot | Element {
  const tree = toHast(node) as HastRoot | Element;
  visit(tree, 'element', (element: Element) => {
    const {href} = element.properties;
    if (element.tagName === 'a' && typeof href === 'string') {
      if (isExternal(href)) Object.assign(element.properties, {target: '_blank', rel: ['noopener', 'noreferrer']});
      else if (href.startsWith('/')) element.properties.href = `${baseUrl}${href.slice(1)}`;
    }
  });
  return tree;
}
