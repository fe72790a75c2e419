import fs from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Root} from 'mdast';
import {markdownUrl} from '../../src/lib/markdownUrl';
import {categoryMarkdown, llmsFullTxt, llmsTxt} from './llmsFiles';
import {docPages, pagesBySection} from './pages';
import {markdownConverter} from './toMarkdown';

/** Each doc's tree as the MDX loader had it after the reference plugin, so the export parses nothing twice. */
const keptTrees = new Map<string, Root>();

/** A deep copy without source positions and ESTree programs, which the Markdown does not need. */
function copyTree<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyTree) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'position' && key !== 'estree')
      .map(([key, entry]) => [key, copyTree(entry)]),
  ) as T;
}

/** Runs right after the reference plugin in the docs' MDX pipeline and keeps a copy of the tree. */
export function remarkKeepDocTrees() {
  return (root: Root, file: {path?: string}) => {
    if (file.path) keptTrees.set(file.path, copyTree(root));
  };
}

/** The tree remarkKeepDocTrees kept for a doc file, if the MDX loader has compiled it. */
export const keptDocTree = (file: string): Root | undefined => keptTrees.get(file);

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * Writes, after the build, every docs page as Markdown at its permalink + `.md`, `llms.txt` (an index
 * of them by section) and `llms-full.txt` (all of them), for AI assistants and tools.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl} = context;
  const {url: siteUrl} = context.siteConfig;
  return {
    name: 'assetra-llms-txt',
    postBuild({outDir, plugins}) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content as
        LoadedContent | undefined;
      const version = docs?.loadedVersions.find((candidate) => candidate.isLast);
      if (!version) throw new Error('llms-txt: no docs were loaded');
      const converter = markdownConverter({siteDir, siteUrl, baseUrl});
      let parsedAgain = 0;
      const treeOf = (file: string): Root => {
        const kept = keptDocTree(file);
        if (kept) return kept;
        parsedAgain += 1;
        return converter.parse(file);
      };
      const pages = docPages(version);
      const written = pages.map((page) => {
        const pageUrl = `${siteUrl}${page.permalink}`;
        const file = page.doc && path.join(siteDir, page.doc.source.replace(/^@site\//, ''));
        const description = page.doc?.frontMatter.description;
        const markdown = page.doc
          ? converter.toMarkdown({file: file!, tree: treeOf(file!), pageUrl, title: page.title, description}, treeOf)
          : categoryMarkdown(page, siteUrl);
        const target = path.join(outDir, markdownUrl(page.permalink).slice(baseUrl.length));
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, markdown);
        return {url: pageUrl, markdown};
      });
      const index = llmsTxt(pagesBySection(pages), siteUrl, baseUrl);
      const full = llmsFullTxt(written);
      fs.writeFileSync(path.join(outDir, 'llms.txt'), index);
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), full);
      keptTrees.clear();
      const {user, system} = process.cpuUsage(cpuBefore);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      console.log(
        `[llms-txt] ${written.length} pages as Markdown (${parsedAgain} parsed again), llms.txt ${kib(Buffer.byteLength(index))}, llms-full.txt ${kib(Buffer.byteLength(full))}, in ${seconds} s (CPU ${((user + system) / 1e6).toFixed(2)} s)`,
      );
    },
  };
}
