import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {emitAssets} from '../support/emitAssets';
import {rewriteBuiltPages} from '../support/builtSite';
import {diagramDir} from './diagramKey';

/** The drawings `npm run diagrams` keeps, one `{key}.svg` per diagram. */
export const drawingsDir = path.join(__dirname, 'drawings');

/**
 * A diagram as the server renders it (theme/Mermaid): its holder, keyed by the source's hash,
 * with the source in a `<pre>`. The HTML is minified, so the key may stand without quotes.
 */
const renderedSource = /(<div[^>]* data-diagram="?([0-9a-f]{14})"?[^>]*>)<pre\b[^>]*>[\s\S]*?<\/pre>/g;

/** The page with each diagram's source replaced by its drawing; keys without a drawing are added to `missing`. */
export function drawDiagrams(html: string, drawing: (key: string) => string | undefined, missing: Set<string>): string {
  return html.replace(renderedSource, (source, holder: string, key: string) => {
    const svg = drawing(key);
    if (svg === undefined) {
      missing.add(key);
      return source;
    }
    return `${holder}<div class="docusaurus-mermaid-container">${svg}</div>`;
  });
}

/** Each drawing `npm run diagrams` keeps, as its name and content; none when the folder does not exist yet. */
function drawingFiles(): Map<string, string> {
  if (!fs.existsSync(drawingsDir)) return new Map();
  const files = fs.readdirSync(drawingsDir).filter((file) => file.endsWith('.svg'));
  return new Map(files.map((file) => [file, fs.readFileSync(path.join(drawingsDir, file), 'utf8')]));
}

/**
 * Diagrams drawn ahead of time, as one folder: the theme's Mermaid replaced (theme/), the drawings (drawings/, made
 * by `npm run diagrams` with draw.ts), and this plugin. The client bundle emits the drawings under the site's
 * `/diagrams/`, where a client-side navigation fetches them (the dev server too); postBuild puts each into the built
 * pages in place of its source, so readers see it at once, without Mermaid, and without JavaScript. A diagram not
 * drawn yet stays as its source, readable, and the build says so. Listed after `@docusaurus/theme-mermaid`, whose
 * Mermaid it replaces.
 */
export default function diagramsPlugin(): Plugin {
  const name = 'assetra-diagrams';
  // Read once for the bundle's assets and the pages' HTML.
  let read: Map<string, string> | undefined;
  const drawings = () => (read ??= drawingFiles());
  return {
    name,
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const files = [...drawings()].map(([file, svg]) => [`${diagramDir}/${file}`, svg] as const);
      return {plugins: [emitAssets(name, () => files)]};
    },
    postBuild(props) {
      const used = new Set<string>();
      const drawing = (key: string) => {
        const svg = drawings().get(`${key}.svg`);
        if (svg !== undefined) used.add(key);
        return svg;
      };
      const missing = new Set<string>();
      // Synchronous, so every page is drawn before the next plugin's postBuild reads the pages.
      const pages = rewriteBuiltPages(props, ({html}) =>
        html.includes('data-diagram=') ? drawDiagrams(html, drawing, missing) : undefined,
      );
      console.log(`[diagrams] ${used.size} drawn diagrams written into ${pages} pages`);
      if (missing.size > 0)
        console.warn(
          `[diagrams] ${missing.size} diagrams have no drawing, so their pages show the source (${[...missing].join(', ')}): run \`npm run diagrams\``,
        );
    },
  };
}
