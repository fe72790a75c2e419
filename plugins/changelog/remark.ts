import fs from 'node:fs';
import path from 'node:path';
import type {Parent, Root} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import type {ReleaseLineId} from '../../src/data/releases';
import {routeOfPage} from '../reference/public';
import type {Block} from '../support/mdast';
import {changelogDirectives} from './directives';
import {releaseHistory} from './history';
import {historyLine} from './historyLine';
import {itemHistories, type ItemHistory} from './itemHistory';
import {referencePlaces, type Place} from './links';
import {renderLineChangelog, renderPlatformChangelog, renderPolicy} from './render';

export interface RemarkChangelogOptions {
  docsDir: string;
}

interface LeafDirective {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
}

interface Index {
  key: string;
  places: Map<string, Place[]>;
  /** route → heading id → item history. */
  headings: Map<string, Map<string, {history: ItemHistory; restOperation: boolean}>>;
}

let index: Index | undefined;

/** Placements re-read when a page changes (as plugins/reference does), so `npm start` follows edits. */
function fingerprint(docsDir: string): string {
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `${file}:${fs.statSync(path.join(docsDir, file)).mtimeMs}`)
    .join('|');
}

function buildIndex(docsDir: string, key: string): Index {
  const places = referencePlaces(docsDir);
  const histories = itemHistories(releaseHistory());
  const headings: Index['headings'] = new Map();
  for (const [itemKey, history] of histories) {
    for (const place of places.get(itemKey) ?? []) {
      const onRoute = headings.get(place.route) ?? new Map<string, {history: ItemHistory; restOperation: boolean}>();
      onRoute.set(place.anchor, {history, restOperation: itemKey.startsWith('rest-operation|')});
      headings.set(place.route, onRoute);
    }
  }
  return {key, places, headings};
}

function currentIndex(docsDir: string): Index {
  const key = fingerprint(docsDir);
  if (index?.key !== key) index = buildIndex(docsDir, key);
  return index;
}

/**
 * Expands `::api-changelog` (the platform changelog), `::api-changelog{product="pools"}` (one line's) and
 * `::deprecation-policy`, and writes each reference item's history under its heading. It runs after plugins/reference,
 * whose headings it reads, and before Docusaurus' own plugins, so what it adds reaches the TOC and the search index.
 */
export default function remarkChangelog({docsDir}: RemarkChangelogOptions) {
  return (root: Root, file: {path?: string}) => {
    const found: {node: LeafDirective; index: number; parent: Parent}[] = [];
    visit(root, 'leafDirective', (node: LeafDirective, position, parent) => {
      if ((changelogDirectives as readonly string[]).includes(node.name) && parent && position !== undefined)
        found.push({node, index: position, parent});
      return SKIP;
    });
    const headings = root.children.some((node) => node.type === 'heading' && node.data?.hProperties?.id);
    if (found.length === 0 && !headings) return;
    const route = routeOfPage(docsDir, path.relative(docsDir, file.path ?? ''));
    const {places, headings: histories} = currentIndex(docsDir);
    const history = found.length ? releaseHistory() : [];
    for (const {node, index: position, parent} of found.reverse()) {
      const product = node.attributes?.product;
      const blocks: Block[] =
        node.name === 'deprecation-policy'
          ? renderPolicy()
          : product
            ? renderLineChangelog(product as ReleaseLineId, history, places)
            : renderPlatformChangelog(history);
      parent.children.splice(position, 1, ...blocks);
    }
    const onPage = histories.get(route);
    if (!onPage) return;
    for (let position = root.children.length - 1; position >= 0; position -= 1) {
      const node = root.children[position];
      const id = node.type === 'heading' ? node.data?.hProperties?.id : undefined;
      const item = id === undefined ? undefined : onPage.get(id);
      if (item) root.children.splice(position + 1, 0, historyLine(item.history, item.restOperation));
    }
  };
}
