import type {Root, Table} from 'mdast';
import type {Element, Root as HastRoot} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {visit} from 'unist-util-visit';
import {importWritten, staticElement, staticTablesComponents} from './components';
import {captionOf} from '../support/mdast';
import {hastOf, isPlainLinkUrl, proseInlineTypes, type Options} from './html';

export type {Options} from './html';

/** Markdown that renders the same as HTML as through React: text, code spans, emphasis, links, line breaks. */
const staticNodeTypes = new Set(['tableRow', 'tableCell', ...proseInlineTypes]);

function isStatic(table: Table): boolean {
  let onlyStatic = true;
  visit(table, (node) => {
    if (node !== table && !staticNodeTypes.has(node.type)) onlyStatic = false;
    if (node.type === 'link' && !isPlainLinkUrl(node.url)) onlyStatic = false;
  });
  return onlyStatic;
}

/** The table's HTML, with links as the theme's Link writes them: base URL added, other sites in a new tab. */
export function tableHtml(table: Table, options: Options): string {
  const tree = hastOf(table, options) as Element;
  visit(tree as unknown as HastRoot, 'element', (element: Element) => {
    const {align} = element.properties;
    // The cells' alignment as a style, as MDX renders it.
    if (typeof align === 'string') {
      delete element.properties.align;
      element.properties.style = `text-align:${align}`;
    }
    // Leave out the line breaks mdast-util-to-hast puts between rows and cells (and, below, the optional end tags).
    if (element.tagName !== 'td' && element.tagName !== 'th') {
      element.children = element.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
    }
  });
  const caption = captionOf(table);
  if (caption)
    tree.children.unshift({
      type: 'element',
      tagName: 'caption',
      properties: {},
      children: [{type: 'text', value: caption}],
    });
  return toHtml(tree.children, {omitOptionalTags: true});
}

/**
 * A Markdown table with nothing interactive in it becomes <StaticTable html="…">: React hydrates one
 * element instead of every row and cell (reference pages have thousands). Runs after Docusaurus' own
 * plugins, so Markdown links already point at their pages.
 */
export default function remarkStaticTables(options: Options) {
  return (root: Root) => {
    let written = false;
    visit(root, 'table', (node: Table, index, parent) => {
      if (!parent || index === undefined || !isStatic(node)) return;
      const element = {
        ...staticElement(staticTablesComponents.StaticTable, {html: tableHtml(node, options)}),
        position: node.position,
      };
      parent.children[index] = element;
      written = true;
    });
    if (written) importWritten(root, new Set([staticTablesComponents.StaticTable]));
  };
}
