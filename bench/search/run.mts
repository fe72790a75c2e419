/**
 * Search benchmark (prints figures, not a test). Run `npm run build`, then `npm run bench:search`.
 *
 * 1. Engines compared in Node on this site's records: payload, cold load, query latency, relevance.
 * 2. The shipped search in Chromium: first query including the index load, bytes fetched, and
 *    keystroke → hits on the real modal.
 * 3. Peer: Pagefind on the same build (installed on demand into bench/.peers, outside the lock file).
 * 4. Scale: a synthetic 5,000-page corpus through the shipped engine.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Page} from 'playwright-core';
import {collectRecords} from '../../plugins/search-index/collectRecords';
import type {SearchRecord} from '../../src/search/records';
import {serveBuild, siteRoot} from '../support/serveBuild.mjs';
import {engines, shardedEngine, type Engine, type Opened} from './engines.mjs';
import {relevanceQueries} from './queries';

const buildDir = path.join(siteRoot, 'build');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// ---------- helpers ----------
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const median = (values: number[]) => percentile(values, 50);
const pageOf = (url: string) => url.replace(/#.*$/, '');
function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
}
function topPages(urls: string[], count = 3): string[] {
  const pages: string[] = [];
  for (const url of urls) if (!pages.includes(pageOf(url)) && pages.push(pageOf(url)) >= count) break;
  return pages;
}
const relevance = (search: (query: string) => string[]) =>
  relevanceQueries.filter(({query, pages}) => topPages(search(query)).some((page) => pages.includes(page))).length;

/** Queries as typed: every relevance query, and each one cut to its first 60 % (prefix search). */
const latencyQueries = relevanceQueries.flatMap(({query}) => [query, query.slice(0, Math.max(2, Math.ceil(query.length * 0.6)))]);

interface EngineFigures {
  name: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  firstQueryGzipP50: number;
  firstQueryGzipMax: number;
  coldLoad: number;
  p50: number;
  p95: number;
  relevant: number;
}

async function measureEngine(engine: Engine, records: SearchRecord[], queries = latencyQueries): Promise<EngineFigures> {
  const files = engine.build(records);
  const gzipOf = new Map([...files].map(([name, text]) => [name, gzipSync(text).length]));
  // What a reader's first query downloads: a fresh index per query.
  const firstQueryBytes: number[] = [];
  for (const query of queries.slice(0, 30)) {
    const fresh = engine.open(files);
    await fresh.search(query);
    firstQueryBytes.push(fresh.fetched.reduce((sum, name) => sum + gzipOf.get(name)!, 0));
  }
  const loads: number[] = [];
  let opened!: Opened;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    opened = engine.open(files);
    loads.push(performance.now() - started);
  }
  for (const query of queries) await opened.search(query);
  const latencies: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await opened.search(query);
    latencies.push(performance.now() - started);
  }
  let relevant = 0;
  for (const {query, pages} of relevanceQueries) {
    if (topPages(await opened.search(query)).some((page) => pages.includes(page))) relevant++;
  }
  return {
    name: engine.name,
    files: files.size,
    rawBytes: [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    gzipBytes: [...gzipOf.values()].reduce((sum, size) => sum + size, 0),
    firstQueryGzipP50: percentile(firstQueryBytes, 50),
    firstQueryGzipMax: Math.max(...firstQueryBytes),
    coldLoad: median(loads),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    relevant,
  };
}

// ---------- Chromium ----------
async function chromiumFigures(origin: string) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']});
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/introduction/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForLoadState('networkidle');
    const fetched: {url: string; bytes: Buffer}[] = [];
    page.on('response', async (response) => {
      if (response.url().startsWith(origin)) fetched.push({url: response.url(), bytes: await response.body().catch(() => Buffer.alloc(0))});
    });
    const started = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('health factor');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const firstQuery = Date.now() - started;
    await page.waitForTimeout(300);
    const raw = fetched.reduce((sum, {bytes}) => sum + bytes.length, 0);
    const gzip = fetched.reduce((sum, {bytes}) => sum + gzipSync(bytes).length, 0);
    const keystrokes = await keystrokeToHits(page);
    return {firstQuery, raw, gzip, files: fetched.length, keystrokes};
  } finally {
    await browser.close();
  }
}

/** Time from the last keydown to the last change of the results, for each query typed in full. */
async function keystrokeToHits(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const state = window as unknown as {lastKey: number; lastChange: number};
    window.addEventListener('keydown', () => (state.lastKey = performance.now()), true);
    new MutationObserver(() => (state.lastChange = performance.now())).observe(document.querySelector('.DocSearch-Modal')!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  const timings: number[] = [];
  for (const query of latencyQueries) {
    await page.locator('.DocSearch-Input').fill(query.slice(0, -1));
    await page.waitForTimeout(60);
    await page.keyboard.press(query.slice(-1) === ' ' ? 'Space' : query.slice(-1));
    await page.waitForTimeout(120);
    timings.push(await page.evaluate(() => {
      const state = window as unknown as {lastKey: number; lastChange: number};
      return state.lastChange - state.lastKey;
    }));
  }
  return timings.filter((timing) => timing >= 0);
}

// ---------- Pagefind peer ----------
async function pagefindFigures(origin: string) {
  const peers = path.join(siteRoot, 'bench', '.peers');
  const entry = path.join(peers, 'node_modules', 'pagefind', 'lib', 'index.js');
  if (!fs.existsSync(entry)) {
    console.log('Installing the Pagefind peer into bench/.peers (npm registry)…');
    execFileSync('npm', ['install', '--prefix', peers, '--no-save', '--no-audit', '--no-fund', 'pagefind@1.6.0'], {stdio: 'ignore'});
  }
  const pagefind = (await import(entry)) as {
    createIndex: () => Promise<{index: {addDirectory(o: {path: string}): Promise<unknown>; writeFiles(o: {outputPath: string}): Promise<unknown>}}>;
    close: () => Promise<void>;
  };
  const output = path.join(buildDir, 'pagefind-peer');
  fs.rmSync(output, {recursive: true, force: true});
  const started = performance.now();
  const {index} = await pagefind.createIndex();
  await index.addDirectory({path: buildDir});
  await index.writeFiles({outputPath: output});
  await pagefind.close();
  const indexTime = performance.now() - started;
  const files = fs.readdirSync(output, {recursive: true, encoding: 'utf8'}).map((file) => path.join(output, file)).filter((file) => fs.statSync(file).isFile());
  const totalBytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);

  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/markdown-page`);
    await page.waitForLoadState('networkidle');
    const fetched: Buffer[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/pagefind-peer/')) fetched.push(await response.body().catch(() => Buffer.alloc(0)));
    });
    const first = await page.evaluate(async () => {
      const begin = performance.now();
      const pf = await import('/pagefind-peer/pagefind.js' as string);
      await pf.options({basePath: '/pagefind-peer/'});
      const search = await pf.search('health factor');
      await Promise.all(search.results.slice(0, 5).map((result: {data: () => Promise<unknown>}) => result.data()));
      (window as unknown as {pf: unknown}).pf = pf;
      return performance.now() - begin;
    });
    await page.waitForTimeout(300);
    const firstBytes = fetched.reduce((sum, body) => sum + body.length, 0);
    const firstGzip = fetched.reduce((sum, body) => sum + gzipSync(body).length, 0);
    const measured = await page.evaluate(async (queries) => {
      const pf = (window as unknown as {pf: {search: (q: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>}}).pf;
      const latencies: number[] = [];
      const answers: Record<string, string[]> = {};
      for (const query of queries) {
        const begin = performance.now();
        const search = await pf.search(query);
        const data = await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
        latencies.push(performance.now() - begin);
        answers[query] = data.map((item) => item.url);
      }
      return {latencies, answers};
    }, latencyQueries);
    // Pagefind reports file URLs (/docs/base/); records use routes (/docs/base, /docs/introduction/).
    const normalise = (url: string) => {
      const route = url.replace(/index\.html$/, '').replace(/\.html$/, '');
      return route === '/docs/introduction/' ? route : route.replace(/\/$/, '');
    };
    return {
      indexTime,
      files: files.length,
      totalBytes,
      first,
      firstBytes,
      firstGzip,
      p50: percentile(measured.latencies, 50),
      p95: percentile(measured.latencies, 95),
      relevant: relevance((query) => (measured.answers[query] ?? []).map(normalise)),
    };
  } finally {
    await browser.close();
    fs.rmSync(output, {recursive: true, force: true});
  }
}

// ---------- synthetic scale ----------
function syntheticRecords(real: SearchRecord[], pageCount: number): SearchRecord[] {
  const byPage = new Map<string, SearchRecord[]>();
  for (const record of real) byPage.set(record.url_without_anchor, [...(byPage.get(record.url_without_anchor) ?? []), record]);
  const templates = [...byPage.values()];
  const words = real.flatMap((record) => (record.content ?? '').split(' ')).filter((word) => /^[a-z]{4,}$/.test(word));
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const records: SearchRecord[] = [];
  for (let page = 0; page < pageCount; page++) {
    const template = templates[page % templates.length]!;
    const url = `/docs/synthetic/page-${page}`;
    for (const record of template) {
      const extra = Array.from({length: 3}, () => words[Math.floor(random() * words.length)]).join(' ');
      records.push({
        ...record,
        objectID: `${url}-${records.length}`,
        hierarchy: {...record.hierarchy, lvl1: `${record.hierarchy.lvl1} ${page}`},
        content: record.content ? `${record.content} ${extra} topic${page}` : null,
        url: record.anchor ? `${url}#${record.anchor}` : url,
        url_without_anchor: url,
        position: records.length,
      });
    }
  }
  return records;
}

// ---------- main ----------
const records = collectRecords(buildDir);
if (records.length === 0) throw new Error('No records in build/: run "npm run build" first.');
const pages = new Set(records.map((record) => record.url_without_anchor)).size;
console.log(`\n## Site: ${pages} pages, ${records.length} records\n`);

const figures: EngineFigures[] = [];
for (const engine of engines) figures.push(await measureEngine(engine, records));
const engineTable = (rows: EngineFigures[], withRelevance = true) =>
  table(
    ['engine (Node)', 'index files', 'index raw', 'index gzip', 'first query gzip p50 / max', 'cold open', 'query p50', 'query p95', 'relevant top-3'],
    rows.map((figure) => [
      figure.name,
      String(figure.files),
      kib(figure.rawBytes),
      kib(figure.gzipBytes),
      `${kib(figure.firstQueryGzipP50)} / ${kib(figure.firstQueryGzipMax)}`,
      ms(figure.coldLoad),
      ms(figure.p50),
      ms(figure.p95),
      withRelevance ? `${figure.relevant}/${relevanceQueries.length}` : 'n/a (synthetic URLs)',
    ]),
  );
engineTable(figures);

const server = await serveBuild(4290);
try {
  const browser = await chromiumFigures(server.url);
  console.log(`\n## Shipped search in Chromium (${latencyQueries.length} typed queries)\n`);
  table(
    ['measure', 'value', 'goal'],
    [
      ['first query incl. index load', ms(browser.firstQuery), '≤ 400 ms'],
      ['fetched from opening the modal to the first hits (raw)', `${kib(browser.raw)} in ${browser.files} files`, ''],
      ['the same, gzip (index, modal code, prefetched hit pages)', kib(browser.gzip), '≤ 200 KiB'],
      ['keystroke → hits p50', ms(percentile(browser.keystrokes, 50)), ''],
      ['keystroke → hits p95', ms(percentile(browser.keystrokes, 95)), '≤ 50 ms'],
    ],
  );

  const ours = figures[0]!;
  try {
    const peer = await pagefindFigures(server.url);
    console.log('\n## Peer: Pagefind 1.6.0 on the same build (default settings: whole <body> indexed)\n');
    table(
      ['measure', 'shipped (sharded)', 'Pagefind', 'Pagefind ÷ shipped'],
      [
        ['index on disk', kib(ours.rawBytes), `${kib(peer.totalBytes)} in ${peer.files} files`, (peer.totalBytes / ours.rawBytes).toFixed(2)],
        ['first query payload (gzip)', kib(browser.gzip), kib(peer.firstGzip), (peer.firstGzip / browser.gzip).toFixed(2)],
        ['first query incl. load', ms(browser.firstQuery), ms(peer.first), (peer.first / browser.firstQuery).toFixed(2)],
        ['query p50 (ours: Node engine; Pagefind: in page)', ms(ours.p50), ms(peer.p50), (peer.p50 / ours.p50).toFixed(1)],
        ['query p95', ms(ours.p95), ms(peer.p95), (peer.p95 / ours.p95).toFixed(1)],
        ['relevant top-3 (30 queries)', `${ours.relevant}`, `${peer.relevant}`, (peer.relevant / ours.relevant).toFixed(2)],
      ],
    );
  } catch (error) {
    console.log(`\nPagefind peer not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
} finally {
  server.stop();
}

const syntheticPages = Number(process.env.SYNTHETIC_PAGES ?? 5000);
const synthetic = syntheticRecords(records, syntheticPages);
const scaleQueries = [...latencyQueries, ...Array.from({length: 20}, (_, index) => `topic${index * 250}`)];
console.log(`\n## Scale: ${syntheticPages} synthetic pages, ${synthetic.length} records\n`);
const scaleEngines = process.env.SCALE_ALL_ENGINES ? engines : [shardedEngine];
const scaleFigures: EngineFigures[] = [];
for (const engine of scaleEngines) scaleFigures.push(await measureEngine(engine, synthetic, scaleQueries));
engineTable(scaleFigures, false);
console.log('Goals at scale: first-query payload ≤ 200 KiB gzip, query p95 ≤ 20 ms in Node.');
