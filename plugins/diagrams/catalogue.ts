import fs from 'node:fs';
import {mermaidThemeConfig} from '../../config/mermaid';
import {darkThemeVariables} from './darkTheme';
import {contentPages, pageCodeBlocks} from '../../scripts/support/pageCodeBlocks';
import {diagramKey} from './diagramKey';

/** Every Mermaid source of the site's pages, by key, with the pages that show it. */
export function diagramSources(repoRoot: string): Map<string, {source: string; pages: string[]}> {
  const sources = new Map<string, {source: string; pages: string[]}>();
  for (const page of contentPages(repoRoot))
    for (const block of pageCodeBlocks(repoRoot, page)) {
      if (block.lang !== 'mermaid') continue;
      const key = diagramKey(block.value);
      const entry = sources.get(key) ?? {source: block.value, pages: []};
      entry.pages.push(page);
      sources.set(key, entry);
    }
  return sources;
}

/** The SVG element's id: Mermaid scopes the diagram's style to it. */
export const diagramSvgId = (key: string) => `diagram-${key}`;

/**
 * What drew the diagrams: Mermaid's version and the site's Mermaid settings. Each SVG carries it, so a
 * test can tell drawings made with other settings from current ones.
 */
export function drawingStamp(): string {
  const {version} = JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string};
  return `mermaid ${version}; settings ${diagramKey(JSON.stringify({...mermaidThemeConfig, darkThemeVariables}))}`;
}

/** The stamp an SVG was drawn with, from its root element. */
export const svgStamp = (svg: string) => /^<svg [^>]*data-drawn-with="([^"]*)"/.exec(svg)?.[1];
