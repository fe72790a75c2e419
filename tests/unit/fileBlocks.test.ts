import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentPages, pageCodeBlocks} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';

/**
 * A code block titled with the path of a file in this repository (`title="docs/resources/_category_.json"`) shows that
 * file: each of its lines is a line of the file, in the file's order. A shortened block says so in its title
 * ("… (excerpt)"), which is then not a path.
 */

const titleOf = (meta: string | null | undefined) => /title="([^"]+)"/.exec(meta ?? '')?.[1];

/** The block's lines the file lacks, or has in another order. */
function linesNotInFile(block: string, file: string): string[] {
  const fileLines = file.split('\n').map((line) => line.trim());
  let from = 0;
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .filter((line) => {
      const at = fileLines.indexOf(line, from);
      if (at < 0) return true;
      from = at + 1;
      return false;
    });
}

const fileBlocks = contentPages(repoRoot).flatMap((page) =>
  pageCodeBlocks(repoRoot, page)
    .map((block) => ({page, block, file: titleOf(block.meta)}))
    .filter(({file}) => file !== undefined && fs.existsSync(path.join(repoRoot, file)) && !file.endsWith('/')),
);

describe('a block titled with a file of this repository shows that file', () => {
  it('finds such blocks', () => {
    expect(fileBlocks.length).toBeGreaterThanOrEqual(2);
  });

  it.each(fileBlocks.map(({page, block, file}) => [`${page}:${block.position?.start.line} ${file}`, block, file]))(
    '%s',
    (_name, block, file) => {
      const source = fs.readFileSync(path.join(repoRoot, file as string), 'utf8');
      expect(linesNotInFile((block as {value: string}).value, source)).toEqual([]);
    },
  );

  it("names the lines the file lacks (the guide's shortened _category_.json)", () => {
    const file = '{\n  "label": "Resources",\n  "link": {\n    "title": "Resources",\n    "description": "…"\n  }\n}\n';
    expect(linesNotInFile('{\n  "label": "Resources",\n  "link": {\n    "title": "Resources"\n  }\n}', file)).toEqual([
      '"title": "Resources"',
    ]);
  });
});
