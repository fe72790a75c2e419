import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Section} from '../../src/data/sections';

/** A docs page that gets its own social card. */
export interface SocialCardPage {
  /** Full URL path, with base URL, as the docs plugin gives it. */
  permalink: string;
  /** The page title (the doc's, or the generated index's). */
  title: string;
  /** Title of the content area the page belongs to, when it belongs to one. */
  section?: string;
}

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** The section of a doc, from the first folder of its id (`pools/back-end/…` → Pools). */
function sectionOf(docId: string, sections: readonly Section[]): string | undefined {
  const folder = docId.split('/')[0];
  return sections.find((section) => section.docsDir === folder)?.title;
}

/** A page with its section, unless the page is the section's own index: its card need not say "Pools" twice. */
function cardPage(permalink: string, title: string, section: string | undefined): SocialCardPage {
  return {permalink, title, section: section === title ? undefined : section};
}

/** The first doc under a sidebar item: a category's generated index belongs to that doc's section. */
function firstDocId(item: SidebarItem): string | undefined {
  if (item.type === 'doc' || item.type === 'ref') return item.id;
  if (item.type !== 'category') return undefined;
  if (item.link?.type === 'doc') return item.link.id;
  for (const child of item.items) {
    const id = firstDocId(child);
    if (id) return id;
  }
  return undefined;
}

function* generatedIndexPages(items: readonly SidebarItem[], sections: readonly Section[]): Generator<SocialCardPage> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index') {
      const docId = firstDocId(item);
      yield cardPage(
        item.link.permalink,
        item.link.title ?? item.label,
        docId ? sectionOf(docId, sections) : undefined,
      );
    }
    yield* generatedIndexPages(item.items, sections);
  }
}

/**
 * Every page the docs plugin renders with the doc layout (docs and category generated-index
 * pages) in every version, each once: the pages that get their own social card.
 */
export function socialCardPages(content: LoadedContent, sections: readonly Section[]): SocialCardPage[] {
  const pages = new Map<string, SocialCardPage>();
  for (const version of content.loadedVersions) {
    for (const doc of version.docs)
      pages.set(doc.permalink, cardPage(doc.permalink, doc.title, sectionOf(doc.id, sections)));
    for (const sidebar of Object.values(version.sidebars)) {
      for (const index of generatedIndexPages(sidebar, sections)) pages.set(index.permalink, index);
    }
  }
  return [...pages.values()];
}
