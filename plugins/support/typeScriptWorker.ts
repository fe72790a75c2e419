import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';

/**
 * Starts a worker thread that runs the default export of a TypeScript module. The module loads with
 * the loader Docusaurus loads plugins with (jiti, through @docusaurus/utils), so it needs no build step.
 */
export function startTypeScriptWorker(modulePath: string, workerData: unknown): Worker {
  const requireFromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const utils = requireFromCore.resolve('@docusaurus/utils');
  const bootstrap = `require(${JSON.stringify(utils)}).loadFreshModule(${JSON.stringify(modulePath)}).then((run) => run());`;
  return new Worker(bootstrap, {eval: true, workerData});
}
