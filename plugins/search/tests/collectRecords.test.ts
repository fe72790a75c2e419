import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {collectRecords, lvl0Of} from '@site/plugins/search/collectRecords';

/** A built doc page as Docusaurus writes it: the doc id in the <html> class, breadcrumbs from the sidebar. */
function docPage(docId: string, title: string, breadcrumbs: string[]): string {
  const items = breadcrumbs
    .map(
      (label, index) =>
        `<li itemscope itemprop=itemListElement class=breadcrumbs__item><a class=breadcrumbs__link itemprop=item href=/x><span itemprop=name>${label}</span></a><meta itemprop=position content=${index + 1}>`,
    )
    .join('');
  return `<!doctype html><html lang=en class="docs-wrapper plugin-docs docs-doc-page docs-doc-id-${docId}"><meta charset=UTF-8>
<body><main><article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs><ul class=breadcrumbs>
<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/>Home</a>${items}</ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>What ${title} covers.</div></article></main></body></html>`;
}

const listing =
  '<html class="docs-wrapper plugin-docs docs-tags-list-page"><body><main><article><h1>Tags</h1></article></main></body></html>';

describe('lvl0Of', () => {
  it('groups docs by the section of their source folder, posts as the blog and the markdown page as the contributor guide', () => {
    expect(lvl0Of('/docs/resources/faqs', docPage('resources/faqs', 'FAQs', ['Resources', 'FAQs']))).toBe('Resources');
    expect(lvl0Of('/docs/introduction/', docPage('introduction/index', 'Introduction', ['Introduction']))).toBe(
      'Introduction',
    );
    // Governance pages have their own URL (slug) but live in docs/engage.
    expect(
      lvl0Of(
        '/docs/admin-section/governance/members',
        docPage('engage/front-end-ui/admin-section/governance/members', 'Members', [
          'Engage',
          'Front-end UI',
          'Members',
        ]),
      ),
    ).toBe('Engage');
    expect(lvl0Of('/blog/2026/07/14/reference-as-code', '<html class="blog-wrapper blog-post-page">')).toBe('Blog');
    expect(lvl0Of('/markdown-page', '<html class="plugin-pages">')).toBe('Contributing');
  });

  it('gives listings and other pages no group', () => {
    expect(lvl0Of('/docs/tags/rest', listing)).toBeNull();
    expect(lvl0Of('/', '<html class="plugin-pages">')).toBeNull();
  });

  it('groups a doc of a folder that src/data/sections.ts does not list under its top sidebar category', () => {
    const page = docPage('oracles/price-feeds', 'Price feeds', ['Oracles &amp; feeds', 'Price feeds']);
    expect(lvl0Of('/docs/oracles/price-feeds', page)).toBe('Oracles & feeds');
  });

  it('fails, naming the folder and the files to edit, for a doc in no section and no sidebar category', () => {
    expect(() => lvl0Of('/docs/oracles/draft', docPage('oracles/draft', 'Draft', []))).toThrow(
      /"oracles\/draft".*docs\/oracles\/ is not a section in src\/data\/sections\.ts.*docs\/oracles\/_category_\.json/,
    );
  });
});

describe('collectRecords', () => {
  it('indexes every doc of a build in route order, those of an unregistered folder under its category label', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'search-records-'));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
      fs.writeFileSync(path.join(build, file), html);
    };
    write('docs/pools/borrowing/index.html', docPage('pools/borrowing', 'Borrowing', ['Pools', 'Borrowing']));
    write('docs/pools/index.html', docPage('pools/index', 'Pools', ['Pools']));
    write('docs/oracles/price-feeds/index.html', docPage('oracles/price-feeds', 'Price feeds', ['Oracles', 'Feeds']));
    write('docs/tags/index.html', listing);
    write('index.html', '<html class="plugin-pages"><body><main><h1>Home</h1></main></body></html>');
    // Only a folder's index.html is a route's page: not the 404 page, nor another file a plugin wrote.
    write('404.html', docPage('pools/missing', 'Missing', ['Pools']));
    write('docs/pools/draft.html', docPage('pools/draft', 'Draft', ['Pools']));
    const groups = collectRecords(build).map((record) => [record.url_without_anchor, record.hierarchy.lvl0]);
    expect([...new Map(groups as [string, string][])]).toEqual([
      ['/docs/oracles/price-feeds', 'Oracles'],
      ['/docs/pools', 'Pools'],
      ['/docs/pools/borrowing', 'Pools'],
    ]);
    fs.rmSync(build, {recursive: true});
  });
});
