import fs from 'node:fs';
import path from 'node:path';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Blockquote, Heading, Paragraph, Root, RootContent, Table} from 'mdast';
import {phrasing} from 'mdast-util-phrasing';
import type {ContainerDirective} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type Plugin} from 'unified';
import {VFile} from 'vfile';
import {remarkFacts} from '../facts/public';
import {remarkReference, type RemarkReferenceOptions} from '../reference/public';
import {remarkChangelog, type RemarkChangelogOptions} from '../changelog/public';
import {captionOf, paragraph, strong, text} from '../support/mdast';
import type {JsxElement} from '../support/jsxAttributes';
import {componentToMarkdown} from './components';

export interface ConverterOptions {
  /** The site's folder: `@site/…` imports resolve against it, and docs live in its `docs/`. */
  siteDir: string;
  /** Absolute origin and base path the Markdown's links point at, e.g. https://docs.assetra.dev and /. */
  siteUrl: string;
  baseUrl: string;
}

export interface DocInput {
  /** Absolute path of the doc's MDX source. */
  file: string;
  /** The doc's tree after the reference plugin ran: captured from the build, or from `parse`. */
  tree: Root;
  /** Absolute URL of the doc's HTML page. */
  pageUrl: string;
  /** Title when the page does not open with its own `# heading` (front matter or Docusaurus' title). */
  title: string;
  /** The front matter description, shown as the lead paragraph. */
  description?: string;
}

export interface MarkdownConverter {
  /** A doc's tree as the site's MDX loader sees it: parsed, with reference directives expanded. */
  parse(file: string): Root;
  /** The doc as clean Markdown; `treeOf` gives the tree of a partial it imports. */
  toMarkdown(doc: DocInput, treeOf: (file: string) => Root): string;
}

/** Docusaurus' admonition titles, for `:::note` and the others without a `[custom title]`. */
const admonitionTitles: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

const isComment = (expression: string): boolean => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);

/** `import Name from '…/_partial.mdx'` statements of a tree: component name → absolute file. */
function partialImports(tree: Root, file: string, siteDir: string): Map<string, string> {
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, name, specifier] of node.value.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"]/gm)) {
      const resolved = specifier.startsWith('@site/')
        ? path.join(siteDir, specifier.slice('@site/'.length))
        : path.resolve(path.dirname(file), specifier);
      partials.set(name, resolved);
    }
  }
  return partials;
}

/**
 * Turns a doc's MDX source into plain Markdown a reader or tool can use outside the site: reference
 * directives expanded by the site's own remark plugin, components replaced by the values they show,
 * partials inlined, ESM and front matter dropped (title and description lead the page), and every
 * link absolute. Anything left without a Markdown form fails loudly instead of leaking JSX.
 */
export function markdownConverter({siteDir, siteUrl, baseUrl}: ConverterOptions): MarkdownConverter {
  const parser = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkGfm)
    // The same plugins and options as docusaurus.config.ts' beforeDefaultRemarkPlugins.
    .use(remarkFacts as unknown as Plugin<[], Root>)
    .use(remarkReference as unknown as Plugin<[RemarkReferenceOptions], Root>, {docsDir: path.join(siteDir, 'docs')})
    .use(remarkChangelog as unknown as Plugin<[RemarkChangelogOptions], Root>, {docsDir: path.join(siteDir, 'docs')})
    .freeze();
  const stringifier = unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-'})
    .freeze();
  const siteRoot = `${siteUrl}${baseUrl.replace(/\/$/, '')}`;

  function absolute(url: string, pageUrl: string): string {
    if (url.startsWith('#')) return `${pageUrl}${url}`;
    if (url.startsWith('/') && !url.startsWith('//')) return `${siteRoot}${url}`;
    if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
    return new URL(url, pageUrl).href;
  }

  function parse(file: string): Root {
    // The rewrites Docusaurus' MDX loader applies before parsing (such as `:::note Title` → `:::note[Title]`).
    const source = admonitionTitleToDirectiveLabel(
      escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(fs.readFileSync(file, 'utf8'))),
      Object.keys(admonitionTitles),
    );
    const vfile = new VFile({path: file, value: source});
    return parser.runSync(parser.parse(vfile), vfile);
  }

  /** A tree's nodes as new, clean Markdown nodes (the tree itself is left as it is, for reuse). */
  function clean(nodes: RootContent[], file: string, pageUrl: string, treeOf: (file: string) => Root): RootContent[] {
    const partials = partialImports({type: 'root', children: nodes}, file, siteDir);
    return cleanNested(nodes, file, pageUrl, partials, treeOf);
  }

  function cleanNested(
    nodes: RootContent[],
    file: string,
    pageUrl: string,
    partials: Map<string, string>,
    treeOf: (file: string) => Root,
  ): RootContent[] {
    const cleanChildren = (children: RootContent[]) => cleanNested(children, file, pageUrl, partials, treeOf);
    return nodes.flatMap((node): RootContent[] => {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
          return [];
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (isComment(node.value)) return [];
          throw new Error(`${file}: no Markdown form for the expression {${node.value}}`);
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const partial = node.name ? partials.get(node.name) : undefined;
          if (partial) return clean(treeOf(partial).children, partial, pageUrl, treeOf);
          try {
            // Cleaned again so the site paths components link to become absolute too.
            const converted = cleanChildren(
              componentToMarkdown(node, {
                pageUrl,
                children: (element: JsxElement) => cleanChildren(element.children),
              }),
            );
            return node.type === 'mdxJsxFlowElement' ? asFlow(converted) : converted;
          } catch (error) {
            throw new Error(`${file}: ${(error as Error).message}`, {cause: error});
          }
        }
        case 'containerDirective':
          return [admonition(node, cleanChildren, file)];
        case 'leafDirective':
        case 'textDirective':
          throw new Error(`${file}: no Markdown form for the directive :${node.name}`);
        case 'link':
        case 'image':
        case 'definition':
          node = {...node, url: absolute(node.url, pageUrl)};
          break;
        case 'table': {
          const caption = captionOf(node);
          if (caption)
            return [paragraph(strong(text(caption))), {...node, children: cleanChildren(node.children)} as Table];
          break;
        }
      }
      return 'children' in node ? [{...node, children: cleanChildren(node.children)} as RootContent] : [node];
    });
  }

  return {
    parse,
    toMarkdown({file, tree, pageUrl, title, description}, treeOf) {
      const body = clean(tree.children, file, pageUrl, treeOf);
      // A page that opens with its own `# heading` shows that heading as its title, as Docusaurus does.
      const leadingTitle = body[0]?.type === 'heading' && body[0].depth === 1 ? body.shift() : undefined;
      const heading: Heading = {
        type: 'heading',
        depth: 1,
        children: [text(leadingTitle ? toString(leadingTitle) : title)],
      };
      const lead = description ? [paragraph(text(description))] : [];
      return stringifier.stringify({type: 'root', children: [heading, ...lead, ...body]});
    },
  };
}

/** Inline content a component left between blocks, wrapped in paragraphs (a `<summary>` on its own line). */
function asFlow(nodes: RootContent[]): RootContent[] {
  const flow: RootContent[] = [];
  let open: Paragraph | undefined;
  for (const node of nodes) {
    if (!phrasing(node)) {
      open = undefined;
      flow.push(node);
      continue;
    }
    if (!open) flow.push((open = {type: 'paragraph', children: []}));
    open.children.push(node);
  }
  return flow;
}

/** `:::note[Title]` → a quote led by its bold title, as Markdown renderers without admonitions show best. */
function admonition(
  node: ContainerDirective,
  cleanChildren: (nodes: RootContent[]) => RootContent[],
  file: string,
): Blockquote {
  const defaultTitle = admonitionTitles[node.name];
  if (!defaultTitle) throw new Error(`${file}: no Markdown form for the directive :::${node.name}`);
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title = hasLabel ? first.children : [text(defaultTitle)];
  const content = cleanChildren(hasLabel ? rest : node.children);
  return {
    type: 'blockquote',
    children: [paragraph(strong(...title)), ...content] as Blockquote['children'],
  };
}
