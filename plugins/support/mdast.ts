import type {BlockContent, Code, Heading, PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import type {ScopedComponent} from './generatedComponents';

/** Small builders for the Markdown trees the plugins generate (real headings, tables, code, JSX elements). */

export type Block = RootContent;
export type Inline = PhrasingContent;

export const text = (value: string): Inline => ({type: 'text', value});
export const code = (value: string): Inline => ({type: 'inlineCode', value});
export const strong = (...children: Inline[]): Inline => ({type: 'strong', children});
export const emphasis = (...children: Inline[]): Inline => ({type: 'emphasis', children});
export const link = (url: string, ...children: Inline[]): Inline => ({type: 'link', url, children});
export const paragraph = (...children: Inline[]): Block => ({type: 'paragraph', children});

/** A heading with a fixed id, so anchors stay stable when wording changes. */
export function heading(depth: 2 | 3 | 4, id: string, ...children: Inline[]): Heading {
  return {type: 'heading', depth, children, data: {hProperties: {id}}};
}

export function codeBlock(lang: string, value: string, meta?: string): Code {
  return {type: 'code', lang, meta: meta ?? null, value};
}

/** A table whose first row is the header; cells are inline content (a string is plain text). */
export function table(header: string[], rows: (Inline[] | string)[][]): Table {
  const cell = (content: Inline[] | string): TableCell => ({
    type: 'tableCell',
    children: typeof content === 'string' ? [text(content)] : content,
  });
  const row = (cells: (Inline[] | string)[]): TableRow => ({type: 'tableRow', children: cells.map(cell)});
  return {type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)]};
}

/** A table with a caption (`<caption>` on the page, a bold line above it in the Markdown export). */
export function captionedTable(caption: string, header: string[], rows: (Inline[] | string)[][]): Table {
  return {...table(header, rows), data: {caption} as Table['data']};
}

export const captionOf = (node: Table): string | undefined => (node.data as {caption?: string} | undefined)?.caption;

/** Inline content joined with a separator, e.g. links separated by commas. */
export function joined(items: Inline[][], separator = ', '): Inline[] {
  return items.flatMap((item, index) => (index === 0 ? item : [text(separator), ...item]));
}

/** JSX attributes; `true` writes a bare attribute (`<Tabs lazy>`). */
export function attributes(props: Record<string, string | true | undefined>): MdxJsxAttribute[] {
  return Object.entries(props)
    .filter((entry): entry is [string, string | true] => entry[1] !== undefined)
    .map(([name, value]) => ({type: 'mdxJsxAttribute', name, value: value === true ? null : value}));
}

/** A JSX element in flow position, e.g. <Tabs>, of a component the MDX scope provides (src/theme/MDXComponents). */
export function jsxFlow(
  name: ScopedComponent,
  props: Record<string, string | true | undefined>,
  children: Block[],
): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name, attributes: attributes(props), children: children as BlockContent[]};
}

export function jsxText(
  name: ScopedComponent,
  props: Record<string, string | undefined>,
  children: Inline[],
): MdxJsxTextElement {
  return {type: 'mdxJsxTextElement', name, attributes: attributes(props), children};
}

/**
 * Where the page's own ESM binds `name`: the source it imports it from as its default export, `'declared'` for an
 * export, a description for any other import of it (`{name}` or `* as name` from a source), or undefined.
 */
export function binding(root: Root, name: string): string | undefined {
  for (const node of root.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        const specifier = statement.specifiers.find((candidate) => candidate.local.name === name);
        if (!specifier) continue;
        const source = String(statement.source.value);
        return specifier.type === 'ImportDefaultSpecifier' ? source : `${source} (not as its default export)`;
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const declared = statement.declaration;
        const names =
          declared.type === 'VariableDeclaration'
            ? declared.declarations.map((declarator) => (declarator.id.type === 'Identifier' ? declarator.id.name : ''))
            : [declared.id?.name];
        if (names.includes(name)) return 'declared';
      }
    }
  }
  return undefined;
}

/**
 * Imports `name` from `source` into the page, once, so a component a plugin writes needs no entry in the MDX scope
 * (src/theme/MDXComponents): the plugin that writes the element also names where it comes from, and removing the
 * plugin removes both. The ESM node carries its syntax tree, which MDX compiles from.
 */
export function importDefault(root: Root, name: string, source: string): void {
  const bound = binding(root, name);
  if (bound === source) return;
  if (bound !== undefined)
    throw new Error(
      `The page ${bound === 'declared' ? 'declares' : `imports from ${bound}`} its own ${name}, the name a build step ` +
        `gives its <${name}> elements from ${source}: rename the page's.`,
    );
  const node: MdxjsEsm = {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
            attributes: [],
          },
        ],
      },
    },
  };
  root.children.unshift(node);
}

/**
 * Text Markdown reads as itself: no character that opens Markdown syntax or a GFM autolink, and no
 * line break. (`:` and `@` would open autolinks; `www.` is checked apart.)
 */
const plainRun = /^[^\\`*_[\]<>&!#|~:@\n\r]*$/;
/** Code span content Markdown keeps as it is: no backtick, line break or space at either end. */
const plainCode = /^[^`\s](?:[^`\n\r]*[^`\s])?$/;

/**
 * One line of prose with at most `code` spans in it, as inline content; undefined for anything else.
 * Most reference descriptions are such lines, and parsing each was the largest single cost of
 * building the site. It starts with a letter or a code span and ends with no space, so no block
 * syntax (lists, headings, indented code) can apply.
 */
export function simpleProse(source: string): Inline[] | undefined {
  const parts = source.split('`');
  if (parts.length % 2 === 0 || /www\./i.test(source) || !/^[\p{L}`]/u.test(source) || /\s$/.test(source))
    return undefined;
  const inlines: Inline[] = [];
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      if (!plainCode.test(part)) return undefined;
      inlines.push(code(part));
    } else {
      if (!plainRun.test(part)) return undefined;
      if (part) inlines.push(text(part));
    }
  }
  return inlines;
}

const gfmSyntax = [gfm()];
const gfmTrees = [gfmFromMarkdown()];
/** Parsed descriptions by source; each caller gets its own copy, as later plugins change trees in place. */
const parsed = new Map<string, Block[]>();

/** CommonMark + GFM text from a reference description, as Markdown blocks. */
export function markdown(source: string | undefined): Block[] {
  if (!source?.trim()) return [];
  const prose = simpleProse(source);
  if (prose) return [paragraph(...prose)];
  let blocks = parsed.get(source);
  if (!blocks) {
    const root: Root = fromMarkdown(source, {extensions: gfmSyntax, mdastExtensions: gfmTrees});
    blocks = root.children;
    parsed.set(source, blocks);
  }
  return structuredClone(blocks);
}

/** A one-line description as inline content (the first paragraph's children). */
export function inlineMarkdown(source: string | undefined): Inline[] {
  const [first] = markdown(source);
  return first?.type === 'paragraph' ? first.children : source ? [text(source)] : [];
}
