import {sections} from '../../src/data/sections';
import {searchSettings} from './settings';
import type {SearchRecord} from './engine/records';
import {extractRecords, normaliseText} from './extractRecords';
import {attribute, find, parseHtml, textOf} from '../support/builtHtml';
import {builtHtmlFiles, isFolderPage, readBuiltFile, routeOfFolderPage} from '../support/builtSite';

/** The id of the doc a page renders (`pools/borrowing`), from its <html> class; null for other pages. */
function docIdOf(html: string): string | null {
  return /<html[^>]*\sclass=["']?[^"'>]*\bdocs-doc-id-([^\s"'>]+)/.exec(html)?.[1] ?? null;
}

/** The label of a doc's first breadcrumb: its top sidebar category, as the sidebar shows it. */
function topCategoryOf(html: string): string | null {
  const breadcrumbs = /<nav[^>]*\btheme-doc-breadcrumbs\b[\s\S]*?<\/nav>/.exec(html)?.[0];
  if (!breadcrumbs) return null;
  const name = find(parseHtml(breadcrumbs), (element) => attribute(element, 'itemprop') === 'name');
  return (name && normaliseText(textOf(name))) || null;
}

/**
 * The lvl0 group of a page: the blog, the contributor's guide, or for a doc the section of its
 * source folder (governance pages keep their folder's section, Engage, whatever their URL). A doc in
 * a folder that src/data/sections.ts does not list takes its top sidebar category's label (the
 * folder's _category_.json label), so a new folder is searchable before it joins the navbar. Pages
 * that are neither docs nor posts (tag and category listings, the home page) have none.
 */
export function lvl0Of(route: string, html: string): string | null {
  if (route.startsWith('/blog/')) return searchSettings.blogGroup;
  if (route === '/markdown-page') return searchSettings.contributingGroup;
  const docId = docIdOf(html);
  if (!docId) return null;
  const folder = docId.split('/')[0];
  const group = sections.find((section) => section.docsDir === folder)?.title ?? topCategoryOf(html);
  if (group) return group;
  throw new Error(
    `search: the doc "${docId}" (${route}) has no search group: docs/${folder}/ is not a section in src/data/sections.ts and the doc is in no sidebar category. ` +
      `List the folder in src/data/sections.ts, or put the doc in a sidebar category (docs/${folder}/_category_.json names it).`,
  );
}

/**
 * Every record of every indexable page of a production build (its folders' `index.html`), in route order. Reads one
 * page at a time from disk, where the post-build steps before (the diagrams) have already written theirs, so the
 * index of a site of thousands of pages needs no more than Node's default heap.
 */
export function collectRecords(outDir: string): SearchRecord[] {
  return builtHtmlFiles(outDir)
    .filter(isFolderPage)
    .map((file) => ({file, route: routeOfFolderPage(file)}))
    .sort((a, b) => a.route.localeCompare(b.route))
    .flatMap(({file, route}) => {
      const html = readBuiltFile(outDir, file);
      const lvl0 = lvl0Of(route, html);
      if (!lvl0) return [];
      return extractRecords({url: canonicalPath(html) ?? route, html, lvl0});
    });
}

/** The page's own URL path from its canonical link, so folder landing pages keep their trailing slash. */
function canonicalPath(html: string): string | null {
  const href = /<link[^>]+rel=canonical[^>]+href=["']?([^"'\s>]+)/.exec(html)?.[1];
  return href ? new URL(href).pathname : null;
}
