import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '@site/tests/support/paths';

// The theme markup the index reads from built pages, and the DocSearch classes the search UI writes
// (ARCHITECTURE.md, "Search"). After an upgrade this names what moved, instead of a search that quietly finds less.

const packageDir = (name: string) => path.join(repoRoot, 'node_modules', name);
const themeClassic = packageDir('@docusaurus/theme-classic');
const read = (...parts: string[]) => fs.readFileSync(path.join(...parts), 'utf8');

describe('Docusaurus and DocSearch internals search relies on are where it expects them', () => {
  it('theme-common’s class names that the index reads from built pages', () => {
    const classNames = read(packageDir('@docusaurus/theme-common'), 'lib', 'utils', 'ThemeClassNames.js');
    for (const name of ['docs-doc-page', 'theme-doc-markdown', 'theme-doc-breadcrumbs', 'blog-post-page', 'mdx-page'])
      expect(classNames).toContain(`'${name}'`);
    expect(read(themeClassic, 'lib', 'theme', 'DocItem', 'index.js')).toContain('`docs-doc-id-${');
    expect(read(themeClassic, 'lib', 'theme', 'DocBreadcrumbs', 'index.js')).toContain('itemProp="name"');
    expect(read(themeClassic, 'lib', 'theme', 'Heading', 'index.js')).toContain('className="hash-link"');
  });

  it('@docsearch/css styles every DocSearch class the search bar writes', () => {
    const styles = read(packageDir('@docsearch/css'), 'dist', 'style.css');
    const written = ['SearchButton.tsx', 'SearchModal.tsx'].flatMap((file) => [
      ...read(repoRoot, 'plugins', 'search', 'theme', 'SearchBar', file).matchAll(/\bDocSearch-[\w-]+/g),
    ]);
    const unstyled = [...new Set(written.map((match) => match[0]))].filter((name) => !styles.includes(`.${name}`));
    expect(written.length).toBeGreaterThan(0);
    expect(unstyled).toEqual([]);
  });
});
