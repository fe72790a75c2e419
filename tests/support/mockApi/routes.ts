import type {RestApi} from '@site/plugins/reference/load';
import {operations, type OperationEntry} from '@site/plugins/reference/openapi/document';
import {apiBasePath} from '@site/plugins/reference/openapi/samples/request';

/** One operation as the mock serves it: its full path template (with the API's base path) as a pattern. */
export interface MockRoute {
  api: RestApi;
  entry: OperationEntry;
  pattern: RegExp;
  /** Path parameter names, in the order the pattern captures them. */
  names: string[];
  /** Literal segments first: `/assets/{assetId}/metadata` must not swallow `/assets/{assetId}/metadata/versions`. */
  parameters: number;
}

export function mockRoutes(apis: RestApi[]): MockRoute[] {
  const routes = apis.flatMap((api) =>
    operations(api.document).map((entry): MockRoute => {
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
      return {api, entry, pattern: new RegExp(`^${source}$`), names, parameters: names.length};
    }),
  );
  return routes.sort((a, b) => a.parameters - b.parameters);
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
