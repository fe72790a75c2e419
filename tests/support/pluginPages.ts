import type {Locator, Page} from '@playwright/test';
import {fromPlugins} from './fromPlugins';

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

/** Every plugin's pages, from the `pages` export of its `tests/pages.ts`, in folder order. */
export const pluginPages = (): PluginPage[] => fromPlugins<PluginPage[]>('pages.ts', 'pages').flat();
