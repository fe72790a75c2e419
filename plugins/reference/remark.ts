import fs from 'node:fs';
import path from 'node:path';
import type {Parent, Root} from 'mdast';
import {visit, SKIP} from 'unist-util-visit';
import {renderContext, type RenderContext} from './context';
import {renderDownloads} from './downloads';
import {contractSource, operationGroup, placedSdkModule, placeItems, restApi, taggedOperations} from './items';
import {loadReference, type ReferenceBundle} from './load';
import {jsxText, type Block} from '../support/mdast';
import {renderDataTypes, renderErrorCatalogue} from './openapi/catalogue';
import {renderOperations} from './openapi/render';
import {directiveNames, docRoute, findPlacements, type DirectiveName, type Placement} from './placements';
import {publishedFiles} from './published';
import {renderGraphqlGroup} from './graphql/render';
import {renderSdkMethods, renderSdkTypes} from './sdk/render';
import {renderContractSource} from './solidity/render';
import {referenceComponents} from './components';

export interface RemarkReferenceOptions {
  docsDir: string;
}

interface LeafDirective {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
}

function render(
  bundle: ReferenceBundle,
  context: RenderContext,
  placement: Placement,
  published: Map<string, string>,
): Block[] {
  switch (placement.name) {
    case 'openapi-operations': {
      const {api, entries} = taggedOperations(bundle, placement);
      return renderOperations(context, api, entries, placement.attributes.title || undefined);
    }
    case 'openapi-errors':
      return renderErrorCatalogue(restApi(bundle, placement));
    case 'openapi-types':
      return renderDataTypes(restApi(bundle, placement));
    case 'graphql-operations': {
      const {api, group} = operationGroup(bundle, placement);
      return renderGraphqlGroup(context, api, group);
    }
    case 'contract-reference':
      return renderContractSource(context, contractSource(bundle, placement), bundle.compilation.compilerVersion);
    case 'sdk-methods':
      return renderSdkMethods(context, placedSdkModule(bundle, placement));
    case 'sdk-types':
      return renderSdkTypes(placedSdkModule(bundle, placement));
    case 'reference-downloads':
      return renderDownloads((placement.attributes.files ?? '').split(/\s+/).filter(Boolean), published);
  }
}

/** Every docs page's directives, re-read only when a page changes. */
let placementsCache: {key: string; placements: Placement[]} | undefined;
function currentPlacements(docsDir: string): Placement[] {
  const key = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `${file}:${fs.statSync(path.join(docsDir, file)).mtimeMs}`)
    .join('|');
  if (placementsCache?.key !== key) placementsCache = {key, placements: findPlacements(docsDir)};
  return placementsCache.placements;
}

/**
 * Replaces reference directives (`::openapi-operations{api="pools" tag="Lend"}` and the others in
 * placements.ts) with Markdown rendered from reference/. It runs before Docusaurus' own remark
 * plugins, so the generated headings get ids, enter the table of contents and the static HTML.
 */
export default function remarkReference({docsDir}: RemarkReferenceOptions) {
  return (root: Root, file: {path?: string}) => {
    const found: {node: LeafDirective; index: number; parent: Parent}[] = [];
    visit(root, 'leafDirective', (node: LeafDirective, index, parent) => {
      if ((directiveNames as readonly string[]).includes(node.name) && parent && index !== undefined)
        found.push({node, index, parent});
      return SKIP;
    });
    if (found.length === 0) return;

    const relativeFile = path.relative(docsDir, file.path ?? '');
    const bundle = loadReference();
    const placements = currentPlacements(docsDir);
    const context = renderContext(bundle, placeItems(bundle, placements), docRoute(relativeFile));
    const published = publishedFiles(bundle);
    // Replace from the last directive backwards so earlier indices stay valid.
    for (const {node, index, parent} of found.reverse()) {
      const attributes = Object.fromEntries(
        Object.entries(node.attributes ?? {}).map(([key, value]) => [key, value ?? '']),
      );
      const placement: Placement = {
        file: relativeFile,
        route: context.route,
        name: node.name as DirectiveName,
        attributes,
      };
      const blocks = render(bundle, context, placement, published);
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
