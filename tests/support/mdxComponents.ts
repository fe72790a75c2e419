import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {isFactElement} from '../../plugins/facts/public';
import {repoRoot} from './paths';

/**
 * A component a page uses must be imported by the page, provided by src/theme/MDXComponents.tsx (or the stock
 * theme's MDXComponents it spreads) or written in by plugins/facts (`<Fact of="…" />`); otherwise only the build
 * notices, late, with "Expected component … to be defined". This finds it in the unit phase, naming page and line.
 */

/** The keys of an object literal that starts at `opener` in a source file. */
function objectKeys(source: string, opener: string): string[] {
  const start = source.indexOf(opener);
  if (start < 0) throw new Error(`"${opener}" not found`);
  const body = source.slice(start + opener.length, source.indexOf('\n}', start));
  return [...body.matchAll(/^\s+(?:\.\.\.)?([A-Za-z]\w*)\s*[,:]/gm)].map((match) => match[1]!);
}

export const providedComponents = new Set([
  ...objectKeys(fs.readFileSync(path.join(repoRoot, 'src/theme/MDXComponents.tsx'), 'utf8'), 'export default {'),
  ...objectKeys(
    fs.readFileSync(
      path.join(repoRoot, 'node_modules/@docusaurus/theme-classic/lib/theme/MDXComponents/index.js'),
      'utf8',
    ),
    'const MDXComponents = {',
  ),
]);

interface EstreeNode {
  type: string;
  specifiers?: {local: {name: string}}[];
  declaration?: {type: string; id?: {name: string}; declarations?: {id: {name?: string}}[]} | null;
}

/** Components used in an MDX text that nothing binds, as "line N: <Name>". */
export function unboundComponents(mdx: string): string[] {
  const tree = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkMdx)
    .use(remarkDirective)
    .parse(mdx) as Root;
  const bound = new Set<string>();
  const used: {name: string; line: number}[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') {
      const program = (node.data as {estree?: {body: EstreeNode[]}} | undefined)?.estree;
      for (const statement of program?.body ?? []) {
        for (const specifier of statement.specifiers ?? []) bound.add(specifier.local.name);
        const declaration = statement.declaration;
        if (declaration?.id) bound.add(declaration.id.name);
        for (const variable of declaration?.declarations ?? []) if (variable.id.name) bound.add(variable.id.name);
      }
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const root = node.name.split('.')[0]!;
      if (/^[A-Z]/.test(root)) used.push({name: root, line: node.position?.start.line ?? 0});
    }
  });
  return used
    .filter(({name}) => !bound.has(name) && !providedComponents.has(name) && !isFactElement(name))
    .map(({name, line}) => `line ${line}: <${name}>`);
}
