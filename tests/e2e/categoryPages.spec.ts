import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {attribute, descendants, find, parseHtml, textOf} from '@site/plugins/support/builtHtml';
import {generatedIndexes} from '../support/categories';
import {buildDir} from '../support/paths';
import {servedFile} from '../../scripts/staticHost/files';

/**
 * Every generated-index page of the production build, read from disk (no browser), shows the title and
 * description of its own _category_.json: in its heading, its meta description, its social card's alt
 * text and its Markdown export. Docusaurus 3.7 keys these by sidebar label, so two categories with one
 * label used to show the same title.
 */

/** What a built category page shows a reader, a search engine and an assistant. */
interface ShownCategory {
  heading: string;
  lead: string;
  metaDescription: string | null;
  socialCardAlt: string | null;
  markdownHeading: string;
}

/** A built file by the URL a reader opens, as the static host maps it. */
function servedText(sitePath: string): string {
  const {file, found} = servedFile(buildDir, sitePath);
  if (!found) throw new Error(`No file of ${buildDir} answers ${sitePath}`);
  return fs.readFileSync(file, 'utf8');
}

function shownCategory(slug: string): ShownCategory {
  const page = `/docs/${slug}`;
  const elements = [...descendants(parseHtml(servedText(page)))];
  const header = elements.find(
    (element) => element.tagName === 'header' && find(element, (child) => child.tagName === 'h1'),
  );
  if (!header) throw new Error(`${page} has no header with a title`);
  const textIn = (tagName: string): string => {
    const element = find(header, (child) => child.tagName === tagName);
    return element ? textOf(element).trim() : '';
  };
  const meta = (key: string, value: string): string | null => {
    const element = elements.find((candidate) => candidate.tagName === 'meta' && attribute(candidate, key) === value);
    return element ? attribute(element, 'content') : null;
  };
  // The Markdown export is at the page's URL + `.md` (plugins/llms-txt).
  const markdown = servedText(`${page}.md`);
  return {
    heading: textIn('h1'),
    lead: textIn('p'),
    metaDescription: meta('name', 'description'),
    socialCardAlt: meta('property', 'og:image:alt'),
    markdownHeading: markdown.split('\n')[0]!,
  };
}

test('every generated-index page shows the title and description of its own _category_.json', () => {
  const indexes = generatedIndexes();
  expect(indexes.length, 'generated indexes were found').toBeGreaterThan(20);
  const shown = indexes.map(({folder, slug}) => ({
    page: `/docs${slug}`,
    category: `docs/${folder}`,
    ...shownCategory(slug),
  }));
  const expected = indexes.map(({folder, slug, title, description}) => ({
    page: `/docs${slug}`,
    category: `docs/${folder}`,
    heading: title,
    lead: description,
    metaDescription: description,
    socialCardAlt: title,
    markdownHeading: `# ${title}`,
  }));
  expect(shown).toEqual(expected);
});

test('no two generated-index pages share a title', () => {
  const pagesByTitle = new Map<string, string[]>();
  for (const {slug} of generatedIndexes()) {
    const {heading} = shownCategory(slug);
    pagesByTitle.set(heading, [...(pagesByTitle.get(heading) ?? []), `/docs${slug}`]);
  }
  const shared = [...pagesByTitle].filter(([, pages]) => pages.length > 1);
  expect(shared, 'titles shown on more than one category page, with their pages').toEqual([]);
});
