import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {baseUrl} from '../src/data/site';
import {testRoutes} from '../plugins/test-routes/routes';

/**
 * The classic preset's sitemap: every indexable page (pages marked noindex, like /docs, drop out on
 * their own), without the search results page or the test build's pages.
 */
export const sitemap = {
  filename: 'sitemap.xml',
  ignorePatterns: [`${baseUrl}search`, ...Object.values(testRoutes).map((route) => `${baseUrl}${route.replace(/^\//, '')}`)],
  // Search engines ignore both (Google says so); without them the file lists only what crawlers read.
  changefreq: null,
  priority: null,
} satisfies SitemapOptions;
