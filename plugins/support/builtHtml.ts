import {parseDocument} from 'htmlparser2';
import {isDocument, isTag, isText, type AnyNode, type Document, type Element} from 'domhandler';

/**
 * The few DOM helpers record extraction needs, over htmlparser2's tree: it closes the tags a
 * minified page leaves open (a <li> before the next, a <td> before the next cell) and parses a
 * few times faster than a full HTML5 tree builder, which matters at thousands of pages.
 */
export type {Element};
type ParentNode = Document | Element;

/** An open <p> whose text runs (through any tags but paragraphs and lists) into the next <li>. */
const unclosedParagraphBeforeItem = /(<p\b[^>]*>[^<]*(?:<(?!\/?p\b|\/?li\b|\/?ul\b|\/?ol\b)[^>]*>[^<]*)*)(?=<li\b)/g;

/**
 * htmlparser2 closes an open element only when the next one implies it and the open one is the
 * innermost; a minified table goes from its caption or a header cell straight to the next
 * section, so the caption and the header section are closed first, as an HTML5 parser would, and a
 * paragraph left open before the next list item (a card's description) is closed.
 */
export function parseHtml(html: string): Document {
  return parseDocument(
    html
      .replace(unclosedParagraphBeforeItem, '$1</p>')
      .replace(/<thead\b/g, '</caption><thead')
      .replace(/<tbody\b/g, '</caption></thead><tbody')
      .replace(/<tfoot\b/g, '</caption></thead></tbody><tfoot'),
  );
}

export function tagOf(element: Element): string {
  return element.name;
}

export function attribute(element: Element, name: string): string | null {
  return element.attribs[name] ?? null;
}

export function hasClass(element: Element, name: string): boolean {
  return (attribute(element, 'class') ?? '').split(/\s+/).includes(name);
}

export function children(node: ParentNode): Element[] {
  return node.children.filter(isTag);
}

/** Every element under `node`, depth first, in document order. */
export function* descendants(node: ParentNode): Generator<Element> {
  for (const child of node.children) {
    if (!isTag(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

export function find(node: ParentNode, predicate: (element: Element) => boolean): Element | null {
  for (const element of descendants(node)) if (predicate(element)) return element;
  return null;
}

/** Text of a node; `skip` leaves whole subtrees out. */
export function textOf(node: AnyNode, skip: (element: Element) => boolean = () => false): string {
  if (isText(node)) return node.data;
  if (!isTag(node) && !isDocument(node)) return '';
  if (isTag(node)) {
    if (skip(node)) return '';
    if (node.name === 'br') return ' ';
    if (node.name === 'template') return '';
  }
  return node.children.map((child) => textOf(child, skip)).join('');
}
