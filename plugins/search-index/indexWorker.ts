import fs from 'node:fs';
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
import {searchSettings} from '../../src/data/search';
import {buildShardedIndex} from '../../src/search/sharded/build';
import {collectRecords} from './collectRecords';

export interface IndexJob {
  outDir: string;
}

/** The worker's one message: what it wrote. */
export interface IndexSummary {
  records: number;
  files: number;
  bytes: number;
}

/** Runs in a worker thread (see index.ts), so indexing overlaps the other plugins' postBuild work. */
export default function writeIndex(): void {
  const {outDir} = workerData as IndexJob;
  const records = collectRecords(outDir);
  const folder = path.join(outDir, searchSettings.localIndexDir);
  let bytes = 0;
  const files = buildShardedIndex(records);
  for (const [name, content] of files) {
    const target = path.join(folder, name);
    const json = JSON.stringify(content);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, json);
    bytes += json.length;
  }
  parentPort!.postMessage({records: records.length, files: files.size, bytes} satisfies IndexSummary);
}
