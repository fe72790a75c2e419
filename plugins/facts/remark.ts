import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import {inlineFacts, type FactElement} from './inline';
import {factTable, isTableElement} from './tables';

const isFact = (name: string): name is FactElement => Object.hasOwn(inlineFacts, name);

/** True for an element this step writes in: a fact or a conventions table. */
export const isFactElement = (name: string): boolean => isFact(name) || isTableElement(name);

/** What an element stands for: the words, code and links of a fact, or a conventions table. */
function written(element: MdxJsxTextElement | MdxJsxFlowElement, name: string): RootContent[] | undefined {
  if (isTableElement(name)) return [factTable(name, element)];
  if (!isFact(name)) return undefined;
  const words = inlineFacts[name](element);
  // A fact alone on its line is a sentence of its own.
  return element.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: words}] : words;
}

/**
 * Writes each element that shows src/data (`<Fact of="…" />`, `<ChainFact … />`, `<RateLimits />`: plugins/facts) into
 * the page as the words, code, links and tables it stands for, before anything else reads the tree: the page ships
 * them as HTML, not as components with src/data in their JavaScript, and the Markdown export reads the same words.
 * Pages use the elements without an import, as they do the reference's; a wrong value fails the build with the file
 * and line.
 */
export default function remarkFacts() {
  return (root: Root, file: {path?: string}) => {
    visit(root, (node, index, parent) => {
      if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return;
      if (!node.name || !parent || index === undefined) return;
      let nodes: RootContent[] | undefined;
      try {
        nodes = written(node, node.name);
      } catch (error) {
        const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
      }
      if (!nodes) return;
      parent.children.splice(index, 1, ...(nodes as never[]));
      return [SKIP, index + nodes.length];
    });
  };
}
