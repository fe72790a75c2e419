import type {Root, Table} from 'mdast';
import type {Element, Root as HastRoot} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {visit} from 'unist-util-visit';
import {importWritten, staticElement, staticTablesComponents} from './components';
import {binding, captionOf} from '../support/mdast';
import {referenceComponents} from '../reference/components';
import {anchorTargetId, hastOf, isPlainLinkUrl, proseInlineTypes, type Options} from './html';

export type {Options} from './html';

/** Markdown that renders the same as HTML as through React: text, code spans, emphasis, links, line breaks. */
const staticNodeTypes = new Set(['tableRow', 'tableCell', ...proseInlineTypes]);

/**
 * The ids of the link targets (`<AnchorTarget>`: error catalogue and data types rows) in a table made only of static
 * Markdown and such targets, which then render as their span; undefined for a table that holds anything else.
 */
function staticAnchors(table: Table, targetsAreTheReferences: boolean): string[] | undefined {
  let onlyStatic = true;
  const anchors: string[] = [];
  visit(table, (node) => {
    const anchor = targetsAreTheReferences ? anchorTargetId(node) : undefined;
    if (anchor !== undefined) anchors.push(anchor);
    else if (node !== table && !staticNodeTypes.has(node.type)) onlyStatic = false;
    if (node.type === 'link' && !isPlainLinkUrl(node.url)) onlyStatic = false;
  });
  return onlyStatic ? anchors : undefined;
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
 * plugins, so Markdown links already point at their pages. Link targets in it (`<AnchorTarget>`) are written as
 * their spans, their ids listed in `anchors`.
 */
export default function remarkStaticTables(options: Options) {
  return (root: Root, file: {path?: string} = {}) => {
    let written = false;
    // A page's own AnchorTarget is not the reference's: its tables stay React.
    const targetsAreTheReferences = binding(root, referenceComponents.AnchorTarget) === undefined;
    visit(root, 'table', (node: Table, index, parent) => {
      const anchors = staticAnchors(node, targetsAreTheReferences);
      const caption = captionOf(node);
      // Only the HTML made here writes a caption (plugins/facts' tables, all text and code): MDX's table would drop it.
      if (!anchors && caption) {
        const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
        throw new Error(`${where}: the table "${caption}" has a caption, so it may hold only text and code`);
      }
      if (!parent || index === undefined || !anchors) return;
      // The targets' ids go to the page's broken-anchor check, as the component they were would have handed them.
      const props = {html: tableHtml(node, options), ...(anchors.length > 0 ? {anchors: anchors.join(' ')} : {})};
      const element = {...staticElement(staticTablesComponents.StaticTable, props), position: node.position};
      parent.children[index] = element;
      written = true;
    });
    if (written) importWritten(root, new Set([staticTablesComponents.StaticTable]));
  };
}
