import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {sections, type Section} from '../../src/data/sections';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** A link to a page, as a category index lists its children. */
export interface PageLink {
  title: string;
  permalink: string;
  description: string;
}

/** One docs route with what llms.txt lists for it, in sidebar order. */
export interface DocPage extends PageLink {
  section: Section | undefined;
  /** The doc, or undefined for a generated category index, whose content is `children`. */
  doc?: DocMetadata;
  children: PageLink[];
}

/** `@site/docs/pools/borrowing.mdx` → the Pools section (the first folder under docs/). */
function sectionOfDoc(doc: DocMetadata): Section | undefined {
  const folder = doc.source.replace(/^@site\/docs\//, '').split('/')[0];
  return sections.find((section) => section.docsDir === folder);
}

/**
 * Every docs page in sidebar order (a category's own page before its items), then any doc the
 * sidebar leaves out, each with its section from src/data/sections.ts.
 */
export function docPages(version: LoadedVersion): DocPage[] {
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const docById = (id: string): DocMetadata => {
    const doc = docsById.get(id);
    if (!doc) throw new Error(`llms-txt: the sidebar names doc "${id}", which is not loaded`);
    return doc;
  };
  const pages: DocPage[] = [];
  const listed = new Set<string>();
  // A category linked to a doc may list that doc again among its items: each page appears once.
  const add = (page: DocPage): void => {
    if (!listed.has(page.permalink)) pages.push(page);
    listed.add(page.permalink);
  };
  const docPage = (doc: DocMetadata): DocPage => ({
    title: doc.title,
    permalink: doc.permalink,
    description: doc.description,
    section: sectionOfDoc(doc),
    doc,
    children: [],
  });
  const linkOf = (item: SidebarItem): PageLink | undefined => {
    if (item.type === 'doc') return docPage(docById(item.id));
    if (item.type !== 'category' || !item.link) return undefined;
    return item.link.type === 'doc'
      ? docPage(docById(item.link.id))
      : {
          title: item.link.title ?? item.label,
          permalink: item.link.permalink,
          description: item.link.description ?? '',
        };
  };
  const firstDoc = (items: SidebarItem[]): DocMetadata | undefined => {
    for (const item of items) {
      if (item.type === 'doc') return docById(item.id);
      if (item.type === 'category') {
        const found = item.link?.type === 'doc' ? docById(item.link.id) : firstDoc(item.items);
        if (found) return found;
      }
    }
    return undefined;
  };
  const walk = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc') add(docPage(docById(item.id)));
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc') add(docPage(docById(item.link.id)));
      if (item.link?.type === 'generated-index') {
        const first = firstDoc(item.items);
        add({
          ...linkOf(item)!,
          section: first && sectionOfDoc(first),
          children: item.items.map(linkOf).filter((link) => link !== undefined),
        });
      }
      walk(item.items);
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar);
  const unlisted = version.docs
    .filter((doc) => !listed.has(doc.permalink))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  return [...pages, ...unlisted.map(docPage)];
}

/** Pages grouped under their sections, in src/data/sections.ts order; pages of no section last. */
export function pagesBySection(pages: DocPage[]): {title: string; pages: DocPage[]}[] {
  const groups = sections.map((section) => ({
    title: section.title,
    pages: pages.filter((page) => page.section === section),
  }));
  const other = pages.filter((page) => !page.section);
  return [...groups, ...(other.length ? [{title: 'Other', pages: other}] : [])].filter(
    (group) => group.pages.length > 0,
  );
}
