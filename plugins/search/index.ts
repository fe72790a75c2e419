import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import type {DeclaresConnectSources} from '../support/connectSources';
import {runTypeScriptWorker} from '../support/typeScriptWorker';
import {algoliaReadHosts, searchBackend} from './backend';
import type {IndexJob, IndexSummary} from './indexWorker';
import {oversizeWarning} from './oversize';
import {keyboardHint, searchSettings, type SearchBackendConfig, type SearchGlobalData} from './settings';

/** Builds the index in a worker thread and resolves with its summary once the worker has exited cleanly. */
async function runIndexWorker(job: IndexJob): Promise<IndexSummary> {
  let summary: IndexSummary | undefined;
  await runTypeScriptWorker<IndexSummary>(
    path.join(__dirname, 'indexWorker.ts'),
    job,
    (message) => (summary = message),
  );
  if (!summary) throw new Error('The search worker exited before writing the index');
  return summary;
}

/**
 * Site search, as one folder: the search bar and the /search page are this plugin's theme (theme/, the page's route
 * added here); engine/ is the Algolia-compatible client over the sharded offline index, shared by the browser and the
 * index build; after the build, a worker thread writes that index from the HTML readers actually get.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  // Chosen from ALGOLIA_* at build time; a half-set pair fails here, naming what to set.
  const backend: SearchBackendConfig = searchBackend();
  return {
    name: searchSettings.pluginName,
    getThemePath: () => path.join(__dirname, 'theme'),
    // Hosted search reads from Algolia's hosts: the CSP's connect-src lists them (plugins/support/connectSources).
    loadContent: (): DeclaresConnectSources => ({
      connectSources: backend.mode === 'algolia' ? algoliaReadHosts(backend.appId) : [],
    }),
    contentLoaded({actions}) {
      actions.setGlobalData({backend, keyboardHint} satisfies SearchGlobalData);
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, searchSettings.searchPagePath]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    async postBuild({outDir}) {
      // Hosted search answers from Algolia (fed by npm run search:push); no embedded index to serve.
      if (backend.mode === 'algolia') return;
      const started = performance.now();
      const {records, pages, files, bytes} = await runIndexWorker({outDir});
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      console.log(
        `[search] ${records} records indexed into ${files} files under ${searchSettings.localIndexDir}/ (${(bytes / 1024).toFixed(0)} KiB) in ${seconds} s in a worker thread`,
      );
      const warning = oversizeWarning(pages);
      if (warning) console.warn(warning);
    },
  };
}
