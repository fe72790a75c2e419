import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {attribute, hasClass, textOf} from '@site/plugins/support/builtHtml';
import {socialCardDir, socialCardPath, socialCardSize} from '@site/plugins/social-cards/cardPath';
import {testRoutes} from '@site/plugins/test-routes/routes';
import {defaultSocialCard} from '@site/config/socialMetadata';
import {baseUrl, brand, siteUrl} from '@site/src/data/site';
import {servedFile} from '@site/scripts/staticHost/files';
import {parsedBuiltPages, filesUnder, type BuiltPage} from '../support/builtSite';
import {testBuildDir} from '../support/testBuild';
import {buildDir, repoRoot} from '../support/paths';
import {pngSize} from '../support/png';
import {specRoutes} from '../support/spec';

/**
 * Social cards, share metadata, sitemap and robots.txt, checked over the production build on disk
 * (the sitemap's XML is parsed by the browser). The pages are parsed once per worker, so the tests
 * share one worker.
 */
test.describe.configure({mode: 'serial', timeout: 180_000});

const siteRoot = `${siteUrl}${baseUrl}`;

/** The page's meta tags by property or name, each with every value it has (a duplicate shows as two). */
function metaTags(page: BuiltPage): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const element of page.elements) {
    if (element.tagName !== 'meta') continue;
    const key = attribute(element, 'property') ?? attribute(element, 'name');
    const content = attribute(element, 'content');
    if (key === null || content === null) continue;
    tags.set(key, [...(tags.get(key) ?? []), content]);
  }
  return tags;
}

/** The build file an absolute URL of this site names, as a static host finds it. */
function buildFileOf(url: string): string {
  expect(url.startsWith(siteRoot), `${url} is an absolute URL of ${siteRoot}`).toBe(true);
  const {file, found} = servedFile(buildDir, `/${url.slice(siteRoot.length)}`);
  expect(found, `${url} is a file of the build`).toBe(true);
  return file;
}

/** Pages the docs plugin renders with the doc layout (docs and category indexes), by the class on `<html>`. */
const hasPageClass = (page: BuiltPage, name: string): boolean =>
  page.elements.some((element) => element.tagName === 'html' && hasClass(element, name));
const isDocPage = (page: BuiltPage): boolean => hasPageClass(page, 'docs-doc-page');
const pageTitle = (page: BuiltPage): string =>
  textOf(page.elements.find((element) => element.tagName === 'title')!).replace(` | ${brand.title}`, '');

test('every docs page shares its own 1200×630 card, described by its title', async ({}, testInfo) => {
  const docPages = parsedBuiltPages(buildDir).filter(isDocPage);
  const cards = filesUnder(path.join(buildDir, socialCardDir));
  const sizes = cards.map((file) => fs.statSync(path.join(buildDir, socialCardDir, file)).size);
  const figures = `${docPages.length} docs pages, ${cards.length} cards (${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KiB, largest ${(Math.max(...sizes) / 1024).toFixed(1)} KiB)`;
  console.log(`[social-cards] ${figures}`);
  testInfo.annotations.push({type: 'social-cards', description: figures});
  expect(docPages.length).toBeGreaterThan(150);
  // One card per docs page, and no card without a page.
  expect(cards.length).toBe(docPages.length);
  expect(Math.max(...sizes)).toBeLessThanOrEqual(60 * 1024);

  for (const page of docPages) {
    const tags = metaTags(page);
    const card = `${siteRoot}${socialCardPath(page.url.pathname, baseUrl)}`;
    const title = pageTitle(page);
    expect(tags.get('og:image'), page.file).toEqual([card]);
    expect(tags.get('twitter:image'), page.file).toEqual([card]);
    expect(tags.get('og:image:alt'), page.file).toEqual([title]);
    expect(tags.get('twitter:image:alt'), page.file).toEqual([title]);
    expect(tags.get('og:type'), page.file).toEqual(['article']);
    expect(pngSize(fs.readFileSync(buildFileOf(card))), card).toEqual(socialCardSize);
  }
});

test('every other page shares the default card, described as the site', async () => {
  const otherPages = parsedBuiltPages(buildDir).filter((page) => !isDocPage(page));
  const defaultCard = `${siteRoot}${defaultSocialCard.path}`;
  expect(pngSize(fs.readFileSync(buildFileOf(defaultCard)))).toEqual(socialCardSize);
  const files = otherPages.map((page) => page.file);
  for (const file of ['index.html', '404.html', 'blog/index.html', 'docs/tags/index.html', 'markdown-page/index.html'])
    expect(files).toContain(file);
  for (const page of otherPages) {
    const tags = metaTags(page);
    expect(tags.get('og:image'), page.file).toEqual([defaultCard]);
    expect(tags.get('twitter:image'), page.file).toEqual([defaultCard]);
    expect(tags.get('og:image:alt'), page.file).toEqual([defaultSocialCard.alt]);
    // Blog posts are articles; the rest of the site is one website.
    expect(tags.get('og:type'), page.file).toEqual([hasPageClass(page, 'blog-post-page') ? 'article' : 'website']);
  }
});

test('every page has one of each share tag, with absolute URLs and the real image size', async () => {
  const sizes = new Map<string, {width: number; height: number}>();
  for (const page of parsedBuiltPages(buildDir)) {
    const tags = metaTags(page);
    const one = (key: string): string => {
      expect(tags.get(key), `${page.file}: ${key}`).toHaveLength(1);
      return tags.get(key)![0]!;
    };
    expect(one('og:site_name')).toBe(brand.title);
    expect(one('og:title')).toBe(`${pageTitle(page)} | ${brand.title}`);
    expect(one('og:url')).toBe(page.url.href);
    expect(one('twitter:card')).toBe('summary_large_image');
    const description = tags.get('description');
    if (description) expect(one('og:description')).toBe(description[0]);
    const image = one('og:image');
    if (!sizes.has(image)) sizes.set(image, pngSize(fs.readFileSync(buildFileOf(image))));
    expect(
      {width: Number(one('og:image:width')), height: Number(one('og:image:height'))},
      `${page.file}: ${image}`,
    ).toEqual(sizes.get(image));
    one('og:image:alt');
    one('og:type');
  }
});

test('robots.txt allows every crawler and names the sitemap by its absolute URL', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const fields = (await response.text())
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
      expect(match, `robots.txt line "${line}" is "field: value"`).not.toBeNull();
      return {field: match![1]!.toLowerCase(), value: match![2]!.trim()};
    });
  expect(fields.filter((field) => field.field !== 'sitemap')).toEqual([
    {field: 'user-agent', value: '*'},
    {field: 'allow', value: '/'},
  ]);
  const sitemaps = fields.filter((field) => field.field === 'sitemap').map((field) => field.value);
  expect(sitemaps).toEqual([`${siteRoot}sitemap.xml`]);
  expect(fs.existsSync(buildFileOf(sitemaps[0]!))).toBe(true);
});

/** The `<loc>` URLs of a sitemap, parsed by the browser's XML parser (which rejects malformed XML). */
async function sitemapUrls(page: import('@playwright/test').Page, dir: string): Promise<string[]> {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.querySelector('parsererror');
    if (error) return {error: error.textContent ?? 'parse error'};
    const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const root = document.documentElement;
    if (root.namespaceURI !== namespace || root.localName !== 'urlset')
      return {error: `root element is ${root.namespaceURI} ${root.localName}`};
    return {
      urls: Array.from(root.getElementsByTagNameNS(namespace, 'url')).map(
        (url) => url.getElementsByTagNameNS(namespace, 'loc')[0]?.textContent ?? '',
      ),
    };
  }, xml);
  expect(parsed.error, `${dir}/sitemap.xml parses`).toBeUndefined();
  return parsed.urls!;
}

const withoutTrailingSlash = (route: string): string => (route.length > 1 ? route.replace(/\/$/, '') : route);

test('sitemap.xml lists every indexable page by absolute URL, and nothing else', async ({page}, testInfo) => {
  const urls = await sitemapUrls(page, buildDir);
  for (const url of urls) expect(buildFileOf(url), `${url} is a page of the build`).toMatch(/\.html$/);
  const listed = new Set(urls.map((url) => withoutTrailingSlash(`/${url.slice(siteRoot.length)}`)));
  expect(listed.size, 'no URL is listed twice').toBe(urls.length);

  const excluded = ['/search', '/docs'];
  const missing = specRoutes()
    .map((entry) => withoutTrailingSlash(entry.route))
    .filter((route) => !excluded.includes(route) && !listed.has(route));
  expect(missing, 'routes.txt pages missing from the sitemap').toEqual([]);
  // Every docs page and blog page of the build, not only those routes.txt names.
  const contentPages = parsedBuiltPages(buildDir).filter((built) => isDocPage(built) || built.file.startsWith('blog/'));
  expect(
    contentPages.filter((built) => !listed.has(withoutTrailingSlash(built.url.pathname))).map((built) => built.file),
  ).toEqual([]);
  for (const route of [...excluded, '/404.html', ...Object.values(testRoutes)])
    expect(listed.has(route), `${route} is not in the sitemap`).toBe(false);
  const figures = `${urls.length} URLs in sitemap.xml, ${contentPages.length} of them docs and blog pages`;
  console.log(`[sitemap] ${figures}`);
  testInfo.annotations.push({type: 'sitemap', description: figures});
});

test('the test build keeps its test-only pages out of its sitemap', async ({page}) => {
  const dir = path.join(repoRoot, testBuildDir);
  const urls = await sitemapUrls(page, dir);
  expect(urls.length).toBeGreaterThan(150);
  for (const route of Object.values(testRoutes)) {
    expect(servedFile(dir, route).found, `${route} is built in ${testBuildDir}/`).toBe(true);
    expect(urls).not.toContain(`${siteUrl}${route}`);
  }
});
