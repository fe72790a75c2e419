/**
 * The shipped search of two or more builds in Chromium, side by side in one run: every round times the
 * same cold queries on each build in turn (A B A B …), so a machine that slows down affects them alike.
 * Usage: tsx plugins/search/bench/sideBySide.mts label=dir label=dir … (dirs relative to the repository);
 * BENCH_RUNS=n rounds (default 4). Each build is served gzip-compressed by its own static host.
 */
import path from 'node:path';
import {siteRoot} from '../../../bench/support/serveBuild.mjs';
import {serveLikeAStaticHost} from '../../../bench/support/staticHost.mjs';
import {measureSite, type Timed} from './chromium.mjs';
import {judgedQueries, pastedQueries} from './queries';
import {median, ms, printTable} from '../../../bench/support/figures.mjs';
import {summarise} from './summary.mjs';

const builds = process.argv.slice(2).map((argument) => {
  const [label, dir] = argument.split('=') as [string, string];
  return {label, dir: path.resolve(siteRoot, dir)};
});
if (builds.length < 2) throw new Error('Give at least two builds: label=dir label=dir');
const rounds = Math.max(1, Number(process.env.BENCH_RUNS ?? 4));
const port = Number(process.env.BENCH_PORT ?? 4290);
const coldQueries = [...pastedQueries, ...judgedQueries.map(({query}) => query)];

const servers = await Promise.all(builds.map(({dir}, index) => serveLikeAStaticHost(dir, port + index)));
const firsts = builds.map(() => [] as Timed[]);
const colds = builds.map(() => [] as Timed[]);
try {
  for (let round = 0; round < rounds; round++) {
    for (const [index, server] of servers.entries()) {
      const figures = await measureSite(server.url, 'health factor', coldQueries, []);
      firsts[index]!.push(figures.firstQuery);
      colds[index]!.push(...figures.cold);
    }
  }
} finally {
  for (const server of servers) server.stop();
}

const row = (label: string, first: Timed[], cold: Timed[]) => {
  const firstTimes = first.map((entry) => entry.ms);
  const summary = summarise(cold);
  return [
    label,
    `${ms(median(firstTimes))} (max ${ms(Math.max(...firstTimes))})`,
    summary.p50,
    summary.p95,
    summary.requests,
    summary.trips,
    summary.bytes,
  ];
};
console.log(
  `\n${rounds} rounds of ${coldQueries.length} cold queries per build, builds taking turns, served with gzip.\n`,
);
printTable(
  [
    'build',
    'first query incl. index load, median',
    'cold p50',
    'cold p95',
    'requests per query',
    'round trips',
    'gzip bytes per query',
  ],
  builds.map(({label}, index) => row(label, firsts[index]!, colds[index]!)),
);
