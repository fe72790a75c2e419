import type {Nodes, Parent, Root, RootContent} from 'mdast';
import type {ElementContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {visit} from 'unist-util-visit';
import {importWritten, staticElement, staticTablesComponents, type StaticTablesComponent} from './components';
import {staticHeadingElement} from './headings';
import {hastOf, isPlainLinkUrl, proseInlineTypes, type Options} from './html';

/** Blocks that render the same as HTML as through the theme's components, when all they hold is static too. */
const staticBlocks = new Set(['paragraph', 'list', 'listItem', 'blockquote', 'thematicBreak']);
const staticInlines = new Set(proseInlineTypes);
/**
 * Parents whose children are blocks in a row: the page, admonitions, and JSX elements holding Markdown, except a
 * `<summary>`, whose paragraph the theme's Details styles as its direct child.
 */
const isBlockParent = (node: Nodes) =>
  node.type === 'root' ||
  node.type === 'containerDirective' ||
  (node.type === 'mdxJsxFlowElement' && node.name !== 'summary');

function isStaticNode(node: Nodes): boolean {
  switch (node.type) {
    // A task-list item renders a checkbox component.
    case 'listItem':
      return node.checked == null && node.children.every(isStaticNode);
    case 'link':
      return isPlainLinkUrl(node.url) && node.children.every(isStaticNode);
    default:
      if (!staticBlocks.has(node.type) && !staticInlines.has(node.type)) return false;
      return !('children' in node) || node.children.every(isStaticNode);
  }
}

/** A run of static blocks as one HTML string; the line breaks between them are those MDX renders. */
function runHtml(run: RootContent[], options: Options): string {
  const elements: ElementContent[] = [];
  for (const [index, node] of run.entries()) {
    if (index > 0) elements.push({type: 'text', value: '\n'});
    elements.push(hastOf(node, options) as ElementContent);
  }
  return toHtml(elements);
}

/**
 * Every run of prose blocks (paragraphs, lists, quotes, rules) with nothing interactive in it becomes one
 * <StaticHtml html="…">: React hydrates one element for the run instead of each paragraph, item, link and code span.
 * Runs after Docusaurus' own plugins, so links already point at their pages and headings have their ids (and the
 * table of contents is made); a heading between runs becomes one element too (./headings.ts).
 */
export default function remarkStaticProse(options: Options) {
  return (root: Root) => {
    const written = new Set<StaticTablesComponent>();
    visit(root, (node: Nodes) => {
      if (!isBlockParent(node)) return;
      const parent = node as Parent;
      const children: RootContent[] = [];
      let run: RootContent[] = [];
      const flush = () => {
        if (run.length === 0) return;
        const {start} = run[0].position ?? {};
        const {end} = run.at(-1)!.position ?? {};
        written.add(staticTablesComponents.StaticHtml);
        children.push({
          ...staticElement(staticTablesComponents.StaticHtml, {html: runHtml(run, options)}),
          ...(start && end ? {position: {start, end}} : {}),
        });
        run = [];
      };
      for (const child of parent.children) {
        if (staticBlocks.has(child.type) && isStaticNode(child)) run.push(child);
        else {
          flush();
          const heading = child.type === 'heading' && staticHeadingElement(child, options);
          if (heading) written.add(staticTablesComponents.StaticHeading);
          children.push(heading || child);
        }
      }
      flush();
      parent.children = children;
    });
    importWritten(root, written);
  };
}
