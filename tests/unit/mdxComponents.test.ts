import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {providedComponents, unboundComponents} from '../support/mdxComponents';
import {repoRoot} from '../support/paths';

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(dir, file));
}

const pages = ['docs', 'blog', 'src/pages'].flatMap(mdxFiles);

describe('components on pages are imported or provided by MDXComponents', () => {
  it('reads the provided components from both MDXComponents files', () => {
    for (const name of ['Tabs', 'ApiExplorer', 'table', 'Details', 'Head']) expect(providedComponents).toContain(name);
  });

  it('names a component used without its import (the slip that broke the build of 187ddcd)', () => {
    const page =
      'import Tabs from \'@theme/Tabs\';\n\n# Uploads\n\nThe key is <UploadKey />, valid <Fact of="buildValidity" />.\n\n<Tabs />\n';
    expect(unboundComponents(page)).toEqual(['line 5: <UploadKey>']);
    expect(unboundComponents(`import UploadKey from '@site/src/components/UploadKey';\n\n${page}`)).toEqual([]);
    expect(unboundComponents('export const Note = () => null;\n\n<Note />\n')).toEqual([]);
  });

  it.each(pages)('%s', (page) => {
    expect(unboundComponents(fs.readFileSync(path.join(repoRoot, page), 'utf8'))).toEqual([]);
  });
});
