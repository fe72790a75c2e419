import routes from '@generated/routes';
import {firstMatchingRoute} from './firstMatchingRoute';

export type Route = (typeof routes)[number];

/** The route rendering `pathname` and its parents, outermost first, matched as react-router-config does. */
export function matchingRoutes(pathname: string, candidates: readonly Route[] = routes): Route[] {
  const route = firstMatchingRoute(pathname, candidates);
  return route ? [route, ...matchingRoutes(pathname, (route.routes ?? []) as Route[])] : [];
}

/** True when `pathname` is one of the site's pages; the not-found page's catch-all does not count. */
export function isSitePage(pathname: string): boolean {
  return matchingRoutes(pathname).at(-1)?.exact === true;
}
