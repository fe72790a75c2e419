/**
 * The index at scale: the site itself and the synthetic corpus at more pages, each written as a
 * built site, indexed by the build's own index writer (in a child process with Node's default
 * heap) and by Pagefind, one after the other: files, bytes raw and gzip, build time, peak memory.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {SearchRecord} from '../engine/records';
import {siteRoot} from '../../../bench/support/serveBuild.mjs';
import {indexWithPagefind} from './pagefind.mjs';
import {syntheticRecords} from './synthetic.mjs';
import {writeSyntheticSite} from './syntheticSite.mjs';

export interface IndexSize {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  seconds: number;
}

export interface ScaleRow {
  pages: number;
  records: number;
  ours: IndexSize & {peakRssBytes: number};
  pagefind: IndexSize;
}

const gzipMagic = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Files, bytes and gzip bytes under a folder, as the benchmark's host serves them (gzipped files as they are). */
function sizeOf(folder: string): Omit<IndexSize, 'seconds'> {
  let files = 0;
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of fs.readdirSync(folder, {recursive: true, encoding: 'utf8'})) {
    const file = path.join(folder, name);
    if (!fs.statSync(file).isFile()) continue;
    const bytes = fs.readFileSync(file);
    files++;
    rawBytes += bytes.length;
    gzipBytes += gzipMagic(bytes) ? bytes.length : gzipSync(bytes).length;
  }
  return {files, rawBytes, gzipBytes};
}

/** The build's index writer on a built site, in a child process with Node's default heap. */
function indexWithOurs(siteDir: string): ScaleRow['ours'] & {records: number} {
  // writeIndex clears only the index's own files: the site's /search page shares the folder.
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(siteRoot, 'plugins/search/bench/scaleIndex.mts'), siteDir],
    {
      cwd: siteRoot,
      encoding: 'utf8',
      // No --max-old-space-size: the index must build within Node's default heap.
      env: {...process.env, NODE_OPTIONS: ''},
    },
  );
  const {records, seconds, peakRssBytes} = JSON.parse(output.trim().split('\n').at(-1)!) as {
    records: number;
    seconds: number;
    peakRssBytes: number;
  };
  return {records, seconds, peakRssBytes, ...sizeOf(path.join(siteDir, 'search'))};
}

/** The site at `pages` pages: the real build for its own size, else the synthetic corpus written as a site. */
function siteAt(pages: number, real: SearchRecord[], buildDir: string, realPages: number): string {
  if (pages === realPages) return buildDir;
  const dir = path.join(siteRoot, 'bench', '.tmp', `synthetic-${pages}`);
  writeSyntheticSite(syntheticRecords(real, pages), dir);
  return dir;
}

export async function measureScale(
  real: SearchRecord[],
  buildDir: string,
  sizes: readonly number[],
): Promise<ScaleRow[]> {
  const realPages = new Set(real.map((record) => record.url_without_anchor)).size;
  const rows: ScaleRow[] = [];
  for (const pages of sizes) {
    const dir = siteAt(pages, real, buildDir, realPages);
    const {records, seconds, peakRssBytes, ...ours} = indexWithOurs(dir);
    const pagefindDir = path.join(dir, 'pagefind-scale');
    const pagefind = await indexWithPagefind(dir, pagefindDir);
    rows.push({
      pages,
      records,
      ours: {...ours, seconds, peakRssBytes},
      pagefind: {...sizeOf(pagefindDir), seconds: pagefind.seconds},
    });
    fs.rmSync(pagefindDir, {recursive: true, force: true});
  }
  return rows;
}
