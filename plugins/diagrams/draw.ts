/**
 * `npm run diagrams`: draws every Mermaid diagram of the site's pages ahead of time, in Chromium, in
 * both colour modes, and keeps one theme-aware SVG per diagram in `plugins/diagrams/drawings/{key}.svg`. Pages
 * then show the drawing in their HTML, and Mermaid (650 KB) never loads for them. Run it after
 * adding or changing a diagram; a unit test says when a drawing is missing or out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {mermaidThemeConfig} from '../../config/mermaid';
import {darkThemeVariables} from './darkTheme';
import {diagramSources, diagramSvgId, drawingStamp} from './catalogue';
import {drawingsDir} from './index';
import {mergeThemes} from './mergeThemes';
import {roundCoordinates} from './roundCoordinates';
import {validMarkup} from './validMarkup';

const repoRoot = path.resolve(__dirname, '..', '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A page with Mermaid set up for one colour mode, as the theme sets it up in the browser. */
async function mermaidPage(context: Awaited<ReturnType<typeof chromium.launch>>, theme: string): Promise<Page> {
  const page = await context.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
  const dark = theme === mermaidThemeConfig.theme.dark;
  const config = {
    startOnLoad: false,
    ...mermaidThemeConfig.options,
    theme,
    ...(dark && {themeVariables: darkThemeVariables}),
  };
  await page.evaluate(`mermaid.initialize(${JSON.stringify(config)})`);
  return page;
}

// Strings, not functions, go to the page: tsx's helpers do not exist there.
const draw = (page: Page, id: string, source: string) =>
  page.evaluate<string>(
    `mermaid.render(${JSON.stringify(id)}, ${JSON.stringify(source)}).then((result) => result.svg)`,
  );

async function main(): Promise<void> {
  if (!fs.existsSync(chromiumPath))
    throw new Error(`No Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  const started = performance.now();
  const sources = diagramSources(repoRoot);
  const stamp = drawingStamp();
  fs.mkdirSync(drawingsDir, {recursive: true});
  const browser = await chromium.launch({executablePath: chromiumPath});
  try {
    // One page per mode, drawing in the same order, so Mermaid's internal counters give both drawings the same ids.
    const light = await mermaidPage(browser, mermaidThemeConfig.theme.light);
    const dark = await mermaidPage(browser, mermaidThemeConfig.theme.dark);
    let bytes = 0;
    for (const [key, {source, pages}] of sources) {
      const id = diagramSvgId(key);
      const where = `${pages[0]} (diagram ${key})`;
      const [lightSvg, darkSvg] = await Promise.all([draw(light, id, source), draw(dark, id, source)]);
      const svg = validMarkup(roundCoordinates(mergeThemes(lightSvg, darkSvg, id, where)), id).replace(
        /^<svg /,
        `<svg data-drawn-with="${stamp}" `,
      );
      fs.writeFileSync(path.join(drawingsDir, `${key}.svg`), svg);
      bytes += Buffer.byteLength(svg);
    }
    const stale = fs
      .readdirSync(drawingsDir)
      .filter((file) => file.endsWith('.svg') && !sources.has(file.slice(0, -'.svg'.length)));
    for (const file of stale) fs.rmSync(path.join(drawingsDir, file));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Drew ${sources.size} diagrams (${(bytes / 1024).toFixed(0)} KiB of SVG) in ${seconds} s; removed ${stale.length} no page shows (${stamp}).`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
