import type {Root, RootContent} from 'mdast';

/** A sentence of a page's prose, as the reader sees it: code spans in backticks, components as `⟨Name⟩`. */
export interface Sentence {
  line: number;
  text: string;
}

type Node = Root | RootContent;

/** The visible text of inline content: text, `code`, and a component as ⟨Name⟩ (it renders a value from data). */
export function inlineText(node: Node): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'inlineCode':
      return `\`${node.value}\``;
    case 'mdxJsxTextElement':
    case 'mdxJsxFlowElement':
      return `⟨${node.name ?? ''}⟩`;
    case 'break':
      return ' ';
    default:
      return 'children' in node ? (node.children as Node[]).map(inlineText).join('') : '';
  }
}

/** Blocks whose inline content is prose: paragraphs, headings, table cells. Code and components are not prose. */
const proseBlocks = new Set(['paragraph', 'heading', 'tableCell']);

/** Every sentence of a page's prose (paragraphs, headings, list items, table cells), with its line. */
export function proseSentences(tree: Root): Sentence[] {
  const sentences: Sentence[] = [];
  const walk = (node: Node) => {
    if (proseBlocks.has(node.type)) {
      const text = inlineText(node);
      for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`⟨])/))
        sentences.push({line: node.position!.start.line, text: sentence});
      return;
    }
    // Code is not prose; a component's children (a tab's text, an admonition's) are.
    if (node.type === 'code' || node.type === 'mdxjsEsm') return;
    if ('children' in node) for (const child of node.children as Node[]) walk(child);
  };
  walk(tree);
  return sentences;
}
