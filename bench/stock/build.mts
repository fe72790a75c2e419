/**
 * Builds stock Docusaurus (the classic template's settings, Rspack, the site's Docusaurus and React
 * versions) over the same text as this site: every docs page's Markdown export from build/ copied into
 * its docs/. Run `npm run build` first; then compare the two with
 * `npm run bench:compare -- site=build stock=bench/.stock-site/build`.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {siteRoot} from '../support/serveBuild.mjs';
import {filesUnder} from '../../tests/support/builtSite';

const stockDir = path.join(siteRoot, 'bench', '.stock-site');
const builtDocs = path.join(siteRoot, 'build', 'docs');
if (!fs.existsSync(builtDocs)) throw new Error('No build/docs: run `npm run build` first.');

fs.rmSync(stockDir, {recursive: true, force: true});
fs.mkdirSync(path.join(stockDir, 'docs'), {recursive: true});
fs.symlinkSync(path.join(siteRoot, 'node_modules'), path.join(stockDir, 'node_modules'), 'dir');
fs.writeFileSync(path.join(stockDir, 'package.json'), JSON.stringify({name: 'stock-docusaurus', private: true}));

const config = `import {darkCodeTheme, lightCodeTheme, extraCodeLanguages} from '../../config/prism';
export default {
  title: 'Stock Docusaurus',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  future: {experimental_faster: true},
  markdown: {format: 'detect'},
  presets: [['classic', {docs: {sidebarPath: undefined}, blog: false}]],
  themeConfig: {prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: extraCodeLanguages}},
};
`;
fs.writeFileSync(path.join(stockDir, 'docusaurus.config.ts'), config);

let copied = 0;
for (const file of filesUnder(builtDocs)) {
  // Category index exports are pages Docusaurus generates; stock Docusaurus makes its own.
  if (!file.endsWith('.md') || file.startsWith('category/')) continue;
  const target = path.join(stockDir, 'docs', file);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.copyFileSync(path.join(builtDocs, file), target);
  copied++;
}
console.log(`Copied ${copied} Markdown exports into ${path.relative(siteRoot, stockDir)}/docs; building…`);
execFileSync('npx', ['docusaurus', 'build', stockDir, '--out-dir', path.join(stockDir, 'build')], {
  cwd: siteRoot,
  stdio: 'inherit',
});
