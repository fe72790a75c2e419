import {parse} from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';

/** The few DOM helpers record extraction needs, over parse5's spec-compliant tree. */
export type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export function parseHtml(html: string): DefaultTreeAdapterMap['document'] {
  return parse(html);
}

export function isElement(node: ChildNode | ParentNode): node is Element {
  return 'tagName' in node;
}

export function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

export function hasClass(element: Element, name: string): boolean {
  return (attribute(element, 'class') ?? '').split(/\s+/).includes(name);
}

export function children(node: ParentNode): Element[] {
  return node.childNodes.filter(isElement);
}

/** Every element under `node`, depth first, in document order. */
export function* descendants(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

export function find(node: ParentNode, predicate: (element: Element) => boolean): Element | null {
  for (const element of descendants(node)) if (predicate(element)) return element;
  return null;
}

/** Text of a node; `skip` leaves whole subtrees out. */
export function textOf(node: ParentNode | ChildNode, skip: (element: Element) => boolean = () => false): string {
  if ('value' in node && node.nodeName === '#text') return node.value;
  if (isElement(node) && skip(node)) return '';
  if (node.nodeName === 'br') return ' ';
  if (!('childNodes' in node) || node.nodeName === 'template') return '';
  return node.childNodes.map((child) => textOf(child, skip)).join('');
}
