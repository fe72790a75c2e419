import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsRoutes} from '../support/docsRoutes';
import {docsDir} from '../support/paths';

/**
 * Every FAQ answer and every glossary term links to the docs page that owns its fact, so a reader can check
 * it and a writer knows which page to compare it with. Links to the FAQ or the glossary themselves do not
 * count as a source. Anchors are left to the build's link check; page routes are checked here.
 */

const faqRoute = '/docs/resources/faqs';
const glossaryRoute = '/docs/resources/glossary';
const routes = docsRoutes();

interface Entry {
  heading: string;
  /** Every `/docs` or in-page link target in the entry's text, outside code. */
  links: string[];
}

/** The `###` entries of a page: one FAQ question or one glossary term each, up to the next heading. */
function entries(file: string): Entry[] {
  const text = fs.readFileSync(path.join(docsDir, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/^### (.+)\n([\s\S]*?)(?=^#{2,3} |(?![\s\S]))/gm)].map(([, heading, body]) => ({
    heading: heading!,
    links: [...body!.matchAll(/\]\(((?:\/docs\/|#)[^)\s]*)\)/g)].map(([, target]) => target!),
  }));
}

/** The anchor Docusaurus gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

const pathOf = (link: string): string => link.split('#')[0]!.replace(/\/$/, '');
const ownsFacts = (link: string): boolean =>
  link.startsWith('/docs/') && ![faqRoute, glossaryRoute].includes(pathOf(link));

const faq = entries('resources/faqs.mdx');
const glossary = entries('resources/glossary.mdx');
const anchors = new Map([
  [faqRoute, new Set(faq.map(({heading}) => anchorOf(heading)))],
  [glossaryRoute, new Set(glossary.map(({heading}) => anchorOf(heading)))],
]);

describe.each([
  ['FAQ answer', faq, faqRoute],
  ['glossary term', glossary, glossaryRoute],
] as const)('every %s', (kind, list, ownRoute) => {
  it(`links to an existing docs page that owns its fact (${list.length} found)`, () => {
    expect(list.length).toBeGreaterThan(25);
    const unsourced = list.filter(({links}) => !links.some(ownsFacts)).map(({heading}) => heading);
    expect(unsourced, `${kind}s with no link to the page that owns the fact`).toEqual([]);
  });

  it('links only to docs pages that exist, and into the FAQ and glossary only to their entries', () => {
    const broken = list.flatMap(({heading, links}) =>
      links
        .map((link) => (link.startsWith('#') ? `${ownRoute}${link}` : link))
        .filter((link) => {
          const [page, anchor] = [pathOf(link), link.split('#')[1]];
          if (!routes.has(page)) return true;
          return anchor !== undefined && anchors.has(page) && !anchors.get(page)!.has(anchor);
        })
        .map((link) => `${heading}: ${link}`),
    );
    expect(broken).toEqual([]);
  });
});

// The glossary says its terms are listed alphabetically (review pass 83 found two out of order).
describe('glossary order', () => {
  it('lists its terms alphabetically', () => {
    const headings = entries('resources/glossary.mdx').map(({heading}) => heading);
    const sorted = [...headings].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}));
    expect(headings.length).toBeGreaterThan(25);
    expect(headings).toEqual(sorted);
  });
});
