import type {RestApi} from '@site/plugins/reference/load';
import {explorerOperations} from '@site/plugins/reference/openapi/explorer';
import {operations, type OperationEntry} from '@site/plugins/reference/openapi/document';
import {apiBasePath} from '@site/plugins/reference/openapi/samples/request';
import type {ExplorerOperation} from '@site/src/lib/apiMock/types';

/** One operation as the mock serves it: its full path template (with the API's base path) as a pattern. */
export interface MockRoute {
  api: RestApi;
  entry: OperationEntry;
  /** The operation as the explorer reads it, which the shared mock (`src/lib/apiMock`) checks and answers from. */
  operation: ExplorerOperation;
  pattern: RegExp;
  /** Path parameter names, in the order the pattern captures them. */
  names: string[];
  /** Literal segments first: `/assets/{assetId}/metadata` must not swallow `/assets/{assetId}/metadata/versions`. */
  parameters: number;
}

const routesByApi = new WeakMap<RestApi, MockRoute[]>();

/** An API's routes, made once per loaded API: the explorer's operations and their validators are then shared. */
function routesOf(api: RestApi): MockRoute[] {
  let routes = routesByApi.get(api);
  if (routes) return routes;
  const explored = new Map(explorerOperations(api).map((operation) => [operation.operationId, operation]));
  routes = operations(api.document).map((entry): MockRoute => {
    const names: string[] = [];
    const template = `${apiBasePath(api.document)}${entry.path}`;
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{(.+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      })
      .join('');
    const operation = explored.get(entry.operation.operationId)!;
    return {api, entry, operation, pattern: new RegExp(`^${source}$`), names, parameters: names.length};
  });
  routesByApi.set(api, routes);
  return routes;
}

export function mockRoutes(apis: RestApi[]): MockRoute[] {
  return apis.flatMap(routesOf).sort((a, b) => a.parameters - b.parameters);
}

export type RouteMatch = {route: MockRoute; pathValues: Record<string, string>} | {status: 404 | 405; problem: string};

/** The operation a request is for, by method and path template. */
export function matchRoute(routes: MockRoute[], method: string, pathname: string): RouteMatch {
  const byPath = routes.filter((route) => route.pattern.test(pathname));
  if (byPath.length === 0) return {status: 404, problem: `no operation has the path ${pathname}`};
  const route = byPath.find((candidate) => candidate.entry.method === method.toLowerCase());
  if (!route) {
    const allowed = [...new Set(byPath.map((candidate) => candidate.entry.method.toUpperCase()))].join(', ');
    return {status: 405, problem: `${method} ${pathname}: the path takes ${allowed}`};
  }
  const values = route.pattern.exec(pathname)!.slice(1);
  return {
    route,
    pathValues: Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(values[index]!)])),
  };
}
