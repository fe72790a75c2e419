import type {Plugin} from '@docusaurus/types';

/**
 * The server bundle runs once, in Node, to render the pages, and Docusaurus makes it one chunk of every page's
 * modules: joining those modules into one scope (module concatenation) makes nothing faster there, and it was the
 * largest span of Rspack's own work (bench/README.md, "Stop 88").
 */
export default function serverBundlePlugin(): Plugin {
  return {
    name: 'assetra-server-bundle',
    configureWebpack: (_config, isServer) => (isServer ? {optimization: {concatenateModules: false}} : {}),
  };
}
