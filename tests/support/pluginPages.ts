import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {repoRoot} from './paths';

/**
 * A page a local plugin adds to the site. The checks every page type gets (accessibility in both themes, valid HTML,
 * the CSP, reading without JavaScript) cover it beside the site's own, so deleting the plugin's folder drops them.
 */
export interface PluginPage {
  kind: string;
  /** The path a reader opens, query included. */
  path: string;
  heading: string | RegExp;
  /** A sentence of the page's own text, in its server HTML. */
  text: string;
  /** A link the reader can follow from there without JavaScript. */
  link: (page: Page) => Locator;
  /** What a reader does once the page has hydrated (run under the CSP). */
  exercise?: (page: Page) => Promise<void>;
}

const pluginsDir = path.join(repoRoot, 'plugins');

/** Every plugin's pages, from the `pages` export of its `tests/pages.ts`, in folder order. */
export function pluginPages(): PluginPage[] {
  return (
    fs
      .readdirSync(pluginsDir)
      .sort()
      .map((folder) => path.join(pluginsDir, folder, 'tests', 'pages.ts'))
      .filter((file) => fs.existsSync(file))
      // Synchronous: Playwright lists a spec file's tests as it loads the file.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      .flatMap((file) => (require(file) as {pages: PluginPage[]}).pages)
  );
}
