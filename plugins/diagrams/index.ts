import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {diagramDir} from '../../src/lib/diagramKey';

/**
 * A diagram as the server renders it (src/theme/Mermaid): its holder, keyed by the source's hash,
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
 * Puts each diagram's drawing (static/diagrams/{key}.svg, made by `npm run diagrams`) into the built
 * pages in place of its source, so readers see it at once, without Mermaid, and without JavaScript.
 * A diagram not drawn yet stays as its source, readable, and the build says so.
 */
export default function diagramsPlugin(): Plugin {
  return {
    name: 'assetra-diagrams',
    postBuild({outDir}) {
      const drawings = new Map<string, string>();
      const drawing = (key: string) => {
        if (!drawings.has(key)) {
          const file = path.join(outDir, diagramDir, `${key}.svg`);
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
