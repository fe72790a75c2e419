import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {refuseProblems} from './format';
import {siteFormats} from './formats';
import {loadReference, loadReferenceInParallel} from './load';
import {publishedReferencePath} from '../../src/data/reference';
import {referenceDir} from './paths';
import {publishedFiles} from './published';
import {servedInWorker} from './serveWorker';
import {emitAssets} from '../support/emitAssets';

const name = 'assetra-reference';

/**
 * Loads and checks reference/, publishes its files (OpenAPI, SDL, examples, Solidity, compiled ABIs, collections)
 * under /reference/ so pages can offer them for download, and the API explorers' data under /explorer/. Emitted
 * through the client bundler, so `npm start` serves them as the build does.
 */
export default function referencePlugin(_context: LoadContext): Plugin {
  // Started by each load, awaited only when the bundler emits its assets: the build's thread goes on meanwhile.
  let served: Promise<Map<string, string>> | undefined;
  return {
    name,
    // Loading compiles the contracts (on a worker thread, beside the docs loading): a broken interface fails the build
    // here, with solc's message; then each format's checks, with the file and line of every problem.
    loadContent: async () => {
      served = servedInWorker(referenceDir);
      // Awaited when the assets are emitted; this only keeps an early failure from counting as unhandled meanwhile.
      served.catch(() => undefined);
      refuseProblems(siteFormats, await loadReferenceInParallel());
    },
    getPathsToWatch: () => [path.join(referenceDir, '**', '*')],
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          emitAssets(name, async () => [
            ...[...publishedFiles(loadReference()).values()].map(
              ({file, text}) => [`${publishedReferencePath}/${file}`, text] as const,
            ),
            ...(await served!),
          ]),
        ],
      };
    },
  };
}
