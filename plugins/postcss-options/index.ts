import type {Plugin} from '@docusaurus/types';

/**
 * Tells postcss-loader not to look for a PostCSS config file: Docusaurus passes its PostCSS plugins
 * inline and the site has none, yet the loader searched the folders of every stylesheet for one,
 * about 0.9 s of the build's main thread.
 */
export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'assetra-postcss-options',
    configurePostCss: (options) => ({...options, config: false}),
  };
}
