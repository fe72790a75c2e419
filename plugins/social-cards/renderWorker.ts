import {parentPort, workerData} from 'node:worker_threads';
import {CardCache, cardCacheKey, rendererFingerprint} from './cache';
import type {CardContent} from './card';
import {createCardRenderer, type CardRenderer} from './render';

/** What the plugin sends the worker: one entry per card, keyed by its output path. */
export interface RenderJob {
  cards: {file: string; content: CardContent}[];
  cacheDir: string;
}

/** What the worker sends back per card; the PNG's buffer is transferred, not copied. */
export interface RenderedFile {
  file: string;
  png: Uint8Array;
  /** False when the card came from the cache. */
  drawn: boolean;
}

/** The worker's last message: how long it worked, by its own clock (the build's thread may read messages late). */
export interface RenderSummary {
  milliseconds: number;
}

/** Runs in a worker thread (see index.ts), so rendering overlaps the single-threaded build. */
export default async function renderCards(): Promise<void> {
  const started = performance.now();
  const {cards, cacheDir} = workerData as RenderJob;
  const cache = new CardCache(cacheDir);
  const fingerprint = rendererFingerprint();
  let renderer: CardRenderer | undefined;
  for (const {file, content} of cards) {
    const key = cardCacheKey(content, fingerprint);
    let png = cache.read(key);
    const drawn = png === undefined;
    if (!png) {
      renderer ??= await createCardRenderer();
      png = (await renderer.render(content)).png;
      cache.write(key, png);
    }
    const message: RenderedFile = {file, png, drawn};
    parentPort!.postMessage(message, [png.buffer]);
  }
  cache.prune();
  const summary: RenderSummary = {milliseconds: Math.round(performance.now() - started)};
  parentPort!.postMessage(summary);
}
