import fs from 'node:fs';
import path from 'node:path';
import type {Parent, Root} from 'mdast';
import {visit, SKIP} from 'unist-util-visit';
import {renderContext} from './context';
import {directivesOf, type Formats} from './format';
import {siteFormats} from './formats';
import {placeItems} from './items';
import {loadBundle} from './load';
import {referenceDir} from './paths';
import {jsxText, type Block} from '../support/mdast';
import {findPlacements, routeOfPage, type Placement} from './placements';
import {publishedBy} from './published';
import {referenceComponents} from './components';

export interface RemarkReferenceOptions {
  docsDir: string;
  /** The reference to render: the site's formats over reference/ unless given (a test's own). */
  reference?: {formats: Formats<object>; dir: string};
}

interface LeafDirective {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
}

/** Every docs page's directives, re-read only when a page changes. */
const placementsCache = new Map<string, {key: string; placements: Placement[]}>();
function currentPlacements(docsDir: string, names: readonly string[]): Placement[] {
  const key = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `${file}:${fs.statSync(path.join(docsDir, file)).mtimeMs}`)
    .join('|');
  const cacheKey = `${docsDir}|${names.join(' ')}`;
  const cached = placementsCache.get(cacheKey);
  if (cached?.key === key) return cached.placements;
  const placements = findPlacements(docsDir, names);
  placementsCache.set(cacheKey, {key, placements});
  return placements;
}

/**
 * Replaces reference directives (`::openapi-operations{api="pools" tag="Lend"}`, each format's in formats.ts) with
 * Markdown rendered from reference/. It runs before Docusaurus' own remark plugins, so the generated headings get
 * ids, enter the table of contents and the static HTML.
 */
export default function remarkReference({docsDir, reference}: RemarkReferenceOptions) {
  const formats: Formats<object> = reference?.formats ?? siteFormats;
  const dir = reference?.dir ?? referenceDir;
  const directives = directivesOf(formats);
  const names = [...directives.keys()];
  return (root: Root, file: {path?: string}) => {
    const found: {node: LeafDirective; index: number; parent: Parent}[] = [];
    visit(root, 'leafDirective', (node: LeafDirective, index, parent) => {
      if (directives.has(node.name) && parent && index !== undefined) found.push({node, index, parent});
      return SKIP;
    });
    if (found.length === 0) return;

    const relativeFile = path.relative(docsDir, file.path ?? '');
    const bundle = loadBundle(formats, dir);
    const placements = currentPlacements(docsDir, names);
    const route = routeOfPage(docsDir, relativeFile);
    const published = publishedBy(formats, bundle);
    const context = renderContext(bundle, placeItems(formats, bundle, placements), route, published);
    // Replace from the last directive backwards so earlier indices stay valid.
    for (const {node, index, parent} of found.reverse()) {
      const attributes = Object.fromEntries(
        Object.entries(node.attributes ?? {}).map(([key, value]) => [key, value ?? '']),
      );
      const placement: Placement = {file: relativeFile, route, name: node.name, attributes};
      const blocks = directives.get(node.name)!.render(context, placement);
      for (const download of collectDownloads(blocks)) {
        if (!published.has(download))
          throw new Error(`${relativeFile}: links to reference/${download}, which is not published`);
      }
      parent.children.splice(index, 1, ...blocks);
    }
  };
}

/** Files the rendered blocks offer for download, to check each one is published. */
function collectDownloads(blocks: Block[]): string[] {
  const files: string[] = [];
  visit({type: 'root', children: blocks} as Root, (node) => {
    const element = node as ReturnType<typeof jsxText>;
    if (
      (element.type === 'mdxJsxTextElement' || element.type === ('mdxJsxFlowElement' as string)) &&
      element.name === referenceComponents.ReferenceDownload
    ) {
      const attribute = element.attributes.find((candidate) => 'name' in candidate && candidate.name === 'file');
      if (attribute && typeof attribute.value === 'string') files.push(attribute.value);
    }
  });
  return files;
}
