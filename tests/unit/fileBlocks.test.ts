import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentPages, pageCodeBlocks} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';

/**
 * A code block titled with the path of a file in this repository (`title="docs/resources/_category_.json"`) shows that
 * file whole: its lines are the file's lines, in order and as indented, none left out (blank lines aside). A shortened
 * block says so in its title (`title="<path> (excerpt)"`), and each of its lines is then a line of the file, in order
 * (indentation aside).
 */

const excerptMark = ' (excerpt)';

const titleOf = (meta: string | null | undefined) => /title="([^"]+)"/.exec(meta ?? '')?.[1];

// A whole file keeps its indentation (YAML and JSON mean it); an excerpt may take a nested part out to the margin.
// Trailing spaces and blank lines never count.
const textLines = (text: string, keepIndent = true) =>
  text
    .split('\n')
    .map((line) => (keepIndent ? line.trimEnd() : line.trim()))
    .filter((line) => line !== '');

/** The excerpt's lines the file lacks, or has in another order. */
function linesNotInFile(excerpt: string, file: string): string[] {
  const kept = textLines(file, false);
  let from = 0;
  return textLines(excerpt, false).filter((line) => {
    const at = kept.indexOf(line, from);
    if (at < 0) return true;
    from = at + 1;
    return false;
  });
}

/** Where the block and the file part: the first line that differs, marked with the side it comes from. */
function differences(block: string, file: string): string[] {
  const shown = textLines(block);
  const kept = textLines(file);
  const at = shown.findIndex((line, index) => line !== kept[index]);
  if (at >= 0) return [`block: ${shown[at]}`, `file: ${kept[at] ?? '(end of file)'}`];
  return shown.length < kept.length ? [`block: (end of block)`, `file: ${kept[shown.length]}`] : [];
}

const titledBlocks = contentPages(repoRoot).flatMap((page) =>
  pageCodeBlocks(repoRoot, page).map((block) => {
    const title = titleOf(block.meta) ?? '';
    const excerpt = title.endsWith(excerptMark);
    return {page, block, excerpt, file: excerpt ? title.slice(0, -excerptMark.length) : title};
  }),
);
const isRepoFile = (file: string) => file !== '' && !file.endsWith('/') && fs.existsSync(path.join(repoRoot, file));
/** A title that starts with one of the repository's folders names a file of it, which must then exist. */
const repoFolders = fs
  .readdirSync(repoRoot, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => `${entry.name}/`);
// A title with a placeholder (`docs/<section>/<page>.mdx`) names the pattern of a file, not one file.
const namesRepoFile = (file: string) => !file.includes('<') && repoFolders.some((folder) => file.startsWith(folder));
const named = (blocks: typeof titledBlocks) =>
  blocks.map(({page, block, file}) => [`${page}:${block.position?.start.line} ${file}`, block.value, file] as const);
const fileBlocks = titledBlocks.filter(({file, excerpt}) => !excerpt && isRepoFile(file));
const excerptBlocks = titledBlocks.filter(({file, excerpt}) => excerpt && isRepoFile(file));
const readRepoFile = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

describe('a block titled with a file of this repository shows that file', () => {
  it('finds such blocks, whole and excerpts', () => {
    expect(fileBlocks.length).toBeGreaterThanOrEqual(1);
    expect(excerptBlocks.length).toBeGreaterThanOrEqual(1);
  });

  it('every title that names a file under a folder of this repository names one that exists', () => {
    const missing = titledBlocks
      .filter(({file}) => namesRepoFile(file) && !isRepoFile(file))
      .map(({page, block, file}) => `${page}:${block.position?.start.line} ${file}`);
    expect(missing).toEqual([]);
  });

  it.each(named(fileBlocks))('%s shows the whole file', (_name, value, file) => {
    expect(differences(value, readRepoFile(file))).toEqual([]);
  });

  it.each(named(excerptBlocks))('%s (excerpt) shows lines of the file, in order', (_name, value, file) => {
    expect(linesNotInFile(value, readRepoFile(file))).toEqual([]);
  });

  it("names the line that differs (the guide's shortened _category_.json)", () => {
    const file = '{\n  "label": "Resources",\n  "link": {\n    "title": "Resources",\n    "description": "…"\n  }\n}\n';
    expect(differences('{\n  "label": "Resources",\n  "link": {\n    "title": "Resources"\n  }\n}', file)).toEqual([
      'block:     "title": "Resources"',
      'file:     "title": "Resources",',
    ]);
  });

  it("names a block that shows one line of a longer file (the guide's lend.mdx directive)", () => {
    expect(differences('::openapi-operations{api="pools" tag="Lend"}', '---\ntitle: Lend\n---\n\n::openapi')).toEqual([
      'block: ::openapi-operations{api="pools" tag="Lend"}',
      'file: ---',
    ]);
  });
});
