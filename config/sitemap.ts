import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {baseUrl} from '../src/data/site';
import {testRoutesEnabled} from '../plugins/test-routes/enabled';
import {testRoutes} from '../plugins/test-routes/routes';

/**
 * The classic preset's sitemap: every indexable page (pages marked noindex, like /docs and the search
 * results page, drop out on their own), without, in the test build, the test-only pages. Only the
 * test build names those: the config reaches the client bundle, and production must not mention them.
 */
export function sitemapOptions(withTestRoutes = testRoutesEnabled()) {
  const testPages = withTestRoutes
    ? Object.values(testRoutes).map((route) => `${baseUrl}${route.replace(/^\//, '')}`)
    : [];
  return {
    filename: 'sitemap.xml',
    ignorePatterns: testPages,
    // Search engines ignore both (Google says so); without them the file lists only what crawlers read.
    changefreq: null,
    priority: null,
  } satisfies SitemapOptions;
}
