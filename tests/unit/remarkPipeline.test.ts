import path from 'node:path';
import type {Root} from 'mdast';
import type {PluggableList} from 'unified';
import {describe, expect, it} from 'vitest';
import {remarkPipeline} from '@site/config/remarkPipeline';
import {keptDocTree} from '@site/plugins/llms-txt';
import {directiveNames as referenceDirectives} from '@site/plugins/reference/formats';
import {changelogDirectives} from '@site/plugins/changelog/directives';
import {isFactElement} from '@site/plugins/facts/remark';
import {docsDir} from '../support/paths';
import {countNodes as count, runRemark} from '../support/remarkRun';

/**
 * The remark order is data (config/remarkPipeline.ts): this runs it, without Docusaurus' own plugins, on a reference
 * page and says what each step missed. Reordered lists show that each constraint the order encodes is checked.
 */

/** A Pools REST page: a reference directive with parameter tables and examples, history lines, its own tables. */
const page = path.join(docsDir, 'pools/back-end/restfulApi/utils.mdx');

function run(steps: PluggableList): {kept: Root | undefined; final: Root} {
  const final = runRemark(page, steps);
  return {kept: keptDocTree(page), final};
}

const directiveNames = new Set<string>([...referenceDirectives, ...changelogDirectives]);
// The steps after Docusaurus' own check their place in the order in their plugins' own tests (plugins/*/tests).

const directives = (tree: Root) =>
  count(tree, (node) => node.type === 'leafDirective' && directiveNames.has(node.name!));
/** The changelog's "Changed in Pools 1.1" lines under reference headings. */
const historyLines = (tree: Root) =>
  count(tree, (node) => {
    const className = (node as {data?: {hProperties?: {className?: string[]}}}).data?.hProperties?.className;
    return node.type === 'paragraph' && Boolean(className?.includes('reference-history'));
  });

/** `<Fact>`, `<ChainFact>` and the other elements plugins/facts writes in (the page holds both of those). */
const factElements = (tree: Root) =>
  count(tree, (node) => node.type.startsWith('mdxJsx') && isFactElement((node as {name?: string}).name ?? ''));

/** What a run of the given order got wrong, in words. */
function problems({kept, final}: ReturnType<typeof run>): string[] {
  const found: string[] = [];
  if (!kept) return ['the llms-txt tap kept no tree'];
  if (directives(kept)) found.push('the tap kept directives the reference or changelog had not expanded');
  if (!historyLines(kept)) found.push('the tap kept no history lines: the changelog ran before the reference headings');
  if (directives(final)) found.push('a directive reached Docusaurus unexpanded');
  if (factElements(kept)) found.push('the tap kept fact elements, which the Markdown export cannot write');
  return found;
}

describe('the remark order (config/remarkPipeline.ts)', () => {
  const {beforeDocusaurus, afterDocusaurus} = remarkPipeline;
  const {facts, reference, changelog, keepDocTrees: tap} = remarkPipeline.steps;

  it('as configured, every step meets the tree it was written for', () => {
    const result = run([...beforeDocusaurus, ...afterDocusaurus]);
    expect(problems(result)).toEqual([]);
    expect(historyLines(result.kept!)).toBeGreaterThan(0);
    expect(factElements(runRemark(page, []))).toBeGreaterThan(0);
  });

  it('fails when a step moves', () => {
    expect(problems(run([reference, changelog, tap, facts, ...afterDocusaurus]))).toEqual([
      'the tap kept fact elements, which the Markdown export cannot write',
    ]);
    expect(problems(run([facts, tap, reference, changelog, ...afterDocusaurus]))).toEqual([
      'the tap kept directives the reference or changelog had not expanded',
      'the tap kept no history lines: the changelog ran before the reference headings',
    ]);
    expect(problems(run([facts, changelog, reference, tap, ...afterDocusaurus]))).toEqual([
      'the tap kept no history lines: the changelog ran before the reference headings',
    ]);
  });
});
