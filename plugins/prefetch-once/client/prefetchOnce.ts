import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routesChunkNames from '@generated/routesChunkNames';
import {matchingRoutes} from '@site/src/lib/siteRoutes';

// Docusaurus 3.7 prefetches every chunk of a route and of all its parent routes for each link that
// comes into view, so the shared docs chunks are requested again for every link: 485 <link> elements
// for 31 files on the lease API page, about 600 ms of a mid-range phone's main thread. This keeps its
// rules (the same chunks; nothing on slow or data-saving connections) and requests each file once. It
// asks webpack for a chunk's URL once too: each answer builds webpack's whole table of chunk files.

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

type ChunkTree = string | {[key: string]: ChunkTree};

const isSlowConnection = (): boolean => {
  const {connection} = navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const chunkNames = (tree: ChunkTree): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(chunkNames);

let chunkNamesByPath: Map<string, string[]> | undefined;

/** A route path's chunk names; the map is built on the first prefetch, after start-up. */
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    // The keys of routesChunkNames are a route path, "-" and a hash.
    for (const [pathWithHash, tree] of Object.entries(routesChunkNames)) {
      const path = pathWithHash.replace(/-[^-]+$/, '');
      chunkNamesByPath.set(path, [...(chunkNamesByPath.get(path) ?? []), ...chunkNames(tree as ChunkTree)]);
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

const prefetchedRoutes = new Set<string>();
const requestedFiles = new Set<string>();
const chunkUrls = new Map<string, string | undefined>();

function chunkUrl(chunkName: string): string | undefined {
  if (!chunkUrls.has(chunkName)) chunkUrls.set(chunkName, __webpack_require__.gca(chunkName));
  return chunkUrls.get(chunkName);
}

function prefetchFile(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Prefetches the files `routePath` needs that no earlier prefetch requested, nor this page loaded. */
function prefetch(routePath: string): false | Promise<void[]> {
  if (prefetchedRoutes.has(routePath) || isSlowConnection()) return false;
  prefetchedRoutes.add(routePath);
  const loads: Promise<void>[] = [];
  for (const route of matchingRoutes(routePath)) {
    for (const chunkName of chunkNamesOf(route.path)) {
      const url = chunkUrl(chunkName);
      // A chunk that webpack merged into another has no file of its own ("undefined" in its URL).
      if (!url || url.includes('undefined') || requestedFiles.has(url)) continue;
      requestedFiles.add(url);
      loads.push(prefetchFile(url));
    }
  }
  return Promise.all(loads);
}

if (ExecutionEnvironment.canUseDOM) {
  // Every file the page loads, its chunks included: webpack removes a chunk's script element once it has run.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) requestedFiles.add(new URL(entry.name).pathname);
  }).observe({type: 'resource', buffered: true});
  // Docusaurus' client entry, evaluated right after the client modules in the same task, sets
  // window.docusaurus (a frozen object); links call window.docusaurus.prefetch as they come into view.
  queueMicrotask(() => {
    window.docusaurus = {...window.docusaurus, prefetch};
  });
}
