/**
 * Production build benchmark: `npm run bench:build`. Runs a cold `docusaurus build` (build output and
 * caches cleared first; BENCH_WARM=1 keeps them) and prints wall and CPU time, peak memory, the
 * phases Docusaurus reports, the number of routes and the time per route, against the 0.39 s per page
 * measured for the original webpack-built site on this kind of machine (goal: under a third of it).
 * CPU and peak memory come from GNU time (/usr/bin/time -v) when it is installed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {builtHtmlFiles} from '../../plugins/support/builtSite';
import {printTable} from '../support/figures.mjs';
import {runBuild} from '../support/runBuild.mjs';
import {siteRoot} from '../support/serveBuild.mjs';

const baselineSecondsPerPage = 0.39;
const goalSecondsPerPage = baselineSecondsPerPage / 3;
const gnuTime = '/usr/bin/time';
const buildDir = path.join(siteRoot, 'build');

interface Usage {
  userSeconds: number;
  systemSeconds: number;
  peakRssKiB: number;
}

/** GNU time's verbose report: "User time (seconds): 51.82" and so on. */
function parseUsage(output: string): Usage | undefined {
  const field = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)`).exec(output)?.[1]);
  const usage = {
    userSeconds: field('User time \\(seconds\\)'),
    systemSeconds: field('System time \\(seconds\\)'),
    peakRssKiB: field('Maximum resident set size \\(kbytes\\)'),
  };
  return Object.values(usage).every(Number.isFinite) ? usage : undefined;
}

/**
 * Docusaurus' perf log lines for the build's phases: "[PERF] Build > en > SSG - 10.71 seconds! - (…)", and the config
 * load before them.
 */
function parsePhases(output: string): [phase: string, seconds: number][] {
  const phases: [string, number][] = [];
  for (const [, phase, value, unit] of output.matchAll(
    /\[PERF\] (?:Build > [\w-]+ > )?([^>\n]+?) - ([\d.]+) (ms|seconds)/g,
  ))
    if (phase !== 'Build') phases.push([phase!, unit === 'ms' ? Number(value) / 1000 : Number(value)]);
  return phases;
}

if (!process.env.BENCH_WARM)
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(siteRoot, dir), {recursive: true, force: true});

const docusaurus = path.join(siteRoot, 'node_modules', '.bin', 'docusaurus');
const withGnuTime = fs.existsSync(gnuTime);
const loadBefore = os.loadavg()[0]!;
const started = performance.now();
const output = withGnuTime
  ? await runBuild(gnuTime, ['-v', docusaurus, 'build'])
  : await runBuild(docusaurus, ['build']);
const wallSeconds = (performance.now() - started) / 1000;
const usage = withGnuTime ? parseUsage(output) : undefined;
const pages = builtHtmlFiles(buildDir).length;
const perPage = wallSeconds / pages;
const seconds = (value: number, digits = 2) => `${value.toFixed(digits)} s`;

console.log(
  `\nProduction build (${process.env.BENCH_WARM ? 'warm: caches kept' : 'cold: build/, .docusaurus/ and caches cleared'}), ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(2)} at start\n`,
);
printTable(
  ['figure', 'value'],
  [
    ['wall time', seconds(wallSeconds)],
    [
      'CPU time (user + system)',
      usage
        ? `${seconds(usage.userSeconds + usage.systemSeconds)} (${seconds(usage.userSeconds)} + ${seconds(usage.systemSeconds)})`
        : `— (no ${gnuTime})`,
    ],
    [
      'CPU use (CPU / wall)',
      usage ? `${(((usage.userSeconds + usage.systemSeconds) / wallSeconds) * 100).toFixed(0)} %` : '—',
    ],
    ['peak memory (max RSS)', usage ? `${(usage.peakRssKiB / 1024).toFixed(0)} MiB` : '—'],
    ['routes (HTML pages)', String(pages)],
    ['wall time per route', seconds(perPage, 3)],
    ['CPU time per route', usage ? seconds((usage.userSeconds + usage.systemSeconds) / pages, 3) : '—'],
    [
      `ratio to the original site (${baselineSecondsPerPage} s/page)`,
      `${(perPage / baselineSecondsPerPage).toFixed(2)}×`,
    ],
    [
      `goal: < ${goalSecondsPerPage.toFixed(3)} s/page (a third)`,
      perPage < goalSecondsPerPage
        ? `met (${(perPage / goalSecondsPerPage).toFixed(2)}× the goal)`
        : `not met (${(perPage / goalSecondsPerPage).toFixed(2)}× the goal)`,
    ],
  ],
);
const phases = parsePhases(output);
if (phases.length > 0) {
  console.log('\nPhases (Docusaurus perf log)\n');
  printTable(
    ['phase', 'time', 'share of wall'],
    phases.map(([phase, time]) => [phase, seconds(time), `${((time / wallSeconds) * 100).toFixed(0)} %`]),
  );
}
console.log('\nComparison with a stock Docusaurus 3.7 build of equal page count: skipped (not generated here).');
