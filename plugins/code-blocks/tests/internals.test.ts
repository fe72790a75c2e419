import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '@site/tests/support/paths';
import {loadThemeAliases} from '@docusaurus/core/lib/webpack/aliases/index.js';
import {codeBlockUtilsPath} from '../lineParsing';
import codeBlocksPlugin from '../index';

// The Docusaurus internals this plugin relies on (ARCHITECTURE.md, "Code blocks highlighted at build time"). After an
// upgrade this names what moved, instead of a page failing in a way no test names.

const themeClassic = path.join(repoRoot, 'node_modules', '@docusaurus', 'theme-classic');
/** What the plugin reads of its context: where it writes the token stylesheet. */
const fakeContext = {generatedFilesDir: path.join(os.tmpdir(), 'code-blocks-internals')} as never;
const read = (...parts: string[]) => fs.readFileSync(path.join(themeClassic, ...parts), 'utf8');

/** The class names a CSS module of the classic theme defines. */
const moduleClasses = (file: string) =>
  new Set([...read('lib', 'theme', file).matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]));

describe('Docusaurus internals the code blocks rely on are where they expect them', () => {
  it.each([
    [
      'CodeBlock/Content/styles.module.css',
      [
        'codeBlockContent',
        'codeBlockTitle',
        'codeBlock',
        'codeBlockLines',
        'codeBlockLinesWithNumbering',
        'buttonGroup',
      ],
    ],
    ['CodeBlock/Container/styles.module.css', ['codeBlockContainer']],
    ['CodeBlock/WordWrapButton/styles.module.css', ['wordWrapButtonIcon', 'wordWrapButtonEnabled']],
    [
      'CodeBlock/CopyButton/styles.module.css',
      ['copyButtonCopied', 'copyButtonIcons', 'copyButtonIcon', 'copyButtonSuccessIcon'],
    ],
  ])('theme-classic/lib/theme/%s: classes theme/CodeBlock uses', (file, classes) => {
    const defined = moduleClasses(file);
    expect(classes.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('the plugin’s CodeBlock and prism-include-languages shadow theme-classic’s, and src/theme has neither', async () => {
    // As Docusaurus orders themes: the preset's first, then the config's plugins; the site's src/theme above all.
    const themeDir = path.join(__dirname, '..', 'theme');
    const plugins = [path.join(themeClassic, 'lib', 'theme'), themeDir].map((dir) => ({
      path: repoRoot,
      getThemePath: () => dir,
    }));
    const aliases = await loadThemeAliases({siteDir: repoRoot, plugins: plugins as never});
    expect(aliases['@theme/CodeBlock']).toBe(path.join(themeDir, 'CodeBlock', 'index.tsx'));
    expect(aliases['@theme/prism-include-languages']).toBe(path.join(themeDir, 'prism-include-languages.ts'));
    expect(codeBlocksPlugin(fakeContext).getThemePath!()).toBe(themeDir);
  });

  it('theme-classic’s start-up module is the one importer of prism-react-renderer the bundles reach', () => {
    // The plugin aliases the package to an empty Prism (noHighlighter.ts): a new importer would get undefined.
    const importers = ['theme-classic', 'theme-common'].flatMap((name) => {
      const lib = path.join(repoRoot, 'node_modules', '@docusaurus', name, 'lib');
      return fs
        .readdirSync(lib, {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.js'))
        .filter((file) => /from ['"]prism-react-renderer['"]/.test(fs.readFileSync(path.join(lib, file), 'utf8')))
        .map((file) => `${name}/lib/${file}`);
    });
    // CodeBlock/Content/String is theme-classic's CodeBlock's own part, which the plugin's CodeBlock replaces whole.
    expect(importers.sort()).toEqual([
      'theme-classic/lib/prism-include-languages.js',
      'theme-classic/lib/theme/CodeBlock/Content/String.js',
    ]);
    expect(read('lib', 'index.js')).toContain("'./prism-include-languages'");
    expect(read('lib', 'prism-include-languages.js')).toContain("from '@theme/prism-include-languages'");
  });

  it('the theme-common file the code block parsing is loaded from exists', () => {
    expect(fs.existsSync(codeBlockUtilsPath)).toBe(true);
  });
});
