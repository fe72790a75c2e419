/**
 * Lighthouse (mobile defaults) on one page of each type of the production build, with Debian's
 * Chromium. Run `npm run build` first, then `npm run bench:lighthouse`. Prints a table of scores.
 * The build is served as a static host serves it (gzip); BENCH_UNCOMPRESSED=1 uses docusaurus serve.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import {serveBuild, siteRoot} from '../support/serveBuild.mjs';
import {serveLikeAStaticHost} from '../support/staticHost.mjs';

const pages: [kind: string, path: string][] = [
  ['home', '/'],
  ['doc', '/docs/introduction/'],
  ['network page', '/docs/blockchain-and-web3/base'],
  ['category index', '/docs/category/resources'],
  ['tags', '/docs/tags'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2026/07/14/reference-as-code'],
  ['markdown page', '/markdown-page'],
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const server = process.env.BENCH_UNCOMPRESSED ? await serveBuild(4280) : await serveLikeAStaticHost(path.join(siteRoot, 'build'), 4280);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

try {
  const rows: string[][] = [];
  for (const [kind, path] of pages) {
    const result = await lighthouse(`${server.url}${path}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories]});
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const {lhr} = result;
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '—';
    rows.push([kind, path, ...categories.map(score), metric('first-contentful-paint'), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift')]);
  }
  const header = ['page type', 'path', 'perf', 'a11y', 'best pr.', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
} finally {
  await chrome.kill();
  server.stop();
}
