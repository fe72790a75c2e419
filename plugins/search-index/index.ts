import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchSettings, type SearchBackendConfig} from '../../src/data/search';
import {encodeIndex} from '../../src/search/indexFile';
import {collectRecords} from './collectRecords';

/** Writes the embedded search index after the build, from the HTML readers actually get. */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const backend = context.siteConfig.customFields?.search as SearchBackendConfig | undefined;
  return {
    name: 'assetra-search-index',
    async postBuild({outDir}) {
      // Hosted search answers from Algolia (fed by npm run search:push); no embedded index to serve.
      if (backend?.mode === 'algolia') return;
      const records = collectRecords(outDir);
      const file = encodeIndex(records);
      const target = path.join(outDir, searchSettings.localIndexPath);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, JSON.stringify(file));
      console.log(`[search] ${records.length} records indexed into ${path.relative(outDir, target)} (${(fs.statSync(target).size / 1024).toFixed(0)} KiB)`);
    },
  };
}
