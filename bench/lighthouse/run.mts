/**
 * Lighthouse (mobile defaults) on one page of each type of the production build, with Debian's
 * Chromium. Run `npm run build` first, then `npm run bench:lighthouse`. Prints a table of scores
 * against the goals (performance ≥ 95; accessibility, best practices and SEO 100) and, for a page
 * below a goal, the audits that cost it points.
 * The build is served as a static host serves it (gzip); BENCH_UNCOMPRESSED=1 uses docusaurus serve.
 * BENCH_RUNS=n runs Lighthouse n times per page and keeps the run with the median performance score.
 * BENCH_ONLY picks page types (see pageTypes.mts); BENCH_BUILD_DIR measures another build directory;
 * BENCH_DEVICE=phone measures at a mid-range phone's CPU speed (bench/support/device.mts).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type {Result} from 'lighthouse';
import path from 'node:path';
import {benchDevice} from '../support/device.mjs';
import {printTable} from '../support/figures.mjs';
import {benchPort, pageTypes} from '../support/pageTypes.mjs';
import {serveBuild, siteRoot} from '../support/serveBuild.mjs';
import {serveLikeAStaticHost} from '../support/staticHost.mjs';

const goals = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100} as const;
const categories = Object.keys(goals) as (keyof typeof goals)[];
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

const port = benchPort(4280);
const server = process.env.BENCH_UNCOMPRESSED
  ? await serveBuild(port)
  : await serveLikeAStaticHost(path.resolve(siteRoot, process.env.BENCH_BUILD_DIR ?? 'build'), port);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const device = await benchDevice(`${server.url}${pageTypes[0]!.lighthousePath ?? pageTypes[0]!.path}`, chrome.port);
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that cost a category points, biggest loss first (performance: metrics and opportunities). */
function shortfalls(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ref, audit: lhr.audits[ref.id]!}))
    .filter(
      ({ref, audit}) =>
        audit.score !== null && audit.score < 1 && (ref.weight > 0 || audit.details?.type === 'opportunity'),
    )
    .sort((a, b) => b.ref.weight * (1 - b.audit.score!) - a.ref.weight * (1 - a.audit.score!))
    .map(({audit}) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

let belowGoal = 0;
try {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const {kind, path: ownPath, lighthousePath} of pageTypes) {
    const pagePath = lighthousePath ?? ownPath;
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        ...device.flags,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      results.push(result.lhr);
    }
    const lhr = results.sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs / 2)]!;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '—';
    rows.push([
      kind,
      pagePath,
      ...categories.map((id) => String(score(lhr, id))),
      metric('first-contentful-paint'),
      metric('largest-contentful-paint'),
      metric('total-blocking-time'),
      metric('cumulative-layout-shift'),
      metric('speed-index'),
      String(Math.round(lhr.environment.benchmarkIndex)),
    ]);
    for (const id of categories) {
      if (score(lhr, id) >= goals[id]) continue;
      belowGoal++;
      notes.push(
        `${kind} ${id} ${score(lhr, id)} < ${goals[id]}: ${shortfalls(lhr, id).join(', ') || 'no single audit below 1'}`,
      );
    }
  }
  printTable(
    ['page type', 'path', 'perf', 'a11y', 'best pr.', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'CPU index'],
    rows,
  );
  console.log(`\nEmulated device: ${device.description}.`);
  console.log(
    `CPU index: Lighthouse's benchmark of this machine while it ran (higher is faster). TBT is simulated from observed task times, so a busy machine (low index) lowers performance scores; compare runs at a similar index.`,
  );
  console.log(
    `Goals: performance ≥ ${goals.performance}, accessibility, best practices and SEO 100. ${belowGoal === 0 ? 'Every page type meets them.' : `${belowGoal} score(s) below goal:`}`,
  );
  for (const note of notes) console.log(`- ${note}`);
} finally {
  await chrome.kill();
  server.stop();
}
