import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {importDefault} from '@site/plugins/support/mdast';

/** A page parsed as MDX, with the ESM syntax trees MDX compiles from. */
const parse = (mdx: string) => unified().use(remarkParse).use(remarkMdx).parse(mdx) as Root;

const imports = (tree: Root) =>
  tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => (node as {value: string}).value);

describe('importDefault (a build step imports the component it writes into the page)', () => {
  it('imports the name once, however often a step asks', () => {
    const tree = parse('Some text.\n');
    importDefault(tree, 'StaticHtml', '@theme/StaticHtml');
    importDefault(tree, 'StaticHtml', '@theme/StaticHtml');
    expect(imports(tree)).toEqual(['import StaticHtml from "@theme/StaticHtml";']);
  });

  it('leaves a page that already imports it from there as its default export', () => {
    const tree = parse("import StaticHtml from '@theme/StaticHtml';\n\nText.\n");
    importDefault(tree, 'StaticHtml', '@theme/StaticHtml');
    expect(imports(tree)).toHaveLength(1);
  });

  it('fails, saying what to rename, when the page binds the name otherwise', () => {
    for (const [page, says] of [
      ["import StaticHtml from './mine';\n", 'imports from ./mine its own StaticHtml'],
      ["import {StaticHtml} from '@theme/StaticHtml';\n", 'not as its default export'],
      ["import * as StaticHtml from '@theme/StaticHtml';\n", 'not as its default export'],
      ['export const StaticHtml = () => null;\n', 'declares its own StaticHtml'],
    ]) {
      expect(() => importDefault(parse(page!), 'StaticHtml', '@theme/StaticHtml'), page).toThrow(says);
      expect(() => importDefault(parse(page!), 'StaticHtml', '@theme/StaticHtml'), page).toThrow("rename the page's");
    }
  });
});
