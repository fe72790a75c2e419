import fs from 'node:fs';
import path from 'node:path';
import {attribute, type Element} from '@site/plugins/support/builtHtml';
import {siteUrl} from '@site/src/data/site';
import {fileCandidates} from '@site/plugins/support/builtSite';
import {parsedBuiltPages, filesUnder, type BuiltPage} from './builtSite';

/** A reference from one build file to another (or to a place in one), as written in the source file. */
export interface Reference {
  /** The build file that holds it. */
  source: string;
  /** The element and attribute, e.g. `a[href]` or `css url()`. */
  via: string;
  raw: string;
  url: URL;
}

export interface BrokenReference extends Reference {
  problem: string;
}

export interface LinkReport {
  pages: number;
  stylesheets: number;
  /** Same-site references checked: page links and assets, every occurrence. */
  references: number;
  /** Distinct same-site targets (path without fragment) they point at. */
  targets: number;
  /** References with a fragment, each checked against the ids of its target page. */
  anchors: number;
  /** Links to other hosts, left to the reader's browser. */
  external: number;
  broken: BrokenReference[];
}

const siteOrigin = new URL(siteUrl).origin;

/** Attributes that name a URL, per element; `srcset` holds a list of them. */
const urlAttributes: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  use: ['href'],
  image: ['href'],
};

/** Social-card images are fetched by other sites, so they must exist as much as any asset. */
const imageMetaNames = new Set(['og:image', 'twitter:image']);

function candidatesOf(element: Element): {via: string; raw: string}[] {
  const found: {via: string; raw: string}[] = [];
  for (const name of urlAttributes[element.tagName] ?? []) {
    const value = attribute(element, name);
    if (value === null) continue;
    const raws =
      name === 'srcset' ? value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]!) : [value];
    for (const raw of raws) found.push({via: `${element.tagName}[${name}]`, raw});
  }
  if (element.tagName === 'meta') {
    const name = attribute(element, 'property') ?? attribute(element, 'name');
    const content = attribute(element, 'content');
    if (name && imageMetaNames.has(name) && content) found.push({via: `meta[${name}]`, raw: content});
  }
  return found;
}

/** `url(…)` in built stylesheets: fonts and images the CSS loads. */
function stylesheetCandidates(css: string): {via: string; raw: string}[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => ({via: 'css url()', raw: match[2]!}));
}

/** Resolves a same-site URL to its build file by the static host's rule. */
const targetFile = (url: URL, files: ReadonlySet<string>): string | null =>
  fileCandidates(url.pathname).find((candidate) => files.has(candidate)) ?? null;

/** Ids a fragment can land on: every `id`, and `name` on anchors (the HTML spec's legacy target). */
function fragmentTargets(page: BuiltPage): Set<string> {
  const ids = new Set<string>();
  for (const element of page.elements) {
    const id = attribute(element, 'id');
    if (id !== null) ids.add(id);
    const name = element.tagName === 'a' ? attribute(element, 'name') : null;
    if (name !== null) ids.add(name);
  }
  return ids;
}

/**
 * Walks a production build and checks that every same-site link and asset resolves to a file of the
 * build, and every fragment to an id on its target page. Links to other hosts and non-web schemes
 * (mailto:, data:) are not followed.
 */
export function checkBuildLinks(buildDir: string): LinkReport {
  const files = filesUnder(buildDir);
  const fileSet = new Set(files);
  const pages = parsedBuiltPages(buildDir);
  const idsByFile = new Map(pages.map((page) => [page.file, fragmentTargets(page)]));
  const stylesheets = files.filter((file) => file.endsWith('.css'));

  const sources: {source: string; base: URL; candidates: {via: string; raw: string}[]}[] = [
    ...pages.map((page) => ({source: page.file, base: page.url, candidates: page.elements.flatMap(candidatesOf)})),
    ...stylesheets.map((file) => ({
      source: file,
      base: new URL(file, `${siteOrigin}/`),
      candidates: stylesheetCandidates(fs.readFileSync(path.join(buildDir, file), 'utf8')),
    })),
  ];

  const report: LinkReport = {
    pages: pages.length,
    stylesheets: stylesheets.length,
    references: 0,
    targets: 0,
    anchors: 0,
    external: 0,
    broken: [],
  };
  const targets = new Set<string>();
  for (const {source, base, candidates} of sources) {
    for (const {via, raw} of candidates) {
      const trimmed = raw.trim();
      // An empty link and a bare "#" both mean "this page, from the top".
      if (trimmed === '' || trimmed === '#') continue;
      const url = new URL(trimmed, base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      if (url.origin !== siteOrigin) {
        report.external++;
        continue;
      }
      const reference: Reference = {source, via, raw, url};
      report.references++;
      targets.add(url.pathname);
      const target = targetFile(url, fileSet);
      if (!target) {
        report.broken.push({...reference, problem: `no file in the build for ${url.pathname}`});
        continue;
      }
      if (url.hash.length <= 1) continue;
      report.anchors++;
      const fragment = decodeURIComponent(url.hash.slice(1));
      const ids = idsByFile.get(target);
      if (!ids)
        report.broken.push({...reference, problem: `#${fragment} points into ${target}, which is not an HTML page`});
      else if (!ids.has(fragment)) report.broken.push({...reference, problem: `no id "${fragment}" on ${target}`});
    }
  }
  report.targets = targets.size;
  return report;
}

/** One line per broken reference, grouped by the page it is on. */
export function describeBroken(broken: readonly BrokenReference[]): string {
  return broken.map((entry) => `${entry.source}: ${entry.via}="${entry.raw}" → ${entry.problem}`).join('\n');
}
