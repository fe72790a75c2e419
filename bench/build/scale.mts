/**
 * How the build grows with the docs: `npm run bench:build:scale` builds the site as it is, then again with
 * SCALE_PAGES (default 1,000) synthetic pages added (the first build's Markdown exports, copied round-robin into a
 * docs folder of its own, which is removed afterwards), and prints each of the site's own steps at both sizes (each
 * remark step over all pages, each local plugin's lifecycle methods: `config/stepTimes.ts`), Docusaurus' phases, wall
 * time and peak memory, with the ratio of the larger to the smaller. A step that grows by more than the routes do is
 * one to make linear. An async lifecycle method counts until it settles, less other timed steps' synchronous work
 * (config/stepTimes.ts). BENCH_CPU_PROFILE=<folder> also profiles each build's JavaScript threads (`--cpu-prof`),
 * keeps the profiles in `<folder>/small` and `<folder>/large` (to open in DevTools), and prints self time by source
 * (./cpuProfile.mts); the profiler slows the builds, so read that run's other figures as its own.
 * BENCH_RSPACK_TRACE=<folder> keeps Rspack's trace of its native work for each build (`<folder>/small.json` and
 * `large.json`, for ui.perfetto.dev) and prints time by span (./rspackTrace.mts). The run ends with `build/` and
 * `.docusaurus/` removed: build again before serving.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {builtHtmlFiles} from '../../plugins/support/builtSite';
import {printTable} from '../support/figures.mjs';
import {profileSummary} from './cpuProfile.mjs';
import {traceSummary, type SpanTime} from './rspackTrace.mjs';
import {runBuild} from '../support/runBuild.mjs';
import {siteRoot} from '../support/serveBuild.mjs';

const added = Number(process.env.SCALE_PAGES ?? 1000);
const buildDir = path.join(siteRoot, 'build');
const scaleDir = path.join(siteRoot, 'docs', 'zz-scale-bench');
const gnuTime = '/usr/bin/time';

interface Measured {
  routes: number;
  wallSeconds: number;
  peakMiB: number | undefined;
  phases: Map<string, number>;
  steps: Map<string, {ms: number; calls: number}>;
  /** The built pages' HTML, which the post-build steps read. */
  htmlMiB: number;
  /** Self time by source over the build's JavaScript threads, when BENCH_CPU_PROFILE is set. */
  profile?: ReturnType<typeof profileSummary>;
  /** Rspack's native spans, when BENCH_RSPACK_TRACE is set. */
  spans?: Map<string, SpanTime>;
}

const profileRoot = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : undefined;
const traceRoot = process.env.BENCH_RSPACK_TRACE ? path.resolve(process.env.BENCH_RSPACK_TRACE) : undefined;

/** A cold production build, measured. */
async function measureBuild(size: 'small' | 'large'): Promise<Measured> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(siteRoot, dir), {recursive: true, force: true});
  const timesFile = path.join(os.tmpdir(), `assetra-step-times-${process.pid}-${Date.now()}.jsonl`);
  const profileDir = profileRoot && path.join(profileRoot, size);
  if (profileDir) {
    fs.rmSync(profileDir, {recursive: true, force: true});
    fs.mkdirSync(profileDir, {recursive: true});
  }
  // Node takes --cpu-prof on its command line only, not in NODE_OPTIONS.
  const command = [
    process.execPath,
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    path.join(siteRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
    'build',
  ];
  const traceFile = traceRoot && path.join(traceRoot, `${size}.json`);
  if (traceFile) {
    fs.mkdirSync(traceRoot!, {recursive: true});
    fs.rmSync(traceFile, {force: true});
  }
  const env = {
    ASSETRA_STEP_TIMES: timesFile,
    ...(traceFile ? {ASSETRA_RSPACK_TRACE: traceFile} : {}),
    // The larger build needs more than Node's default heap; both get the same, so the two compare.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=16000`.trim(),
  };
  const started = performance.now();
  const withTime = fs.existsSync(gnuTime);
  let output: string;
  try {
    output = await runBuild(withTime ? gnuTime : command[0]!, withTime ? ['-v', ...command] : command.slice(1), env);
  } catch (error) {
    fs.rmSync(timesFile, {force: true});
    throw error;
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1]);
  const phases = new Map<string, number>();
  for (const [, phase, value, unit] of output.matchAll(
    /\[PERF\] (?:Build > [\w-]+ > )?([^>\n]+?) - ([\d.]+) (ms|seconds)/g,
  ))
    phases.set(phase!, (phases.get(phase!) ?? 0) + (unit === 'ms' ? Number(value) / 1000 : Number(value)));
  const steps = new Map<string, {ms: number; calls: number}>();
  // One line per process that ran a step (the build may compile pages in more than one).
  for (const line of fs.readFileSync(timesFile, 'utf8').split('\n').filter(Boolean))
    for (const [step, total] of Object.entries(JSON.parse(line) as Record<string, {ms: number; calls: number}>)) {
      const sum = steps.get(step) ?? {ms: 0, calls: 0};
      steps.set(step, {ms: sum.ms + total.ms, calls: sum.calls + total.calls});
    }
  fs.rmSync(timesFile, {force: true});
  const pages = builtHtmlFiles(buildDir);
  const htmlMiB = pages.reduce((total, file) => total + fs.statSync(path.join(buildDir, file)).size, 0) / 2 ** 20;
  const profile = profileDir ? profileSummary(profileDir, siteRoot) : undefined;
  return {
    routes: pages.length,
    wallSeconds,
    peakMiB: Number.isFinite(peakKiB) ? peakKiB / 1024 : undefined,
    phases,
    steps,
    htmlMiB,
    profile,
    spans: traceFile ? await traceSummary(traceFile) : undefined,
  };
}

/**
 * The date and author the site's one `git log` gives a committed page (config/lastUpdate.ts). The synthetic pages are
 * never committed, and for a page git does not know Docusaurus runs `git log` itself, one process per page, each
 * spawned from a build of several GB: 47 s of the larger build's main thread, which a site of committed pages never
 * spends.
 */
const committedFrontMatter = `---\nlast_update:\n  date: ${new Date().toISOString().slice(0, 10)}\n  author: Scale bench\n---\n\n`;

/** The first build's Markdown exports as `count` docs pages, a hundred to a folder, each with its own title. */
function addSyntheticPages(count: number) {
  const exports = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .map((file) => fs.readFileSync(path.join(buildDir, file), 'utf8'));
  fs.mkdirSync(scaleDir, {recursive: true});
  fs.writeFileSync(path.join(scaleDir, '_category_.json'), JSON.stringify({label: 'Scale bench', collapsed: true}));
  for (let index = 0; index < count; index++) {
    const folder = path.join(scaleDir, `part-${String(Math.floor(index / 100)).padStart(2, '0')}`);
    fs.mkdirSync(folder, {recursive: true});
    const body = exports[index % exports.length]!.replace(/^# (.+)$/m, `# $1 (copy ${index})`);
    fs.writeFileSync(path.join(folder, `page-${index}.md`), `${committedFrontMatter}${asMdx(body)}`);
  }
}

/**
 * An export as MDX reads it: the exports are CommonMark, whose autolinks and `<` or `{` in prose MDX would take for
 * JSX, so autolinks become links and the rest is escaped, outside code fences and code spans.
 */
function asMdx(markdown: string): string {
  /** The open fence (its character repeated), or undefined outside code blocks. */
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && !fence) fence = marker;
      else if (marker && fence && marker.startsWith(fence) && line.trim() === marker) fence = undefined;
      if (fence || marker) return line;
      return line
        .split(/(`[^`]*`)/)
        .map((part, index) =>
          index % 2 === 1
            ? part
            : part
                .replace(/<((?:https?|mailto):[^>\s]+)>/g, '[$1]($1)')
                .replace(/</g, '&lt;')
                .replace(/\{/g, '&#123;')
                .replace(/\}/g, '&#125;'),
        )
        .join('');
    })
    .join('\n');
}

/** The site as it was: no synthetic pages, and no build of them left in `build/` or Docusaurus' generated files. */
function removeSyntheticPages() {
  for (const dir of [scaleDir, buildDir, path.join(siteRoot, '.docusaurus')])
    fs.rmSync(dir, {recursive: true, force: true});
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    removeSyntheticPages();
    process.exit(130);
  });

// A run stopped before its cleanup leaves the synthetic folder, which the smaller build must not count.
fs.rmSync(scaleDir, {recursive: true, force: true});
const small = await measureBuild('small');
let large: Measured;
try {
  addSyntheticPages(added);
  large = await measureBuild('large');
} finally {
  removeSyntheticPages();
}

const routeRatio = large.routes / small.routes;
const ratio = (a: number, b: number) => (a > 0 ? `${(b / a).toFixed(1)}×` : '—');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nThe build at ${small.routes} and ${large.routes} routes (${routeRatio.toFixed(1)}× the routes), ` +
    `${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB\n`,
);
printTable(
  ['figure', `${small.routes} routes`, `${large.routes} routes`, 'ratio'],
  [
    [
      'wall time',
      seconds(small.wallSeconds * 1000),
      seconds(large.wallSeconds * 1000),
      ratio(small.wallSeconds, large.wallSeconds),
    ],
    [
      'peak memory',
      small.peakMiB ? `${small.peakMiB.toFixed(0)} MiB` : '—',
      large.peakMiB ? `${large.peakMiB.toFixed(0)} MiB` : '—',
      small.peakMiB && large.peakMiB ? ratio(small.peakMiB, large.peakMiB) : '—',
    ],
    [
      "the built pages' HTML",
      `${small.htmlMiB.toFixed(1)} MiB`,
      `${large.htmlMiB.toFixed(1)} MiB`,
      ratio(small.htmlMiB, large.htmlMiB),
    ],
  ],
);
console.log(
  "\nThe site's own steps (total time over the build; calls), and the time per call at both sizes: a remark step is " +
    'called once per page it transforms, so its time per call stays flat when it is linear in the pages\n',
);
const stepNames = [...new Set([...small.steps.keys(), ...large.steps.keys()])].sort();
printTable(
  ['step', `${small.routes} routes`, `${large.routes} routes`, 'ratio', 'ms per call', 'per call ratio'],
  stepNames.map((step) => {
    const a = small.steps.get(step) ?? {ms: 0, calls: 0};
    const b = large.steps.get(step) ?? {ms: 0, calls: 0};
    const perCall = (total: {ms: number; calls: number}) => (total.calls > 0 ? total.ms / total.calls : 0);
    return [
      step,
      `${seconds(a.ms)} (${a.calls})`,
      `${seconds(b.ms)} (${b.calls})`,
      ratio(a.ms, b.ms),
      `${perCall(a).toFixed(1)} / ${perCall(b).toFixed(1)}`,
      ratio(perCall(a), perCall(b)),
    ];
  }),
);
console.log("\nDocusaurus' phases (its perf log)\n");
const phaseNames = [...new Set([...small.phases.keys(), ...large.phases.keys()])];
printTable(
  ['phase', `${small.routes} routes`, `${large.routes} routes`, 'ratio'],
  phaseNames.map((phase) => {
    const a = small.phases.get(phase) ?? 0;
    const b = large.phases.get(phase) ?? 0;
    return [phase, seconds(a * 1000), seconds(b * 1000), ratio(a, b)];
  }),
);
if (small.profile && large.profile) {
  console.log(
    `\nSelf time by source over the build's JavaScript threads (CPU profiles: ${small.profile.threads} and ` +
      `${large.profile.threads} threads; the profiler's own cost included), the 25 largest at the larger size\n`,
  );
  const sources = [...large.profile.bySource].sort(([, a], [, b]) => b - a).slice(0, 25);
  printTable(
    ['source', `${small.routes} routes`, `${large.routes} routes`, 'ratio'],
    sources.map(([source, ms]) => {
      const before = small.profile!.bySource.get(source) ?? 0;
      return [source, seconds(before), seconds(ms), ratio(before, ms)];
    }),
  );
}
if (small.spans && large.spans) {
  console.log(
    "\nRspack's native spans (its trace; summed over threads and calls, so a span can pass the wall time, and a " +
      "phase's time holds its children's), the 30 largest at the larger size, with calls\n",
  );
  const spans = [...large.spans].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 30);
  printTable(
    ['span', `${small.routes} routes`, `${large.routes} routes`, 'ratio'],
    spans.map(([span, time]) => {
      const before = small.spans!.get(span) ?? {ms: 0, calls: 0};
      return [
        span,
        `${seconds(before.ms)} (${before.calls})`,
        `${seconds(time.ms)} (${time.calls})`,
        ratio(before.ms, time.ms),
      ];
    }),
  );
}
console.log(`\nA step is linear here when its ratio is at most ${routeRatio.toFixed(1)}× (the routes' ratio).`);
