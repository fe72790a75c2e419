import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtPages} from '../support/builtSite';
import {declaredConnectSources} from '../support/connectSources';
import {headersFile} from './formats';
import {inlineScriptHashes} from './inlineScripts';
import {markdownContentTypes, securityHeaders} from './policy';

/** Writes `_headers` for static hosts, with a CSP made for exactly what this build's pages run. */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'assetra-security-headers',
    postBuild(props) {
      const {outDir} = props;
      const hashes = inlineScriptHashes(builtPages(props));
      const headers = securityHeaders({
        inlineScriptHashes: hashes,
        connectSources: declaredConnectSources(props.plugins),
      });
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(headers, markdownContentTypes(context.baseUrl)));
      console.log(
        `[security-headers] _headers written: ${headers.length} headers, ${hashes.length} inline script hashes in the CSP`,
      );
    },
  };
}
