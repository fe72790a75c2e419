import type {Node} from 'unist';
import {SKIP, visit} from 'unist-util-visit';
import {parse} from 'yaml';
import {parsePage} from '../../scripts/support/pageCodeBlocks';

/** A piece of text a reader sees on a page, without code, URLs, imports or component props. */
export interface ProseText {
  page: string;
  /** Line of the text's first character in the page source, 1-based. */
  line: number;
  text: string;
}

interface Literal extends Node {
  value: string;
}

interface Parent extends Node {
  children: Node[];
  url?: string;
}

/** A link that shows its own address (`[rwa.io](https://rwa.io)`): its text is a URL, not prose. */
function showsItsAddress(link: Parent): boolean {
  const [only, ...others] = link.children;
  if (others.length > 0 || only?.type !== 'text' || !link.url) return false;
  const address = link.url.replace(/^[a-z]+:\/\//, '').replace(/\/$/, '');
  return [address, address.split('/')[0]].includes((only as Literal).value);
}

/**
 * The prose of one page: every text node of its Markdown tree (paragraphs, headings, list items, table cells,
 * link texts, text inside components) and the front matter's title and description. Inline code, fenced code,
 * link targets, MDX imports, expressions and JSX attributes are not text nodes, so they are never included; nor is
 * the text of a link that shows its own address.
 */
export function pageProse(repoRoot: string, page: string): ProseText[] {
  const texts: ProseText[] = [];
  visit(parsePage(repoRoot, page), (node: Node) => {
    if (node.type === 'link' && showsItsAddress(node as Parent)) return SKIP;
    const start = node.position!.start.line;
    if (node.type === 'text') texts.push({page, line: start, text: (node as Literal).value});
    if (node.type !== 'yaml') return;
    const source = (node as Literal).value;
    const frontMatter = (parse(source) ?? {}) as Record<string, unknown>;
    const lines = source.split('\n');
    for (const key of ['title', 'description']) {
      const value = frontMatter[key];
      // The front matter's first line is the `---` fence, so line i of the YAML is page line start + 1 + i.
      if (typeof value === 'string')
        texts.push({page, line: start + 1 + lines.findIndex((line) => line.startsWith(`${key}:`)), text: value});
    }
  });
  return texts;
}

/** The page line of a position inside a prose text. */
export function lineAt(prose: ProseText, index: number): number {
  return prose.line + (prose.text.slice(0, index).match(/\n/g)?.length ?? 0);
}
