import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import type {Root} from 'mdast';
import remarkReference from '@site/plugins/reference/remark';
import {docsDir} from './paths';

/** Runs the reference's remark plugin over a page as Docusaurus would, and returns the resulting tree. */
export async function renderPage(file: string, source: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).use(remarkReference, {docsDir});
  const tree = processor.parse(source);
  return (await processor.run(tree, {path: path.join(docsDir, file)} as never)) as unknown as Root;
}
