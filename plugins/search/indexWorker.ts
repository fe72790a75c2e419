import {parentPort, workerData} from 'node:worker_threads';
import type {BuiltHtml} from '../support/builtSite';
import {writeIndex, type IndexSummary} from './writeIndex';

export interface IndexJob {
  outDir: string;
  /** The built pages, as the plugins before have left them (a copy: a worker shares no strings). */
  pages: readonly BuiltHtml[];
}

export type {IndexSummary};

/** Runs in a worker thread (see index.ts), so indexing overlaps the other plugins' postBuild work. */
export default function runIndexJob(): void {
  const {outDir, pages} = workerData as IndexJob;
  parentPort!.postMessage(writeIndex(outDir, pages) satisfies IndexSummary);
}
