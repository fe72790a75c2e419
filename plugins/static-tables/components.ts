import type {Root} from 'mdast';
import {importDefault} from '../support/mdast';

/** The MDX components this plugin writes (tables, prose, headings), from its theme folder (theme/). */
export const staticTablesComponents = {
  StaticTable: 'StaticTable',
  StaticHtml: 'StaticHtml',
  StaticHeading: 'StaticHeading',
} as const;

export type StaticTablesComponent = keyof typeof staticTablesComponents;

/** Imports into the page each of this plugin's components a remark step wrote there. */
export function importWritten(root: Root, written: ReadonlySet<StaticTablesComponent>): void {
  for (const name of written) importDefault(root, name, `@theme/${name}`);
}
