/**
 * Build-time highlighters side by side on every fenced code block of the docs, blog and pages: the
 * site's Prism path (plugins/code-blocks) and Shiki with dual themes (installed on demand into
 * bench/.peers, outside the lock file). Prints time, output bytes and which languages each covers.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {highlightCode, isHighlighted} from '../../plugins/code-blocks/highlight';
import {contentPages, pageCodeBlocks} from '../../scripts/support/pageCodeBlocks';
import {printTable} from '../support/figures.mjs';
import {siteRoot} from '../support/serveBuild.mjs';

const shikiVersion = '4.6.0';
const peers = path.join(siteRoot, 'bench', '.peers');
const shikiEntry = path.join(peers, 'node_modules', 'shiki', 'dist', 'index.mjs');
if (!fs.existsSync(shikiEntry)) {
  console.log('Installing the Shiki peer into bench/.peers (npm registry)…');
  fs.mkdirSync(peers, {recursive: true});
  execFileSync('npm', ['install', '--prefix', peers, '--no-save', '--no-audit', '--no-fund', `shiki@${shikiVersion}`], {
    stdio: 'ignore',
  });
}
/** The part of Shiki's API this uses (typed here: Shiki is not a dependency of the site). */
interface Shiki {
  bundledLanguages: Record<string, unknown>;
  createHighlighter(options: {themes: string[]; langs: string[]}): Promise<{
    codeToHtml(code: string, options: {lang: string; themes: {light: string; dark: string}}): string;
  }>;
}
const shiki = (await import(pathToFileURL(shikiEntry).href)) as Shiki;

const blocks = contentPages(siteRoot)
  .flatMap((page) => pageCodeBlocks(siteRoot, page))
  .filter((block) => block.lang !== 'mermaid')
  .map((block) => ({language: block.lang?.toLowerCase() ?? 'text', code: block.value.replace(/\n$/, '')}));
const languages = [...new Set(blocks.map((block) => block.language))].sort();

const time = <T,>(work: () => T): [T, number] => {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const [prismHtml, prismMs] = time(() =>
  blocks.map(({code, language}) => highlightCode(code, {language, lineClassNames: {}, showLineNumbers: false})),
);

const shikiLanguages = languages.filter((language) => language !== 'text' && language in shiki.bundledLanguages);
const [highlighter, shikiLoadMs] = await (async () => {
  const started = performance.now();
  const loaded = await shiki.createHighlighter({themes: ['github-light', 'dracula'], langs: shikiLanguages});
  return [loaded, performance.now() - started] as const;
})();
const [shikiHtml, shikiMs] = time(() =>
  blocks.map(({code, language}) =>
    highlighter.codeToHtml(code, {
      lang: shikiLanguages.includes(language) ? language : 'text',
      themes: {light: 'github-light', dark: 'dracula'},
    }),
  ),
);

const bytes = (htmls: string[]) => htmls.reduce((sum, html) => sum + Buffer.byteLength(html), 0);
const gzipBytes = (htmls: string[]) => gzipSync(htmls.join('')).length;
printTable(
  ['highlighter', 'set-up', 'all blocks', 'HTML', 'HTML gzip', 'languages without a grammar'],
  [
    [
      'Prism at build time (the site)',
      '—',
      `${prismMs.toFixed(0)} ms`,
      kib(bytes(prismHtml)),
      kib(gzipBytes(prismHtml)),
      languages.filter((language) => language !== 'text' && !isHighlighted(language)).join(', ') || 'none',
    ],
    [
      'Shiki, dual themes',
      `${shikiLoadMs.toFixed(0)} ms`,
      `${shikiMs.toFixed(0)} ms`,
      kib(bytes(shikiHtml)),
      kib(gzipBytes(shikiHtml)),
      languages.filter((language) => language !== 'text' && !shikiLanguages.includes(language)).join(', ') || 'none',
    ],
  ],
);
console.log(
  `\n${blocks.length} fenced blocks in ${languages.length} languages (${languages.join(', ')}). Shiki's HTML includes its <pre> and inline colour variables; the site's is the inner HTML of <code> with classes.`,
);
