import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {refuseProblems} from './format';
import {siteFormats} from './formats';
import {loadReference, loadReferenceInParallel} from './load';
import {publishedReferencePath} from '../../src/data/reference';
import {referenceDir} from './paths';
import {publishedFiles, servedBy} from './published';
import {emitAssets} from '../support/emitAssets';

const name = 'assetra-reference';

/**
 * Loads and checks reference/, publishes its files (OpenAPI, SDL, examples, Solidity, compiled ABIs, collections)
 * under /reference/ so pages can offer them for download, and the API explorers' data under /explorer/. Emitted
 * through the client bundler, so `npm start` serves them as the build does.
 */
export default function referencePlugin(_context: LoadContext): Plugin {
  return {
    name,
    // Loading compiles the contracts (on a worker thread, beside the docs loading): a broken interface fails the build
    // here, with solc's message; then each format's checks, with the file and line of every problem.
    loadContent: async () => {
      refuseProblems(siteFormats, await loadReferenceInParallel());
    },
    getPathsToWatch: () => [path.join(referenceDir, '**', '*')],
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const bundle = loadReference();
      const files = [
        ...[...publishedFiles(bundle).values()].map(
          ({file, text}) => [`${publishedReferencePath}/${file}`, text] as const,
        ),
        ...servedBy(siteFormats, bundle),
      ];
      return {plugins: [emitAssets(name, files)]};
    },
  };
}
