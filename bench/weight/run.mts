/**
 * Page weight: the JavaScript and CSS a first visit to each page type downloads, in Chromium with an
 * empty cache, counted until the page has hydrated and the network is idle. Run `npm run build` first,
 * then `npm run bench:weight`.
 * Bytes are the decoded bodies (raw) and the same bodies gzipped at the default level, as the static
 * host in bench/support serves them. Exits 1 when a page type's JS or CSS (gzip) grows past its budget
 * (bench/weight/budget.json, or the bench/budget.json of the plugin that adds the page): a benchmark failure
 * to look at, not a CI test. BENCH_WRITE_BUDGET=1 rewrites the budgets as today's figures plus 10 % headroom.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {printTable} from '../support/figures.mjs';
import {benchPort, pageTypes} from '../support/pageTypes.mjs';
import {siteRoot} from '../support/serveBuild.mjs';
import {serveLikeAStaticHost} from '../support/staticHost.mjs';

interface Budget {
  jsGzip: number;
  cssGzip: number;
}
type Budgets = Record<string, Budget>;

interface Weight {
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  cssFiles: number;
  cssRaw: number;
  cssGzip: number;
  htmlGzip: number;
}

const headroom = 1.1;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<Weight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{type: string; bytes: Buffer} | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
    bodies.push(
      response.body().then(
        (bytes) => ({type, bytes}),
        () => undefined,
      ),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // A long page runs main.js for over a second after its last download: its own chunks start only then.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const weight: Weight = {jsFiles: 0, jsRaw: 0, jsGzip: 0, cssFiles: 0, cssRaw: 0, cssGzip: 0, htmlGzip: 0};
  for (const body of await Promise.all(bodies)) {
    if (!body) continue;
    const gzip = gzipSync(body.bytes).length;
    if (body.type === 'script') {
      weight.jsFiles++;
      weight.jsRaw += body.bytes.length;
      weight.jsGzip += gzip;
    } else if (body.type === 'stylesheet') {
      weight.cssFiles++;
      weight.cssRaw += body.bytes.length;
      weight.cssGzip += gzip;
    } else weight.htmlGzip += gzip;
  }
  await context.close();
  return weight;
}

const server = await serveLikeAStaticHost(path.join(siteRoot, 'build'), benchPort(4290));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const budgetFiles = [...new Set(pageTypes.map(({budgetFile}) => budgetFile))];
const readBudgets = (file: string): Budgets =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets) : {};
const budgets: Budgets = Object.assign({}, ...budgetFiles.map(readBudgets));
const measured = new Map<string, Weight>();
try {
  for (const {kind, path: pagePath} of pageTypes)
    measured.set(kind, await measure(browser, `${server.url}${pagePath}`));
} finally {
  await browser.close();
  server.stop();
}

const overBudget: string[] = [];
const rows = pageTypes.map(({kind, path: pagePath}) => {
  const weight = measured.get(kind)!;
  const budget = budgets[kind];
  const verdict = (bytes: number, limit: number | undefined, what: string) => {
    if (limit === undefined) return 'no budget';
    if (bytes <= limit) return `${((bytes / limit) * 100).toFixed(0)} %`;
    overBudget.push(`${kind}: ${what} ${kib(bytes)} KiB gzip > budget ${kib(limit)} KiB`);
    return `OVER (${((bytes / limit) * 100).toFixed(0)} %)`;
  };
  return [
    kind,
    pagePath,
    String(weight.jsFiles),
    kib(weight.jsRaw),
    kib(weight.jsGzip),
    verdict(weight.jsGzip, budget?.jsGzip, 'JS'),
    String(weight.cssFiles),
    kib(weight.cssRaw),
    kib(weight.cssGzip),
    verdict(weight.cssGzip, budget?.cssGzip, 'CSS'),
    kib(weight.htmlGzip),
  ];
});
printTable(
  [
    'page type',
    'path',
    'JS files',
    'JS KiB',
    'JS KiB gz',
    'of budget',
    'CSS files',
    'CSS KiB',
    'CSS KiB gz',
    'of budget',
    'HTML KiB gz',
  ],
  rows,
);

const shown = budgetFiles.map((file) => path.relative(siteRoot, file)).join(', ');
if (process.env.BENCH_WRITE_BUDGET) {
  const round = (bytes: number) => Math.ceil((bytes * headroom) / 1024) * 1024;
  for (const file of budgetFiles) {
    // Page types BENCH_ONLY left out keep their budgets.
    const next: Budgets = readBudgets(file);
    for (const {kind, budgetFile} of pageTypes) {
      if (budgetFile !== file) continue;
      const weight = measured.get(kind)!;
      next[kind] = {jsGzip: round(weight.jsGzip), cssGzip: round(weight.cssGzip)};
    }
    fs.writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  }
  console.log(`\nWrote ${shown}: today's figures plus ${Math.round((headroom - 1) * 100)} % headroom.`);
} else if (overBudget.length > 0) {
  console.log(`\nOver budget (${shown}):\n${overBudget.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
} else console.log(`\nEvery page type is within its budget (${shown}).`);
