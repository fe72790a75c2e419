import {parentPort, workerData} from 'node:worker_threads';
import {writeIndex, type IndexSummary} from './writeIndex';

export interface IndexJob {
  outDir: string;
}

export type {IndexSummary};

/** Runs in a worker thread (see index.ts), so indexing overlaps the other plugins' postBuild work. */
export default function runIndexJob(): void {
  const {outDir} = workerData as IndexJob;
  parentPort!.postMessage(writeIndex(outDir) satisfies IndexSummary);
}
