import fs from 'node:fs';
import path from 'node:path';
import {sections} from '../../src/data/sections';
import {searchSettings} from '../../src/data/search';
import type {SearchRecord} from '../../src/search/records';
import {extractRecords} from './extractRecords';

/** The lvl0 group of a route: its docs section, the blog, or the contributor's guide. */
export function lvl0Of(route: string): string | null {
  if (route.startsWith('/blog/')) return searchSettings.blogGroup;
  if (route === '/markdown-page') return searchSettings.contributingGroup;
  const folder = /^\/docs\/([^/]+)/.exec(route)?.[1];
  if (!folder) return null;
  // Governance members and proposals live outside docs/engage but belong to Engage.
  if (folder === 'admin-section') return sections.find((section) => section.id === 'engage')!.title;
  return sections.find((section) => section.docsDir === folder)?.title ?? null;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

/** Every record of every indexable page of a production build, in route order. */
export function collectRecords(buildDir: string): SearchRecord[] {
  return htmlFiles(buildDir)
    .map((file) => {
      const relative = path.relative(buildDir, path.dirname(file)).split(path.sep).join('/');
      return {file, route: relative === '' ? '/' : `/${relative}`};
    })
    .sort((a, b) => a.route.localeCompare(b.route))
    .flatMap(({file, route}) => {
      const lvl0 = lvl0Of(route);
      if (!lvl0) return [];
      const html = fs.readFileSync(file, 'utf8');
      return extractRecords({url: canonicalPath(html) ?? route, html, lvl0});
    });
}

/** The page's own URL path from its canonical link, so folder landing pages keep their trailing slash. */
function canonicalPath(html: string): string | null {
  const href = /<link[^>]+rel=canonical[^>]+href=["']?([^"'\s>]+)/.exec(html)?.[1];
  return href ? new URL(href).pathname : null;
}
