/**
 * The index at scale, side by side with Pagefind: `npm run bench:search:scale` after `npm run build`.
 * The site itself, then the synthetic corpus at more pages (SCALE_PAGES=1000,5000 by default), each
 * indexed by the build's own writer with Node's default heap and by Pagefind on the same HTML.
 */
import path from 'node:path';
import {collectRecords} from '../collectRecords';
import {siteRoot} from '../../../bench/support/serveBuild.mjs';
import {pagefindVersion} from './pagefind.mjs';
import {kib, printTable} from '../../../bench/support/figures.mjs';
import {measureScale, type ScaleRow} from './scale.mjs';

const buildDir = path.join(siteRoot, 'build');
const records = collectRecords(buildDir);
if (records.length === 0) throw new Error('No records in build/: run "npm run build" first.');
const sitePages = new Set(records.map((record) => record.url_without_anchor)).size;
const sizes = [sitePages, ...(process.env.SCALE_PAGES ?? '1000,5000').split(',').map(Number)];

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`;
const rows: ScaleRow[] = await measureScale(records, buildDir, sizes);
console.log(`\n## The index at scale: the build's writer (Node's default heap) and Pagefind ${pagefindVersion}\n`);
printTable(
  [
    'pages',
    'records',
    'files (ours / Pagefind)',
    'raw',
    'gzip (ours / Pagefind)',
    'build time (ours / Pagefind)',
    'peak memory (ours)',
    'ratios files / gzip / time',
  ],
  rows.map(({pages, records: count, ours, pagefind}) => [
    String(pages),
    String(count),
    `${ours.files} / ${pagefind.files}`,
    `${mib(ours.rawBytes)} / ${mib(pagefind.rawBytes)}`,
    `${mib(ours.gzipBytes)} / ${mib(pagefind.gzipBytes)}`,
    `${ours.seconds.toFixed(1)} s / ${pagefind.seconds.toFixed(1)} s`,
    mib(ours.peakRssBytes),
    [
      ratio(ours.files, pagefind.files),
      ratio(ours.gzipBytes, pagefind.gzipBytes),
      ratio(ours.seconds, pagefind.seconds),
    ].join(' / '),
  ]),
);
console.log(`\nPer record at the largest size: ${kib(rows.at(-1)!.ours.gzipBytes / rows.at(-1)!.records)} gzip.`);
