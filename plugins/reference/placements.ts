import fs from 'node:fs';
import path from 'node:path';
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import {DefaultNumberPrefixParser} from '@docusaurus/plugin-content-docs/lib/numberPrefix.js';
import {normalizeUrl} from '@docusaurus/utils';
import {parse as parseYaml} from 'yaml';
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

interface RouteFrontMatter {
  slug?: string;
  id?: string;
  parse_number_prefixes?: boolean;
}

/**
 * The route a page is served at, worked out by the docs plugin's own rules (`getSlug`): its front matter `slug`,
 * absolute or relative to its folder, else its `id` or file name in its folder, number prefixes stripped, and a
 * category's index page (`index`, `README`, or named as its folder) at the folder's route.
 * `tests/e2e/routes.spec.ts` holds every page's to the built site.
 */
export function pageRoute(file: string, source: string): string {
  const block = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  const frontMatter = ((block ? parseYaml(block) : null) ?? {}) as RouteFrontMatter;
  const posixFile = file.split(path.sep).join('/');
  const name = path.posix.basename(posixFile, path.posix.extname(posixFile));
  const stripPrefixes = frontMatter.parse_number_prefixes ?? true;
  const slug = getSlug({
    baseID: frontMatter.id ?? (stripPrefixes ? DefaultNumberPrefixParser(name).filename : name),
    frontMatterSlug: frontMatter.slug,
    source: `@site/docs/${posixFile}`,
    sourceDirName: path.posix.dirname(posixFile),
    stripDirNumberPrefixes: stripPrefixes,
    numberPrefixParser: DefaultNumberPrefixParser,
  });
  return normalizeUrl(['/docs', slug]);
}

/** The route of the page at `file` (relative to `docsDir`), as it is served. */
export function routeOfPage(docsDir: string, file: string): string {
  const absolute = path.join(docsDir, file);
  return pageRoute(
    file,
    fs.statSync(absolute, {throwIfNoEntry: false})?.isFile() ? fs.readFileSync(absolute, 'utf8') : '',
  );
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
