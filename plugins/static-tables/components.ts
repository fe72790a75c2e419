import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {attributes, importDefault} from '../support/mdast';

/** The MDX components this plugin writes (tables, prose, headings), from its theme folder (theme/). */
export const staticTablesComponents = {
  StaticTable: 'StaticTable',
  StaticHtml: 'StaticHtml',
  StaticHeading: 'StaticHeading',
} as const;

export type StaticTablesComponent = keyof typeof staticTablesComponents;

/** An element of one of this plugin's components, its HTML in attributes: the step that writes it imports it too. */
export function staticElement(name: StaticTablesComponent, props: Record<string, string>): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name, attributes: attributes(props), children: []};
}

/** Imports into the page each of this plugin's components a remark step wrote there. */
export function importWritten(root: Root, written: ReadonlySet<StaticTablesComponent>): void {
  for (const name of written) importDefault(root, name, `@theme/${name}`);
}
