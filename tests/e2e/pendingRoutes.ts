import {specRoutes} from '../support/spec';

/**
 * Routes of routes.txt that later issues build. Each issue deletes what it delivers; the route
 * test fails on an entry that is served already, so this list cannot go stale.
 */
const pendingGroups = new Set(['Assets', 'Engage', 'Real-world use cases']);

const pendingExtras = new Set([
  // Category index pages of the sections above.
  '/docs/category/assets',
  '/docs/category/asets-front-end-ui',
  '/docs/category/erc-20',
  '/docs/category/erc-3643',
  '/docs/category/back-end-api',
  '/docs/category/restful-api-endpoints',
  '/docs/category/restful-api-endpoints-2',
  '/docs/category/restful-api-endpoints-3',
  '/docs/category/engage',
  '/docs/category/engage-front-end-ui',
  '/docs/category/engage-admin-ui',
  '/docs/category/real-world-use-cases',
  '/docs/category/lease-agreement',
  '/docs/category/aurus',
]);

/** Tags no page uses yet: their pages appear once a section's pages carry them. */
const unusedTags = new Set(['buyback', 'buybacks', 'engage']);

export function pendingRoutes(): string[] {
  return specRoutes()
    .filter(
      ({route, group}) =>
        pendingGroups.has(group) ||
        pendingExtras.has(route) ||
        (route.startsWith('/docs/tags/') && unusedTags.has(route.slice('/docs/tags/'.length))),
    )
    .map(({route}) => route);
}
