import fs from 'node:fs';
import path from 'node:path';
import {searchSettings} from './settings';
import {shardedIndexFiles} from './engine/sharded/build';
import {paths} from './engine/sharded/format';
import {collectRecords} from './collectRecords';

/** What the index build wrote. */
export interface IndexSummary {
  records: number;
  pages: number;
  files: number;
  bytes: number;
}

/** Reads the built pages under `outDir` and writes the embedded index into its search folder, file by file. */
export function writeIndex(outDir: string): IndexSummary {
  const records = collectRecords(outDir);
  const folder = path.join(outDir, searchSettings.localIndexDir);
  // The folder is also the /search page's (search/index.html): clear only what an earlier index wrote.
  for (const entry of [
    paths.manifest,
    ...[paths.shard(0), paths.digest('a'), paths.chunk(0), paths.pageTable(0)].map((file) => path.dirname(file)),
  ])
    fs.rmSync(path.join(folder, entry), {recursive: true, force: true});
  const folders = new Set<string>();
  let bytes = 0;
  let files = 0;
  for (const [name, json] of shardedIndexFiles(records)) {
    const target = path.join(folder, name);
    const parent = path.dirname(target);
    if (!folders.has(parent)) fs.mkdirSync(parent, {recursive: true});
    folders.add(parent);
    fs.writeFileSync(target, json);
    bytes += json.length;
    files++;
  }
  const pages = new Set(records.map((record) => record.url_without_anchor)).size;
  return {records: records.length, pages, files, bytes};
}
