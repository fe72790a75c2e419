import fs from 'node:fs';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type PluggableList} from 'unified';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';

/** A page's tree after the given remark steps, parsed as Docusaurus parses MDX (without its own remark plugins). */
export function runRemark(page: string, steps: PluggableList): Root {
  const file = new VFile({path: page, value: fs.readFileSync(page, 'utf8')});
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkGfm);
  processor.use(steps);
  return processor.runSync(processor.parse(file), file) as Root;
}

/** How many nodes of the tree pass the test. */
export function countNodes(tree: Root, test: (node: {type: string; name?: string; value?: string}) => boolean): number {
  let found = 0;
  visit(tree, (node) => {
    if (test(node as {type: string})) found += 1;
  });
  return found;
}
