import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {siteUrl} from '@site/src/data/site';
import {markdownUrl} from '@site/src/lib/markdownUrl';
import {serveBuildDir} from '../../scripts/staticHost/server';
import {buildDir} from '../support/paths';
import {test, expect} from './fixtures';

/** Docs routes of the build's sitemap (pages and category indexes; tag pages are not docs). */
function sitemapDocRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc!).pathname)
    .filter((route) => route.startsWith('/docs/') && !route.startsWith('/docs/tags'));
}

/** `- [Title](url): description` entries of llms.txt, as site paths. */
function llmsEntries(text: string): {title: string; path: string}[] {
  return [...text.matchAll(/^- \[((?:[^\]\\]|\\.)+)\]\(([^)]+)\)/gm)].map(([, title, url]) => ({
    title: title!.replace(/\\(.)/g, '$1'),
    path: url!.slice(siteUrl.length),
  }));
}

test.describe('Markdown for AI assistants', () => {
  test('llms.txt lists every docs route of the build, each as a Markdown file that starts with the page title', async ({
    request,
  }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text.split('\n').slice(0, 3)).toEqual([
      '# Assetra Developer Docs',
      '',
      expect.stringMatching(/^> Build on Assetra/),
    ]);
    expect(text).toMatch(/^## Introduction$/m);
    const entries = llmsEntries(text);
    const routes = sitemapDocRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(entries.map((entry) => entry.path).sort()).toEqual(routes.map(markdownUrl).sort());
    for (const {title, path: markdownPath} of entries) {
      const page = await request.get(markdownPath);
      expect(page.status(), markdownPath).toBe(200);
      expect(page.headers()['content-type'], markdownPath).toBe('text/markdown; charset=utf-8');
      expect((await page.text()).split('\n')[0], markdownPath).toBe(`# ${title}`);
    }
  });

  // Read from the build's own files: converting every page again here would repeat the build's work.
  test("every page's Markdown is plain: no HTML or JSX, no ESM, no MDX expressions outside code, every link absolute", () => {
    const problems: string[] = [];
    const routes = sitemapDocRoutes();
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const file = markdownUrl(route);
      const markdown = fs.readFileSync(path.join(buildDir, file), 'utf8');
      expect(markdown.split('\n').slice(0, 2), `${file} starts with its title on a line of its own`).toEqual([
        expect.stringMatching(/^# \S/),
        '',
      ]);
      // Read back as CommonMark + GFM: any JSX or HTML left would come back as an html node.
      const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
      visit(tree, (node: RootContent | Root) => {
        if (node.type === 'html') problems.push(`${file}: HTML/JSX ${node.value.slice(0, 60)}`);
        if (node.type === 'text' && /[{}]/.test(node.value))
          problems.push(`${file}: expression leftover in "${node.value.slice(0, 60)}"`);
        if (node.type === 'text' && /^(import|export) /m.test(node.value))
          problems.push(`${file}: ESM in "${node.value.slice(0, 60)}"`);
        if (
          (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
          !/^(https:|mailto:)/.test(node.url)
        )
          problems.push(`${file}: relative link ${node.url}`);
      });
      if (/^:::/m.test(markdown)) problems.push(`${file}: an admonition was left as a directive`);
    }
    expect(problems).toEqual([]);
  });

  test('llms-full.txt holds every page, each led by its source URL', async ({request}) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    const full = await response.text();
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map(([, url]) => new URL(url!).pathname);
    expect(sources.sort()).toEqual(sitemapDocRoutes().sort());
    const faqs = fs.readFileSync(path.join(buildDir, 'docs/resources/faqs.md'), 'utf8');
    expect(full).toContain(`Source: ${siteUrl}/docs/resources/faqs\n\n${faqs}`);
  });

  test('a static host with build/_headers sends the Markdown as UTF-8 Markdown', async ({request}) => {
    const server = await serveBuildDir(buildDir, {withHeaders: true});
    try {
      const markdown = await request.get(`${server.origin}/docs/introduction/index.md`);
      expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(markdown.headers()['content-security-policy']).toContain("default-src 'self'");
      expect((await request.get(`${server.origin}/llms-full.txt`)).headers()['content-type']).toBe(
        'text/plain; charset=utf-8',
      );
    } finally {
      await server.close();
    }
  });
});

test.describe('Copy page', () => {
  const pages = [
    ['plain doc', '/docs/introduction/', '/docs/introduction/index.md'],
    ['REST reference', '/docs/pools/back-end/restfulApi/lend', '/docs/pools/back-end/restfulApi/lend.md'],
    [
      'contract reference',
      '/docs/pools/smart-contracts/erc20-collateral-pool-contract/introduction',
      '/docs/pools/smart-contracts/erc20-collateral-pool-contract/introduction.md',
    ],
    ['category index', '/docs/category/resources', '/docs/category/resources.md'],
  ] as const;

  for (const [kind, route, markdownPath] of pages) {
    test(`copies the ${kind} as its Markdown file and announces it`, async ({page, context, request}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(route);
      const expected = await (await request.get(markdownPath)).text();
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', markdownPath);
      const button = page.getByRole('button', {name: 'Copy page'});
      await button.click();
      await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toHaveCount(1);
      await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible({timeout: 5000});
    });
  }

  test('says so when the clipboard refuses', async ({page}) => {
    await page.goto('/docs/resources/faqs');
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Blocked', 'NotAllowedError'));
    });
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page.'})).toHaveCount(1);
    await expect(page.getByRole('button', {name: 'Copy failed'})).toBeVisible();
  });

  test('is reachable by keyboard and fits beside the breadcrumbs on a phone', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/docs/introduction/');
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
