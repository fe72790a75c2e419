import fs from 'node:fs';
import path from 'node:path';

/**
 * The one URL-to-file rule of every host the tests, benchmarks and link check use, as static hosts and `docusaurus
 * serve` resolve a path: a folder path takes its `index.html`; any other path the file itself, then `.html`, then
 * its folder's `index.html`. Build-relative, forward slashes; a path cannot climb out of the build.
 */
export function fileCandidates(sitePath: string): string[] {
  const relative = path.posix.normalize(`/${decodeURIComponent(sitePath)}`).slice(1);
  return relative === '' || relative.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}.html`, `${relative}/index.html`];
}

/** The file a static host sends for a site path: the page, or the site's 404 page. */
export function servedFile(root: string, sitePath: string): {file: string; found: boolean} {
  const file = fileCandidates(sitePath)
    .map((candidate) => path.join(root, candidate))
    .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return {file: file ?? path.join(root, '404.html'), found: file !== undefined};
}
