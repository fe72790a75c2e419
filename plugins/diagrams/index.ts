import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
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

/** Written beside and renamed over, so another plugin reading pages after the build never sees half a file. */
function replaceFile(file: string, content: string): void {
  fs.writeFileSync(`${file}.tmp`, content);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * Diagrams drawn ahead of time, as one folder: the theme's Mermaid replaced (theme/), the drawings (drawings/, made
 * by `npm run diagrams` with draw.ts), a client module, and this build step. It copies the drawings to the site's
 * `/diagrams/`, where a client-side navigation fetches them, and puts each into the built pages in place of its
 * source, so readers see it at once, without Mermaid, and without JavaScript. A diagram not drawn yet stays as its
 * source, readable, and the build says so. Listed after `@docusaurus/theme-mermaid`, whose Mermaid it replaces.
 */
export default function diagramsPlugin(): Plugin {
  return {
    name: 'assetra-diagrams',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client', 'keepHashTargetInView.ts')],
    postBuild({outDir}) {
      fs.cpSync(drawingsDir, path.join(outDir, diagramDir), {recursive: true});
      const drawings = new Map<string, string>();
      const drawing = (key: string) => {
        if (!drawings.has(key)) {
          const file = path.join(drawingsDir, `${key}.svg`);
          if (fs.existsSync(file)) drawings.set(key, fs.readFileSync(file, 'utf8'));
        }
        return drawings.get(key);
      };
      const missing = new Set<string>();
      let pages = 0;
      for (const file of fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
        if (!file.endsWith('.html')) continue;
        const html = fs.readFileSync(path.join(outDir, file), 'utf8');
        if (!html.includes('data-diagram=')) continue;
        replaceFile(path.join(outDir, file), drawDiagrams(html, drawing, missing));
        pages += 1;
      }
      console.log(`[diagrams] ${drawings.size} drawn diagrams written into ${pages} pages`);
      if (missing.size > 0)
        console.warn(
          `[diagrams] ${missing.size} diagrams have no drawing, so their pages show the source (${[...missing].join(', ')}): run \`npm run diagrams\``,
        );
    },
  };
}
