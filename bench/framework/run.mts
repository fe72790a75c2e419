/**
 * The framework's floor (issue 31, item 3): what `main.js` holds and what it spends on a page, by package. Build with
 * source maps first (see sourceMaps.config.ts), then `npm run bench:framework` (BENCH_DIR, default
 * bench/.tmp/build-sm; BENCH_PATH, default `/`; BENCH_CPU, Chromium's CPU slowdown, default 4; BENCH_RUNS, default 3).
 * Bytes are the minified code each source maps to; time is the self time of the functions each source defines, from
 * navigation until the page has hydrated and the network is idle, median over fresh loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {SourceMapConsumer, type RawSourceMap} from 'source-map';
import {median, printTable} from '../support/figures.mjs';
import {benchPort} from '../support/pageTypes.mjs';
import {siteRoot} from '../support/serveBuild.mjs';
import {serveLikeAStaticHost} from '../support/staticHost.mjs';

const buildDir = path.resolve(siteRoot, process.env.BENCH_DIR ?? 'bench/.tmp/build-sm');
const pagePath = process.env.BENCH_PATH ?? '/';
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const scriptDir = path.join(buildDir, 'assets/js');
const mainFile = fs.readdirSync(scriptDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
if (!mainFile || !fs.existsSync(path.join(scriptDir, `${mainFile}.map`)))
  throw new Error(`No main.js with a source map in ${scriptDir}: build with bench/framework/sourceMaps.config.ts.`);

/** A source path's package ("react-dom", "@docusaurus/core"), or the site's own folder ("site: src/theme"). */
function packageOf(source: string): string {
  const parts = source.replace(/^webpack:\/\/[^/]*\//, '').split('/');
  const modules = parts.lastIndexOf('node_modules');
  if (modules >= 0)
    return parts[modules + 1]!.startsWith('@') ? parts.slice(modules + 1, modules + 3).join('/') : parts[modules + 1]!;
  // Docusaurus' theme-common and utils-common map to their own sources (../src/…, ../../src/…), which do not say
  // which package they are; the site's files start at "./".
  if (parts[0] === '..') return '@docusaurus/theme-common, utils-common';
  return `site: ${parts.slice(1, 3).join('/')}`;
}

const code = fs.readFileSync(path.join(scriptDir, mainFile), 'utf8');
const lineStarts = [0];
for (let index = code.indexOf('\n'); index >= 0; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
const rawMap = JSON.parse(fs.readFileSync(path.join(scriptDir, `${mainFile}.map`), 'utf8')) as RawSourceMap;
const consumer = await new SourceMapConsumer(rawMap);
// The consumer resolves "../" in sources, mixing Docusaurus' own sources with the site's: use them as written.
const written = new Map(consumer.sources.map((source, index) => [source, rawMap.sources[index]!]));
/** Code no source maps to: the bundler's module wrappers and the JSON data modules (route chunk names, global data). */
const unmapped = '(no source: module wrappers, JSON data)';
const nameOf = (source: string | null) => (source ? packageOf(written.get(source) ?? source) : unmapped);
const bytes = new Map<string, number>();
const mappings: {line: number; column: number; source: string | null}[] = [];
consumer.eachMapping((mapping) =>
  mappings.push({line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source}),
);
mappings.forEach((mapping, index) => {
  const next = mappings[index + 1];
  const lineEnd = (lineStarts[mapping.line] ?? code.length + 1) - 1 - lineStarts[mapping.line - 1]!;
  const end = next && next.line === mapping.line ? next.column : lineEnd;
  const name = nameOf(mapping.source);
  bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - mapping.column));
});

interface ProfileNode {
  id: number;
  callFrame: {url: string; lineNumber: number; columnNumber: number; functionName: string};
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by package of main.js, and in all for each kind of work, of one fresh load. */
async function profileLoad(origin: string): Promise<Map<string, number>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', {interval: 100});
    await session.send('Profiler.start');
    await page.goto(`${origin}${pagePath}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForLoadState('networkidle');
    const {profile} = (await session.send('Profiler.stop')) as {profile: Profile};
    if (process.env.BENCH_PROFILE_OUT) fs.writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const times = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const {url, lineNumber, columnNumber, functionName} = nodes.get(id)!.callFrame;
      const file = url.split('/').pop() ?? '';
      let name: string;
      if (file === mainFile) {
        const original = consumer.originalPositionFor({line: lineNumber + 1, column: columnNumber});
        name = nameOf(original.source);
      } else if (url) name = `other script: ${file.replace(/\.[0-9a-f]{8}\.js$/, '.js') || url}`;
      else name = functionName.startsWith('(') ? functionName : '(browser)';
      // A sample lasts until the next one: its time is the next sample's delta.
      times.set(name, (times.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
    });
    return times;
  } finally {
    await browser.close();
  }
}

const server = await serveLikeAStaticHost(buildDir, benchPort(4310));
const loads: Map<string, number>[] = [];
try {
  for (let run = 0; run < runs; run++) loads.push(await profileLoad(server.url));
} finally {
  server.stop();
}
const names = new Set([...bytes.keys(), ...loads.flatMap((load) => [...load.keys()])]);
const rows = [...names]
  .map((name) => ({name, bytes: bytes.get(name) ?? 0, ms: median(loads.map((load) => load.get(name) ?? 0))}))
  .filter((row) => row.bytes > 0 || row.ms >= 1)
  .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes);
const kib = (count: number) => (count ? `${(count / 1024).toFixed(1)} KiB` : '');
const busy = median(
  loads.map((load) => [...load].reduce((sum, [name, ms]) => (name === '(idle)' ? sum : sum + ms), 0)),
);
console.log(
  `\n${pagePath} at ${cpuSlowdown}× CPU slowdown, median of ${runs} fresh loads: the main thread busy ` +
    `${busy.toFixed(0)} ms; main.js is ${kib(code.length)}.\n`,
);
printTable(
  ['source', 'in main.js', 'self time'],
  rows.map((row) => [row.name, kib(row.bytes), `${row.ms.toFixed(1)} ms`]),
);
