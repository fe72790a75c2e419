import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchSettings, type SearchBackendConfig} from '../../src/data/search';
import {startTypeScriptWorker} from '../support/typeScriptWorker';
import type {IndexJob, IndexSummary} from './indexWorker';

/** Builds the index in a worker thread and resolves with its summary once the worker has exited cleanly. */
function runIndexWorker(job: IndexJob): Promise<IndexSummary> {
  return new Promise((resolve, reject) => {
    let summary: IndexSummary | undefined;
    const worker = startTypeScriptWorker(path.join(__dirname, 'indexWorker.ts'), job);
    worker.on('message', (message: IndexSummary) => (summary = message));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0 || !summary) reject(new Error(`The search-index worker exited with code ${code}${summary ? '' : ' before writing the index'}`));
      else resolve(summary);
    });
  });
}

/** Writes the embedded search index after the build, from the HTML readers actually get. */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const backend = context.siteConfig.customFields?.search as SearchBackendConfig | undefined;
  return {
    name: 'assetra-search-index',
    async postBuild({outDir}) {
      // Hosted search answers from Algolia (fed by npm run search:push); no embedded index to serve.
      if (backend?.mode === 'algolia') return;
      const {records, files, bytes} = await runIndexWorker({outDir});
      console.log(`[search] ${records} records indexed into ${files} files under ${searchSettings.localIndexDir}/ (${(bytes / 1024).toFixed(0)} KiB) in a worker thread`);
    },
  };
}
