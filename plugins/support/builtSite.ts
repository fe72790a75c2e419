import fs from 'node:fs';
import path from 'node:path';

/**
 * The one reader of a production build's HTML, for the post-build steps, the tests and the benchmarks; and the one
 * rule between a site path and a build file, which the static host of the tests and benchmarks (scripts/staticHost)
 * serves by and the link check resolves by.
 */

/** One HTML file of a build: its path in the build folder, with forward slashes, and its text. */
export interface BuiltHtml {
  file: string;
  html: string;
}

/**
 * The files a static host tries for a site path, as Netlify and Cloudflare Pages resolve one: a folder path takes its
 * `index.html`; any other path the file itself, then `.html`, then its folder's `index.html`.
 * Build-relative, forward slashes. A path cannot climb out of the build, and one that does not decode, or names a
 * backslash, has no file.
 */
export function fileCandidates(sitePath: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return [];
  }
  if (/[\\\0]/.test(decoded)) return [];
  const relative = path.posix.normalize(`/${decoded}`).slice(1);
  return relative === '' || relative.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}.html`, `${relative}/index.html`];
}

/** Whether a build file is a page of its own folder (`…/index.html`), as the routes are, not `404.html`. */
export function isFolderPage(file: string): boolean {
  return file === 'index.html' || file.endsWith('/index.html');
}

/** The site path a build file is served at, the first of its `fileCandidates`: `docs/a/index.html` is `/docs/a/`. */
export function sitePathOf(file: string): string {
  const served = isFolderPage(file) ? file.slice(0, -'index.html'.length) : file;
  return `/${served.split('/').map(encodeURIComponent).join('/')}`;
}

/** The route a folder's page renders, as Docusaurus names it: `docs/a/index.html` is `/docs/a`, `index.html` is `/`. */
export function routeOfFolderPage(file: string): string {
  return `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`;
}

/** Every file under a build folder, build-relative with forward slashes, sorted. */
export function builtFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every HTML file under a build folder, build-relative with forward slashes, sorted. */
export function builtHtmlFiles(outDir: string): string[] {
  return builtFiles(outDir).filter((file) => file.endsWith('.html'));
}

/** One file of a build, by its build-relative path. */
export function readBuiltFile(outDir: string, file: string): string {
  return fs.readFileSync(path.join(outDir, file), 'utf8');
}

/** Every HTML file of a build, read. */
export function readBuiltHtml(outDir: string): BuiltHtml[] {
  return builtHtmlFiles(outDir).map((file) => ({file, html: readBuiltFile(outDir, file)}));
}

/** What of a `postBuild` call's props identifies the build: its folder, and the route list Docusaurus made for it. */
export interface BuildProps {
  outDir: string;
  routesPaths: string[];
}

// Docusaurus hands every plugin's postBuild a copy of one props object, whose `routesPaths` array is the same for
// all of them and new for each build (and each locale): the key under which they share one read of the pages.
const shared = new WeakMap<string[], BuiltHtml[]>();

/**
 * The build's pages as the post-build steps share them: read once, on the first step's call, and then as the steps
 * before have rewritten them. Docusaurus starts the plugins' postBuild in the config's order without waiting, so a
 * step that rewrites pages does it synchronously and is listed before those that read (plugins/diagrams' test).
 */
export function builtPages(props: BuildProps): readonly BuiltHtml[] {
  if (!Array.isArray(props.routesPaths))
    throw new Error('builtPages needs the postBuild props as Docusaurus passes them, with their routesPaths');
  let pages = shared.get(props.routesPaths);
  if (!pages) {
    pages = readBuiltHtml(props.outDir);
    shared.set(props.routesPaths, pages);
  }
  return pages;
}

/**
 * Rewrites the build's pages for the steps after this one and on disk: `rewrite` returns a page's new text, or
 * undefined to leave it. Each changed file is written beside and renamed over, so nothing sees half a file.
 * Returns how many pages changed.
 */
export function rewriteBuiltPages(props: BuildProps, rewrite: (page: BuiltHtml) => string | undefined): number {
  const pages = builtPages(props) as BuiltHtml[];
  let changed = 0;
  pages.forEach((page, index) => {
    const html = rewrite(page);
    if (html === undefined || html === page.html) return;
    const target = path.join(props.outDir, page.file);
    fs.writeFileSync(`${target}.tmp`, html);
    fs.renameSync(`${target}.tmp`, target);
    pages[index] = {file: page.file, html};
    changed += 1;
  });
  return changed;
}
