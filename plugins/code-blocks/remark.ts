import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MagicCommentConfig} from '../../config/prism';
import {visit} from 'unist-util-visit';
import {highlightCode} from './highlight';
import {containsLineNumbers, parseCodeBlockTitle, parseLines} from './lineParsing';
import {importDefault} from '../support/mdast';
import {codeBlocksComponents} from './components';

/** Languages drawn by another plugin rather than highlighted (Mermaid diagrams). */
const drawnLanguages = new Set(['mermaid']);

export interface Options {
  /** themeConfig.prism.magicComments: the comments that highlight lines. */
  magicComments: MagicCommentConfig[];
}

const attribute = (name: string, value: string | null): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

/** The <CodeBlock> element a fenced block becomes: its highlighted HTML, language, title and line-number flag. */
export function codeBlockElement(node: Code, {magicComments}: Options): MdxJsxFlowElement {
  const metastring = node.meta ?? undefined;
  const language = node.lang?.toLowerCase();
  const {lineClassNames, code} = parseLines(node.value, {metastring, language, magicComments});
  const showLineNumbers = containsLineNumbers(metastring);
  const title = parseCodeBlockTitle(metastring);
  const html = highlightCode(code, {language: language ?? 'text', lineClassNames, showLineNumbers});
  return {
    type: 'mdxJsxFlowElement',
    name: codeBlocksComponents.CodeBlock,
    attributes: [
      attribute('language', language ?? 'text'),
      ...(title ? [attribute('title', title)] : []),
      ...(showLineNumbers ? [attribute('showLineNumbers', null)] : []),
      attribute('html', html),
    ],
    children: [],
    position: node.position,
  };
}

/**
 * Highlights every fenced code block at build time: each becomes a <CodeBlock> with its HTML as one
 * string, so the browser needs no highlighter and the same HTML is right in both colour modes.
 * Runs after Docusaurus' own remark plugins (Mermaid blocks are theirs) and the Markdown export's copy.
 */
export default function remarkCodeBlocks(options: Options) {
  return (root: Root) => {
    let blocks = 0;
    visit(root, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || drawnLanguages.has(node.lang ?? '')) return;
      parent.children[index] = codeBlockElement(node, options);
      blocks += 1;
    });
    if (blocks > 0) importDefault(root, codeBlocksComponents.CodeBlock, '@theme/CodeBlock');
  };
}
