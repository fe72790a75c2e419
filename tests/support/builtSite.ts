import fs from 'node:fs';
import path from 'node:path';
import {attribute, descendants, parseHtml, type Element} from '@site/plugins/support/builtHtml';
import {siteUrl} from '@site/src/data/site';

/** One HTML file of a production build, parsed, with the URL readers reach it at. */
export interface BuiltPage {
  /** Path inside the build folder, with forward slashes: `docs/resources/faqs/index.html`. */
  file: string;
  /** The page's own URL (from its canonical link), against which its relative links resolve. */
  url: URL;
  elements: Element[];
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The URL a build file is served at when the page names no canonical URL (e.g. `404.html`). */
function urlOfFile(file: string): URL {
  return new URL(file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file, `${siteUrl}/`);
}

const parsed = new Map<string, BuiltPage[]>();

/** Every HTML page of a build, parsed once per process (parsing the whole site takes seconds). */
export function builtPages(buildDir: string): BuiltPage[] {
  let pages = parsed.get(buildDir);
  if (!pages) {
    pages = parsePages(buildDir);
    parsed.set(buildDir, pages);
  }
  return pages;
}

function parsePages(buildDir: string): BuiltPage[] {
  return filesUnder(buildDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const elements = [...descendants(parseHtml(fs.readFileSync(path.join(buildDir, file), 'utf8')))];
      const canonical = elements.find(
        (element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical',
      );
      const href = canonical && attribute(canonical, 'href');
      return {file, url: href ? new URL(href) : urlOfFile(file), elements};
    });
}
