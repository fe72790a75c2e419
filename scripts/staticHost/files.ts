import fs from 'node:fs';
import path from 'node:path';
import {fileCandidates} from '@site/plugins/support/builtSite';

/** The file a static host sends for a site path (the build's one rule, `fileCandidates`): the page, or the 404 page. */
export function servedFile(root: string, sitePath: string): {file: string; found: boolean} {
  const file = fileCandidates(sitePath)
    .map((candidate) => path.join(root, candidate))
    .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return file ? {file, found: true} : notFound(root);
}

/** What a host sends for a path no file answers: the site's 404 page. */
export function notFound(root: string): {file: string; found: false} {
  return {file: path.join(root, '404.html'), found: false};
}
