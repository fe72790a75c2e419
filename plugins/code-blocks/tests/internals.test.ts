import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '@site/tests/support/paths';
import {codeBlockUtilsPath, containsLineNumbers, parseCodeBlockTitle, parseLines} from '../lineParsing';

// The Docusaurus internals this plugin relies on (ARCHITECTURE.md, "Code blocks highlighted at build time"). After an
// upgrade this names what moved, instead of a page failing in a way no test names.

const themeClassic = path.join(repoRoot, 'node_modules', '@docusaurus', 'theme-classic');
const read = (...parts: string[]) => fs.readFileSync(path.join(themeClassic, ...parts), 'utf8');

/** The class names a CSS module of the classic theme defines. */
const moduleClasses = (file: string) =>
  new Set([...read('lib', 'theme', file).matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]));

describe('Docusaurus internals the code blocks rely on are where they expect them', () => {
  it('theme-common/lib/utils/codeBlockUtils.js: the theme’s code block parsing', () => {
    expect(fs.existsSync(codeBlockUtilsPath)).toBe(true);
    expect([parseLines, parseCodeBlockTitle, containsLineNumbers].map((fn) => typeof fn)).toEqual([
      'function',
      'function',
      'function',
    ]);
  });

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

  it('theme-classic has the theme component prism-include-languages, which theme/ replaces', () => {
    expect(fs.existsSync(path.join(themeClassic, 'lib', 'theme', 'prism-include-languages.js'))).toBe(true);
  });

  it('theme-classic’s start-up module is the only importer of prism-react-renderer besides the CodeBlock replaced', () => {
    expect(read('lib', 'index.js')).toContain("'./prism-include-languages'");
    const startup = read('lib', 'prism-include-languages.js');
    expect(startup).toContain("from 'prism-react-renderer'");
    expect(startup).toContain("from '@theme/prism-include-languages'");
  });
});
