import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type PluggableList} from 'unified';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import {remarkPipeline} from '@site/config/remarkPipeline';
import {keptDocTree} from '@site/plugins/llms-txt';
import {directiveNames as referenceDirectives} from '@site/plugins/reference/placements';
import {changelogDirectives} from '@site/plugins/changelog/directives';
import {codeBlocksComponents} from '@site/plugins/code-blocks/components';
import {staticTablesComponents} from '@site/plugins/static-tables/components';
import {docsDir} from '../support/paths';

/**
 * The remark order is data (config/remarkPipeline.ts): this runs it, without Docusaurus' own plugins, on a reference
 * page and says what each step missed. Reordered lists show that each constraint the order encodes is checked.
 */

/** A Pools REST page: a reference directive with parameter tables and examples, history lines, its own tables. */
const page = path.join(docsDir, 'pools/back-end/restfulApi/utils.mdx');

function run(steps: PluggableList): {kept: Root | undefined; final: Root} {
  const file = new VFile({path: page, value: fs.readFileSync(page, 'utf8')});
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkGfm);
  processor.use(steps);
  const final = processor.runSync(processor.parse(file), file) as Root;
  return {kept: keptDocTree(page), final};
}

const directiveNames = new Set<string>([...referenceDirectives, ...changelogDirectives]);
const jsxNames = new Set<string>([
  codeBlocksComponents.CodeBlock,
  staticTablesComponents.StaticTable,
  staticTablesComponents.StaticHtml,
  staticTablesComponents.StaticHeading,
]);

function count(tree: Root, test: (node: {type: string; name?: string; value?: string}) => boolean): number {
  let found = 0;
  visit(tree, (node) => {
    if (test(node as {type: string})) found += 1;
  });
  return found;
}

const directives = (tree: Root) =>
  count(tree, (node) => node.type === 'leafDirective' && directiveNames.has(node.name!));
const generatedJsx = (tree: Root) =>
  count(tree, (node) => node.type === 'mdxJsxFlowElement' && jsxNames.has(node.name!));
/** The changelog's "Changed in Pools 1.1" lines under reference headings. */
const historyLines = (tree: Root) =>
  count(tree, (node) => {
    const className = (node as {data?: {hProperties?: {className?: string[]}}}).data?.hProperties?.className;
    return node.type === 'paragraph' && Boolean(className?.includes('reference-history'));
  });

/** What a run of the given order got wrong, in words. */
function problems({kept, final}: ReturnType<typeof run>): string[] {
  const found: string[] = [];
  if (!kept) return ['the llms-txt tap kept no tree'];
  if (directives(kept)) found.push('the tap kept directives the reference or changelog had not expanded');
  if (!historyLines(kept)) found.push('the tap kept no history lines: the changelog ran before the reference headings');
  if (generatedJsx(kept)) found.push('the tap kept code blocks, tables, prose or headings already made into JSX');
  // Mermaid is left for the diagram wrapper.
  if (count(final, (node) => node.type === 'code' && (node as {lang?: string}).lang !== 'mermaid'))
    found.push('fenced code was left for React to highlight');
  if (!count(final, (node) => node.type === 'mdxJsxFlowElement' && node.name === staticTablesComponents.StaticHtml))
    found.push('no prose was made into HTML');
  if (directives(final)) found.push('a directive reached Docusaurus unexpanded');
  return found;
}

describe('the remark order (config/remarkPipeline.ts)', () => {
  const {beforeDocusaurus, afterDocusaurus} = remarkPipeline;
  const {reference, changelog, keepDocTrees: tap} = remarkPipeline.steps;

  it('as configured, every step meets the tree it was written for', () => {
    const result = run([...beforeDocusaurus, ...afterDocusaurus]);
    expect(problems(result)).toEqual([]);
    expect(historyLines(result.kept!)).toBeGreaterThan(0);
    expect(generatedJsx(result.final)).toBeGreaterThan(10);
  });

  it('fails when a step moves', () => {
    expect(problems(run([tap, reference, changelog, ...afterDocusaurus]))).toEqual([
      'the tap kept directives the reference or changelog had not expanded',
      'the tap kept no history lines: the changelog ran before the reference headings',
    ]);
    expect(problems(run([changelog, reference, tap, ...afterDocusaurus]))).toEqual([
      'the tap kept no history lines: the changelog ran before the reference headings',
    ]);
    // Made into HTML, the history lines are no longer paragraphs the tap can keep.
    expect(problems(run([reference, changelog, ...afterDocusaurus, tap]))).toEqual([
      'the tap kept no history lines: the changelog ran before the reference headings',
      'the tap kept code blocks, tables, prose or headings already made into JSX',
    ]);
    expect(problems(run([...afterDocusaurus, reference, changelog, tap]))).toEqual([
      'the tap kept code blocks, tables, prose or headings already made into JSX',
      'fenced code was left for React to highlight',
    ]);
  });
});
