import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchBackendConfig} from '../../src/data/search';
import {builtPages} from '../support/builtSite';
import {headersFile} from './formats';
import {inlineScriptHashes} from './inlineScripts';
import {markdownContentTypes, securityHeaders} from './policy';

/** Writes `_headers` for static hosts, with a CSP made for exactly what this build's pages run. */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  const search = context.siteConfig.customFields?.search as SearchBackendConfig | undefined;
  return {
    name: 'assetra-security-headers',
    postBuild(props) {
      const {outDir} = props;
      const hashes = inlineScriptHashes(builtPages(props));
      const headers = securityHeaders({
        inlineScriptHashes: hashes,
        algoliaAppId: search?.mode === 'algolia' ? search.appId : undefined,
      });
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(headers, markdownContentTypes(context.baseUrl)));
      console.log(
        `[security-headers] _headers written: ${headers.length} headers, ${hashes.length} inline script hashes in the CSP`,
      );
    },
  };
}
