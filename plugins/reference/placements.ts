import fs from 'node:fs';
import path from 'node:path';
import {changelogDirectives} from '../changelog/public';
import {directiveNames} from './formats';

/**
 * Reference directives in docs pages: a leaf directive on its own line, such as
 *   ::openapi-operations{api="pools" tag="Lend"}
 * The remark plugin replaces each with rendered reference; tests and cross-links read the same list. The names are
 * the formats' (formats.ts).
 */
export interface Placement {
  /** Path of the page, relative to docs/. */
  file: string;
  /** The page's URL path, e.g. /docs/pools/back-end/restfulApi/lend */
  route: string;
  name: string;
  attributes: Record<string, string>;
}

const directivePattern = /^::([a-z-]+)\{([^}]*)\}[ \t]*$/gm;

export function parseAttributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
}

/** The docs route of a page: folder path = URL path, `index` pages are their folder's route. */
function docRoute(file: string): string {
  const withoutExtension = file
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  return withoutExtension.endsWith('/index') || withoutExtension === 'index'
    ? `/docs/${withoutExtension.slice(0, -'index'.length)}`
    : `/docs/${withoutExtension}`;
}

/**
 * The route a page is served at, as Docusaurus makes it: its front matter `slug` under /docs when it has one (a slug
 * without a leading slash is relative to the page's folder), else its path. `tests/e2e/routes.spec.ts` holds every
 * page's to the built site.
 */
export function pageRoute(file: string, source: string): string {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const slug = /^slug:\s*['"]?([^'"\s]+)/m.exec(frontMatter)?.[1];
  if (!slug) return docRoute(file);
  const folder = path.posix.dirname(file.split(path.sep).join('/'));
  return `/docs${slug.startsWith('/') ? slug : `/${folder === '.' ? '' : `${folder}/`}${slug}`}`;
}

/** The route of the page at `file` (relative to `docsDir`), as it is served: its `slug` honoured. */
export function routeOfPage(docsDir: string, file: string): string {
  const absolute = path.join(docsDir, file);
  return fs.existsSync(absolute) ? pageRoute(file, fs.readFileSync(absolute, 'utf8')) : docRoute(file);
}

/** Directives of one page's source, at the page's route; fenced code (which may show the syntax) is skipped. */
export function placementsIn(source: string, file: string, names: readonly string[] = directiveNames): Placement[] {
  const withoutFences = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const others: readonly string[] = changelogDirectives;
  const own = [...withoutFences.matchAll(directivePattern)].filter(([, name]) => !others.includes(name));
  const route = pageRoute(file, source);
  return own.map(([, name, attributes]) => {
    if (!names.includes(name)) throw new Error(`${file}: unknown reference directive ::${name}`);
    return {file, route, name, attributes: parseAttributes(attributes)};
  });
}

/** Every reference directive under docs/, in file order. */
export function findPlacements(docsDir: string, names: readonly string[] = directiveNames): Placement[] {
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .flatMap((file) => placementsIn(fs.readFileSync(path.join(docsDir, file), 'utf8'), file, names));
}
