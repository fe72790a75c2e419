import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';

/**
 * Runs the default export of a TypeScript module in a worker thread, handing each message it posts to
 * `onMessage`; resolves once the worker exits cleanly. The module loads with the loader Docusaurus
 * loads plugins with (jiti, through @docusaurus/utils), so it needs no build step.
 */
export function runTypeScriptWorker<Message>(
  modulePath: string,
  workerData: unknown,
  onMessage: (message: Message) => void,
): Promise<void> {
  const requireFromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const utils = requireFromCore.resolve('@docusaurus/utils');
  const bootstrap = `require(${JSON.stringify(utils)}).loadFreshModule(${JSON.stringify(modulePath)}).then((run) => run());`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {eval: true, workerData});
    worker.on('message', onMessage);
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The worker running ${modulePath} exited with code ${code}`)),
    );
  });
}
