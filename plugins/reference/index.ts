import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadReference, loadReferenceInParallel} from './load';
import {publishedReferencePath} from '../../src/data/reference';
import {referenceDir} from './paths';
import {publishedFiles} from './published';
import {explorerFiles} from './explorerFiles';
import {emitAssets} from '../support/emitAssets';

const name = 'assetra-reference';

/**
 * Publishes reference/ (OpenAPI, SDL, examples, Solidity, compiled ABIs) under /reference/ so pages can
 * offer them for download, and the API explorers' data under /explorer/. Emitted through the client bundler,
 * so `npm start` serves them as the build does.
 */
export default function referencePlugin(_context: LoadContext): Plugin {
  return {
    name,
    // Loading compiles the contracts (on a worker thread, beside the docs loading): a broken interface
    // fails the build here, with solc's message.
    loadContent: async () => {
      await loadReferenceInParallel();
    },
    getPathsToWatch: () => [path.join(referenceDir, '**', '*')],
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const bundle = loadReference();
      const files = [
        ...[...publishedFiles(bundle)].map(([file, text]) => [`${publishedReferencePath}/${file}`, text] as const),
        ...explorerFiles(bundle),
      ];
      return {plugins: [emitAssets(name, files)]};
    },
  };
}
