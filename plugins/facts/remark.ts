import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import {binding} from '../support/mdast';
import {inlineFacts, type FactElement} from './inline';
import {factTable, isTableElement, type TableElement} from './tables';

const isFact = (name: string): name is FactElement => Object.hasOwn(inlineFacts, name);

/** True for an element this step writes in: a fact or a conventions table. */
export const isFactElement = (name: string): name is FactElement | TableElement => isFact(name) || isTableElement(name);

/** What an element stands for: the words, code and links of a fact, or a conventions table. */
function written(element: MdxJsxTextElement | MdxJsxFlowElement, name: FactElement | TableElement): RootContent[] {
  if (isTableElement(name)) {
    if (element.type === 'mdxJsxTextElement') throw new Error(`<${name} /> is a table: put it on a line of its own`);
    return [factTable(name, element)];
  }
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
    const checked = new Set<string>();
    visit(root, (node, index, parent) => {
      if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return;
      if (!node.name || !parent || index === undefined || !isFactElement(node.name)) return;
      const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
      if (!checked.has(node.name) && binding(root, node.name) !== undefined) {
        throw new Error(
          `${where}: the page binds its own ${node.name}, an element plugins/facts writes in: rename it.`,
        );
      }
      checked.add(node.name);
      let nodes: RootContent[];
      try {
        nodes = written(node, node.name);
      } catch (error) {
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
      }
      parent.children.splice(index, 1, ...(nodes as never[]));
      return [SKIP, index + nodes.length];
    });
  };
}
