import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchSettings, type SearchBackendConfig} from '../../src/data/search';
import {buildShardedIndex} from '../../src/search/sharded/build';
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
      const folder = path.join(outDir, searchSettings.localIndexDir);
      let bytes = 0;
      const files = buildShardedIndex(records);
      for (const [name, content] of files) {
        const target = path.join(folder, name);
        const json = JSON.stringify(content);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, json);
        bytes += json.length;
      }
      console.log(`[search] ${records.length} records indexed into ${files.size} files under ${searchSettings.localIndexDir}/ (${(bytes / 1024).toFixed(0)} KiB)`);
    },
  };
}
