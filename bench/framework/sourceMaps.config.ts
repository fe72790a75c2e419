/**
 * The site's config with source maps for the browser bundles, so `bench/framework/run.mts` can name the package
 * behind each byte and each millisecond of `main.js`:
 * `npx docusaurus build --config bench/framework/sourceMaps.config.ts --out-dir bench/.tmp/build-sm`.
 */
import type {Config, Plugin} from '@docusaurus/types';
import config from '../../docusaurus.config';

const sourceMaps = (): Plugin => ({
  name: 'bench-source-maps',
  configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'source-map'}),
});

export default {...config, plugins: [...(config.plugins ?? []), sourceMaps]} satisfies Config;
