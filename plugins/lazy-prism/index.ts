import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism and its extra languages in a client module, so every page paid
 * for the highlighter at startup (about 120 ms of a mid-range phone's main thread). This swaps that
 * module for an empty one; src/theme/CodeBlock/Highlighted registers them when a block first goes live.
 */
export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'assetra-lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, path.join(__dirname, 'noStartupLanguages.js'))],
      };
    },
  };
}
