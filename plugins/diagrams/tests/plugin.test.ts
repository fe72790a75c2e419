import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';
import {repoRoot} from '@site/tests/support/paths';
import {loadThemeAliases} from '@docusaurus/core/lib/webpack/aliases/index.js';
import diagramsPlugin from '../index';
import {diagramDir} from '../diagramKey';
import {builtPages, type BuildProps} from '../../support/builtSite';

const read = (...parts: string[]) => fs.readFileSync(path.join(repoRoot, 'node_modules', ...parts), 'utf8');

describe('the diagrams plugin in the build', () => {
  it('replaces theme-mermaid’s Mermaid, and draws the pages before any other plugin’s postBuild reads them', () => {
    // A later plugin's theme shadows an earlier one's; Docusaurus starts each postBuild in the config's order without
    // waiting for the one before (executePluginsPostBuild, pinned below), and this plugin's is synchronous.
    const order = config.plugins!;
    expect(order.slice(0, order.indexOf(diagramsPlugin))).toEqual(['@docusaurus/theme-mermaid']);
    expect(config.themes ?? []).not.toContain('@docusaurus/theme-mermaid');
    expect(fs.existsSync(path.join(diagramsPlugin().getThemePath!(), 'Mermaid', 'index.tsx'))).toBe(true);
  });

  it('emits every drawing under /diagrams/ from the client bundle, and none from the server one', async () => {
    const emitted = async (isServer: boolean) => {
      const names: string[] = [];
      const emitting: Promise<void>[] = [];
      const configure = diagramsPlugin().configureWebpack!.bind(undefined) as (...args: unknown[]) => {
        plugins?: {apply(compiler: unknown): void}[];
      };
      const compilation = {
        emitAsset: (name: string) => names.push(name),
        hooks: {processAssets: {tapPromise: (_options: unknown, run: () => Promise<void>) => emitting.push(run())}},
      };
      const compiler = {
        webpack: {Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: 0}, sources: {RawSource: class {}}},
        hooks: {thisCompilation: {tap: (_name: string, run: (made: typeof compilation) => void) => run(compilation)}},
      };
      for (const plugin of configure({}, isServer).plugins ?? []) plugin.apply(compiler);
      await Promise.all(emitting);
      return names;
    };
    const drawings = fs.readdirSync(path.join(__dirname, '..', 'drawings')).filter((file) => file.endsWith('.svg'));
    expect(drawings.length).toBeGreaterThan(100);
    expect((await emitted(false)).sort()).toEqual(drawings.map((file) => `${diagramDir}/${file}`).sort());
    expect(await emitted(true)).toEqual([]);
  });

  it('writes each drawing into its page when postBuild returns', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    try {
      const [drawn] = fs.readdirSync(path.join(__dirname, '..', 'drawings'));
      const key = drawn!.slice(0, -'.svg'.length);
      fs.writeFileSync(path.join(outDir, 'index.html'), `<div data-diagram="${key}"><pre>graph LR</pre></div>`);
      const postBuild = diagramsPlugin().postBuild!.bind(undefined) as (props: BuildProps) => unknown;
      const build = {outDir, routesPaths: ['/']};
      expect(postBuild(build)).toBeUndefined();
      const svg = fs.readFileSync(path.join(__dirname, '..', 'drawings', drawn!), 'utf8');
      expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain(svg);
      // The later steps of the same build read the drawn page from the shared read, not the source.
      expect(builtPages({...build}).find((page) => page.file === 'index.html')?.html).toContain(svg);
    } finally {
      fs.rmSync(outDir, {recursive: true});
    }
  });
});

describe('Docusaurus internals the plugin relies on', () => {
  it('core: every postBuild starts in plugin order, none waiting for the one before', () => {
    expect(read('@docusaurus/core', 'lib', 'commands', 'build', 'buildLocale.js')).toMatch(
      /async function executePluginsPostBuild\([\s\S]*?await Promise\.all\(plugins\.map\(async \(plugin\) => \{/,
    );
  });

  it('core: a plugin’s theme shadows the themes before it, so @theme/Mermaid is this plugin’s', async () => {
    // As Docusaurus orders them: the preset's theme, then the config's plugins (theme-mermaid, then this one).
    const themeDir = (name: string) => path.join(repoRoot, 'node_modules', '@docusaurus', name, 'lib', 'theme');
    const plugins = [themeDir('theme-classic'), themeDir('theme-mermaid'), diagramsPlugin().getThemePath!()].map(
      (dir) => ({path: repoRoot, getThemePath: () => dir}),
    );
    const aliases = await loadThemeAliases({siteDir: repoRoot, plugins: plugins as never});
    expect(aliases['@theme/Mermaid']).toBe(path.join(diagramsPlugin().getThemePath!(), 'Mermaid', 'index.tsx'));
  });

  it('theme-mermaid’s own Mermaid, which theme/Mermaid loads under `npm start`, is where it imports it from', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', 'theme', 'Mermaid', 'index.tsx'), 'utf8');
    const [, imported] = /import\('(@docusaurus\/theme-mermaid\/[^']+)'\)/.exec(source) ?? [];
    expect(imported).toBe('@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js');
    expect(read('@docusaurus/theme-mermaid', 'lib', 'theme', 'Mermaid', 'index.js')).toMatch(
      /export default function Mermaid\(/,
    );
  });

  it('theme-mermaid’s container class, which the plugin writes around each drawing', () => {
    expect(read('@docusaurus/theme-mermaid', 'lib', 'client', 'index.js')).toContain(
      "MermaidContainerClassName = 'docusaurus-mermaid-container'",
    );
  });
});
