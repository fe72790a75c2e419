import fs from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brand} from '../../src/data/site';
import {sections} from '../../src/data/sections';
import {runTypeScriptWorker} from '../support/typeScriptWorker';
import type {CardContent} from './card';
import {socialCardDir, socialCardPath} from './cardPath';
import {socialCardPages} from './pages';
import type {RenderedFile, RenderJob, RenderSummary} from './renderWorker';

/** Renders the cards in a worker thread and collects what it sends back. */
async function startRenderWorker(job: RenderJob): Promise<{rendered: RenderedFile[]; milliseconds: number}> {
  const rendered: RenderedFile[] = [];
  let milliseconds = 0;
  await runTypeScriptWorker<RenderedFile | RenderSummary>(path.join(__dirname, 'renderWorker.ts'), job, (message) => {
    if ('file' in message) rendered.push(message);
    else milliseconds = message.milliseconds;
  });
  if (rendered.length !== job.cards.length)
    throw new Error(`The social-card worker rendered ${rendered.length} of ${job.cards.length} cards`);
  return {rendered, milliseconds};
}

/** The logo mark (the favicon, an SVG without text) as a data URI the card can embed. */
function logoDataUri(context: LoadContext): string {
  const file = path.join(context.siteDir, context.siteConfig.staticDirectories[0], context.siteConfig.favicon!);
  return `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
}

/**
 * Gives every docs page a social card (a 1200×630 PNG with its title, section and the brand) under
 * `img/og/`. Rendering starts in a worker thread as soon as the docs are loaded and is collected
 * after the build, so it runs beside bundling and static rendering instead of after them.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {url, baseUrl} = context.siteConfig;
  let rendering: ReturnType<typeof startRenderWorker> | undefined;
  return {
    name: 'assetra-social-cards',
    allContentLoaded({allContent}) {
      // Only a production build writes files; the dev server never calls postBuild.
      if (process.env.NODE_ENV !== 'production') return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent;
      const host = `${new URL(url).host}${baseUrl.replace(/\/$/, '')}`;
      const logo = logoDataUri(context);
      const cards = socialCardPages(docs, sections).map((page) => {
        const content: CardContent = {
          title: page.title,
          section: page.section,
          brandName: brand.name,
          docsLabel: brand.docsLabel,
          host,
          logoDataUri: logo,
        };
        return {file: socialCardPath(page.permalink, baseUrl), content};
      });
      rendering = startRenderWorker({
        cards,
        cacheDir: path.join(context.siteDir, 'node_modules', '.cache', 'assetra-social-cards'),
      });
      // Awaited in postBuild; until then a failure must not count as an unhandled rejection.
      rendering.catch(() => undefined);
    },
    async postBuild({outDir}) {
      if (!rendering) throw new Error('Social cards were never rendered: allContentLoaded did not run in this build');
      const waitStarted = Date.now();
      const {rendered, milliseconds} = await rendering;
      const waited = Date.now() - waitStarted;
      let bytes = 0;
      for (const {file, png} of rendered) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, png);
        bytes += png.byteLength;
      }
      const largest = Math.max(...rendered.map((card) => card.png.byteLength));
      const drawn = rendered.filter((card) => card.drawn).length;
      console.log(
        `[social-cards] ${rendered.length} cards written under ${socialCardDir}/ (${(bytes / 1024).toFixed(0)} KiB, largest ${(largest / 1024).toFixed(1)} KiB): ${drawn} drawn, ${rendered.length - drawn} from the cache, in ${(milliseconds / 1000).toFixed(1)} s in a worker thread; the build waited ${waited} ms for it`,
      );
    },
  };
}
