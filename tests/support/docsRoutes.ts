import fs from 'node:fs';
import path from 'node:path';
import {pageRoute} from '@site/plugins/reference/placements';
import {generatedIndexes} from './categories';
import {docsDir} from './paths';

/**
 * Every docs route a link may point at, without a trailing slash: page routes, front-matter slugs and category slugs.
 */
export function docsRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const file of fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(file) || path.basename(file).startsWith('_')) continue;
    routes.add(pageRoute(file, fs.readFileSync(path.join(docsDir, file), 'utf8')).replace(/\/$/, ''));
  }
  for (const {slug} of generatedIndexes()) routes.add(`/docs${slug}`);
  return routes;
}
