import path from 'node:path';
import type {Root} from 'mdast';
import type {PluggableList} from 'unified';
import {describe, expect, it} from 'vitest';
import {remarkPipeline} from '@site/config/remarkPipeline';
import {keptDocTree} from '@site/plugins/llms-txt';
import {docsDir} from '../../../tests/support/paths';
import {countNodes as count, runRemark} from '../../../tests/support/remarkRun';
import {staticTablesComponents} from '../components';

/**
 * This plugin's place in the remark order (config/remarkPipeline.ts): after the Markdown export's tap, which must keep
 * tables, prose and headings as Markdown, and on a tree whose prose it makes into HTML.
 */

/** A Pools REST page: reference tables, history lines, prose and headings. */
const page = path.join(docsDir, 'pools/back-end/restfulApi/utils.mdx');

const names = new Set<string>(Object.values(staticTablesComponents));
const written = (tree: Root) => count(tree, (node) => node.type === 'mdxJsxFlowElement' && names.has(node.name!));

/** The changelog's "Changed in Pools 1.1" paragraphs, which the export keeps as Markdown. */
const historyLines = (tree: Root) =>
  count(tree, (node) => {
    const className = (node as {data?: {hProperties?: {className?: string[]}}}).data?.hProperties?.className;
    return node.type === 'paragraph' && Boolean(className?.includes('reference-history'));
  });

function run(steps: PluggableList) {
  const final = runRemark(page, steps);
  return {kept: keptDocTree(page)!, final};
}

describe('the static tables in the remark order', () => {
  const {beforeDocusaurus, afterDocusaurus} = remarkPipeline;
  const {reference, changelog, keepDocTrees: tap} = remarkPipeline.steps;

  it('as configured, tables, prose and headings become HTML after the Markdown export kept them as Markdown', () => {
    const {kept, final} = run([...beforeDocusaurus, ...afterDocusaurus]);
    expect(written(kept)).toBe(0);
    expect(historyLines(kept)).toBeGreaterThan(0);
    expect(written(final)).toBeGreaterThan(10);
    expect(count(final, (node) => node.type === 'mdxJsxFlowElement' && node.name === 'StaticHtml')).toBeGreaterThan(0);
  });

  it('fails when its steps run before the tap: the export would keep JSX where Markdown was', () => {
    const late = run([reference, changelog, ...afterDocusaurus, tap]).kept;
    expect(written(late)).toBeGreaterThan(0);
    // Made into HTML, the history lines are no longer paragraphs the export can keep.
    expect(historyLines(late)).toBe(0);
    expect(written(run([...afterDocusaurus, reference, changelog, tap]).kept)).toBeGreaterThan(0);
  });
});
