/**
 * Lighthouse (mobile) on the same pages of several builds, side by side in one run: for each page the
 * builds take turns (A B A B …), so a machine that slows down or speeds up affects them alike.
 * Usage: tsx bench/lighthouse/compare.mts label=dir label=dir … (dirs relative to the repository).
 * BENCH_RUNS=n (default 3) runs per build and page, median kept; BENCH_PAGES=/a,/b picks the pages
 * (default: the page types of bench/support/pageTypes.mts that every build has). BENCH_DEVICE=phone measures at
 * a mid-range phone's CPU speed (bench/support/device.mts).
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type {Result} from 'lighthouse';
import {benchDevice} from '../support/device.mjs';
import {median, printTable} from '../support/figures.mjs';
import {benchPort, pageTypes} from '../support/pageTypes.mjs';
import {servedFile} from '../../scripts/staticHost/files';
import {siteRoot} from '../support/serveBuild.mjs';
import {serveLikeAStaticHost} from '../support/staticHost.mjs';

const builds = process.argv.slice(2).map((argument) => {
  const [label, dir] = argument.split('=') as [string, string];
  return {label, dir: path.resolve(siteRoot, dir)};
});
if (builds.length < 2) throw new Error('Give at least two builds: label=dir label=dir');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// As the host answers: by the path alone, without the query (the search page's `?q=`).
const hasPage = (dir: string, page: string) => servedFile(dir, new URL(page, 'http://host').pathname).found;
const pages =
  process.env.BENCH_PAGES?.split(',') ??
  pageTypes
    .map(({path: page, lighthousePath}) => lighthousePath ?? page)
    .filter((page) => builds.every(({dir}) => hasPage(dir, page)));

const servers = await Promise.all(builds.map(({dir}, index) => serveLikeAStaticHost(dir, benchPort(4290) + index)));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const device = await benchDevice(`${servers[0]!.url}${pages[0]}`, chrome.port);

try {
  const rows: string[][] = [];
  const indexes: number[] = [];
  for (const page of pages) {
    const results = builds.map(() => [] as Result[]);
    for (let run = 0; run < runs; run++) {
      for (const [index, server] of servers.entries()) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...device.flags,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        results[index]!.push(result.lhr);
        indexes.push(result.lhr.environment.benchmarkIndex);
      }
    }
    const cells = results.flatMap((lhrs) => {
      const score = median(lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)));
      const tbt = median(lhrs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0));
      return [String(score), `${Math.round(tbt)} ms`];
    });
    const firstTbt = median(results[0]!.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0));
    const ratios = results.slice(1).map((lhrs) => {
      const tbt = median(lhrs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0));
      return tbt > 0 ? `${(firstTbt / tbt).toFixed(2)}×` : '—';
    });
    rows.push([page, ...cells, ...ratios]);
  }
  const header = [
    'page',
    ...builds.flatMap(({label}) => [`${label} perf`, `${label} TBT`]),
    ...builds.slice(1).map(({label}) => `TBT ${builds[0]!.label}/${label}`),
  ];
  printTable(header, rows);
  console.log(
    `\nMedian of ${runs} runs per build and page, builds alternating, as ${device.description}. Lighthouse benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (higher is faster).`,
  );
} finally {
  await chrome.kill();
  for (const server of servers) server.stop();
}
