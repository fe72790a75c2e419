/**
 * A quick check of docs pages without a full build, for the writing loop:
 *   npx tsx scripts/check-pages.mts docs/assets/how-tos/index.mdx docs/engage
 * It compiles each page as MDX with the reference directives rendered, and checks its front matter
 * (title, description, tags from docs/tags.yml) and its /docs links against the files under docs/.
 * The production build stays the authority; this only finds the common mistakes in seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {parse as parseYaml} from 'yaml';
import * as referenceModule from '../plugins/reference/remark';
import {docsRoutes} from '../tests/support/docsRoutes';

// The plugin is a CommonJS TypeScript module: from ESM its default export sits one level down.
const remarkReference =
  (referenceModule.default as unknown as {default?: typeof referenceModule.default}).default ?? referenceModule.default;
const siteDir = path.resolve(import.meta.dirname, '..');
const docsDir = path.join(siteDir, 'docs');
const knownTags = new Set(Object.keys(parseYaml(fs.readFileSync(path.join(docsDir, 'tags.yml'), 'utf8')) as object));

function pagesOf(argument: string): string[] {
  const full = path.resolve(argument);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
    .map((file) => path.join(full, file));
}

async function checkPage(file: string, routes: Set<string>): Promise<string[]> {
  const source = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const problems: string[] = [];
  const frontMatter = (match ? parseYaml(match[1]) : {}) as {title?: string; description?: string; tags?: string[]};
  if (!frontMatter.title) problems.push('front matter has no title');
  if (!frontMatter.description) problems.push('front matter has no description');
  for (const tag of frontMatter.tags ?? [])
    if (!knownTags.has(tag)) problems.push(`tag "${tag}" is not in docs/tags.yml`);
  const body = match ? source.slice(match[0].length) : source;
  for (const [, link] of body.replace(/^```[\s\S]*?^```/gm, '').matchAll(/\]\((\/docs\/[^)#\s]*)/g)) {
    if (!routes.has(link.replace(/\/$/, ''))) problems.push(`link to ${link} matches no page or category`);
  }
  try {
    await compile(
      {value: body, path: file},
      {remarkPlugins: [remarkGfm, remarkDirective, [remarkReference, {docsDir}]]},
    );
  } catch (error) {
    problems.push(`does not compile: ${(error as Error).message}`);
  }
  return problems;
}

async function main() {
  const files = process.argv.slice(2).flatMap(pagesOf);
  if (files.length === 0) throw new Error('Name the pages or folders to check, e.g. docs/engage');
  const routes = docsRoutes();
  let failed = 0;
  for (const file of files) {
    const problems = await checkPage(file, routes);
    if (problems.length > 0) failed++;
    console.log(
      `${problems.length === 0 ? 'ok  ' : 'FAIL'} ${path.relative(siteDir, file)}${problems.map((problem) => `\n     - ${problem}`).join('')}`,
    );
  }
  console.log(`\n${files.length - failed} of ${files.length} pages pass`);
  process.exitCode = failed > 0 ? 1 : 0;
}

void main();
