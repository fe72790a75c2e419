import path from 'node:path';
import type {Root} from 'mdast';
import type {PluggableList} from 'unified';
import {describe, expect, it} from 'vitest';
import {remarkPipeline} from '@site/config/remarkPipeline';
import {keptDocTree} from '@site/plugins/llms-txt';
import {docsDir} from '@site/tests/support/paths';
import {countNodes, runRemark} from '@site/tests/support/remarkRun';
import {compile} from '@mdx-js/mdx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {magicComments} from '@site/config/prism';
import {codeBlocksComponents} from '../components';
import remarkCodeBlocks from '../remark';

// The code blocks' step in the remark order (config/remarkPipeline.ts), on a reference page with examples.

const page = path.join(docsDir, 'pools/back-end/restfulApi/utils.mdx');
const {CodeBlock} = codeBlocksComponents;

const codeBlocks = (tree: Root) =>
  countNodes(tree, (node) => node.type === 'mdxJsxFlowElement' && node.name === CodeBlock);
/** Mermaid is left for the diagrams. */
const fencedCode = (tree: Root) =>
  countNodes(tree, (node) => node.type === 'code' && (node as {lang?: string}).lang !== 'mermaid');
const imports = (tree: Root) =>
  tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => (node as {value: string}).value);

function run(steps: PluggableList) {
  const final = runRemark(page, steps);
  return {kept: keptDocTree(page)!, final};
}

describe('the code blocks in the remark order', () => {
  const {beforeDocusaurus, afterDocusaurus} = remarkPipeline;

  it('as configured, every fenced block becomes a CodeBlock the page imports, after the Markdown export’s tap', () => {
    const {kept, final} = run([...beforeDocusaurus, ...afterDocusaurus]);
    expect(fencedCode(final)).toBe(0);
    expect(codeBlocks(final)).toBeGreaterThan(5);
    expect(imports(final).filter((value) => value.startsWith(`import ${CodeBlock} `))).toEqual([
      `import ${CodeBlock} from "@theme/CodeBlock";`,
    ]);
    expect(codeBlocks(kept)).toBe(0);
    expect(fencedCode(kept)).toBeGreaterThan(5);
  });

  it('fails when the step moves: before the tap, the export keeps JSX; before the reference, code is left', () => {
    const {reference, changelog, keepDocTrees: tap, codeBlocks: step} = remarkPipeline.steps;
    expect(codeBlocks(run([reference, changelog, step, tap]).kept)).toBeGreaterThan(0);
    expect(fencedCode(run([step, reference, changelog, tap]).final)).toBeGreaterThan(0);
  });

  it('imports the component once; a page that binds the name to something else fails with what to do', () => {
    const withStep = (source: string) => {
      const processor = unified().use(remarkParse).use(remarkMdx).use(remarkCodeBlocks, {magicComments});
      return processor.runSync(processor.parse(source)) as Root;
    };
    const block = '\n\n```ts\nconst a = 1;\n```\n';
    expect(imports(withStep(block))).toEqual([`import ${CodeBlock} from "@theme/CodeBlock";`]);
    expect(imports(withStep(`import ${CodeBlock} from '@theme/CodeBlock';${block}`))).toEqual([
      `import ${CodeBlock} from '@theme/CodeBlock';`,
    ]);
    expect(() => withStep(`import ${CodeBlock} from '@site/src/components/Other';${block}`)).toThrow(
      `The page imports from @site/src/components/Other its own ${CodeBlock}`,
    );
    expect(() => withStep(`export const ${CodeBlock} = () => null;${block}`)).toThrow(
      `The page declares its own ${CodeBlock}`,
    );
  });

  it('compiles with MDX: the page imports the component rather than reading it from the MDX scope', async () => {
    const output = String(
      await compile('# Title\n\n```ts\nconst a = 1;\n```\n', {remarkPlugins: [[remarkCodeBlocks, {magicComments}]]}),
    );
    expect(output).toContain(`import ${CodeBlock} from "@theme/CodeBlock";`);
    expect(output).toContain(`_jsx(${CodeBlock}, {`);
    expect(output).not.toContain(`_components.${CodeBlock}`);
  });
});
