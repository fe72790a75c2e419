import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
import {runTypeScriptWorker} from '../support/typeScriptWorker';
import {siteFormats} from './formats';
import {servedFromParts} from './published';

/** What the plugin sends the worker: the reference folder. */
interface ServeJob {
  dir: string;
}

/**
 * Runs in a worker thread: the files the site's formats serve, among them the explorers' 166 validator modules, about
 * a second of Ajv's code generation that the build's thread would otherwise spend before bundling.
 */
export default function serveReference(): void {
  parentPort!.postMessage(servedFromParts(siteFormats, (workerData as ServeJob).dir));
}

/** The files the site's formats serve, path under the site → text, written on a worker thread. */
export async function servedInWorker(dir: string): Promise<Map<string, string>> {
  let served: Map<string, string> | undefined;
  const job: ServeJob = {dir};
  await runTypeScriptWorker<Map<string, string>>(__filename, job, (files) => {
    served = files;
  });
  if (!served) throw new Error(`The worker of ${path.basename(__filename)} ended without sending the files it serves`);
  return served;
}
