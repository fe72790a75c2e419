import {attribute, descendants, parseHtml, type Element} from '@site/plugins/support/builtHtml';
import {builtFiles, readBuiltHtml, sitePathOf} from '@site/plugins/support/builtSite';
import {baseUrl, siteUrl} from '@site/src/data/site';

/** One HTML file of a production build, parsed, with the URL readers reach it at. */
export interface BuiltPage {
  /** Path inside the build folder, with forward slashes: `docs/resources/faqs/index.html`. */
  file: string;
  /** The page's own URL (from its canonical link), against which its relative links resolve. */
  url: URL;
  elements: Element[];
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted (the build reader's listing). */
export const filesUnder = builtFiles;

const parsed = new Map<string, BuiltPage[]>();

/** Every HTML page of a build, parsed once per process (parsing the whole site takes seconds). */
export function parsedBuiltPages(buildDir: string): BuiltPage[] {
  let pages = parsed.get(buildDir);
  if (!pages) {
    pages = parsePages(buildDir);
    parsed.set(buildDir, pages);
  }
  return pages;
}

function parsePages(buildDir: string): BuiltPage[] {
  return readBuiltHtml(buildDir).map(({file, html}) => {
    const elements = [...descendants(parseHtml(html))];
    const canonical = elements.find(
      (element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical',
    );
    const href = canonical && attribute(canonical, 'href');
    // A page without a canonical link (404.html) resolves its links against where the host serves it.
    return {file, url: new URL(href || sitePathOf(file).slice(1), `${siteUrl}${baseUrl}`), elements};
  });
}
