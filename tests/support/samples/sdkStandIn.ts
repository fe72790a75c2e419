import type {RestApi} from '@site/plugins/reference/load';
import {
  isReference,
  operations,
  parametersOf,
  refName,
  requestMediaOf,
  resolve,
  responsesOf,
} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument, Schema} from '@site/plugins/reference/openapi/types';
import {apiBasePath} from '@site/plugins/reference/openapi/samples/request';
import {bigintComponents, moduleProperty, resultOf} from '@site/plugins/reference/sdk/typescript';
import type {EnvironmentId} from '@site/src/data/platform';

/** What the stand-in needs of each SDK method: where its input goes and what it returns. */
interface MethodRoute {
  module: string;
  /** `buildSupply`, or `admin.buildPause` in a nested module. */
  method: string;
  httpMethod: string;
  /** `/pools/v1/pools/{poolId}/supply` */
  path: string;
  pathNames: string[];
  queryNames: string[];
  paginated: boolean;
  /** How the body travels: JSON, a multipart form (uploads), or none. */
  body: 'json' | 'multipart' | undefined;
  /** Where the success response holds amounts, which the SDK returns as bigint. */
  amounts: AmountShape | undefined;
}

/** Where amounts sit in a JSON value: `true` for the value itself, else its fields or (`[]`) its items. */
type AmountShape = true | {[field: string]: AmountShape};

/** The amount positions of a schema, following references, unions and arrays (a cycle ends the walk). */
function amountShape(doc: OpenApiDocument, schema: Schema, seen: Set<string> = new Set()): AmountShape | undefined {
  if (isReference(schema)) {
    const name = refName(schema.$ref);
    if (bigintComponents.includes(name)) return true;
    if (seen.has(name)) return undefined;
    return amountShape(doc, resolve<Schema>(doc, schema), new Set([...seen, name]));
  }
  const shape: {[field: string]: AmountShape} = {};
  const merge = (field: string, inner: AmountShape | undefined) => {
    if (inner) shape[field] = inner;
  };
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) {
    const inner = amountShape(doc, branch, seen);
    if (inner === true) return true;
    if (inner) Object.assign(shape, inner);
  }
  for (const [field, property] of Object.entries(schema.properties ?? {}))
    merge(field, amountShape(doc, property, seen));
  if (schema.items) merge('[]', amountShape(doc, schema.items, seen));
  return Object.keys(shape).length > 0 ? shape : undefined;
}

function responseAmounts(api: RestApi, entry: Parameters<typeof resultOf>[1]): AmountShape | undefined {
  const ok = responsesOf(api.document, entry).find(([status]) => status.startsWith('2'));
  const schema = ok?.[1].content?.['application/json']?.schema;
  return schema && amountShape(api.document, schema);
}

function methodRoutes(apis: RestApi[]): MethodRoute[] {
  return apis.flatMap((api) =>
    operations(api.document)
      .filter((entry) => entry.operation['x-sdk-method'])
      .map((entry) => {
        const parameters = parametersOf(api.document, entry);
        return {
          module: moduleProperty(api.id),
          method: entry.operation['x-sdk-method']!,
          httpMethod: entry.method.toUpperCase(),
          path: `${apiBasePath(api.document)}${entry.path}`,
          pathNames: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          paginated: resultOf(api.document, entry).paginated,
          body: requestMediaOf(api.document, entry)?.kind,
          amounts: responseAmounts(api, entry),
        };
      }),
  );
}

/**
 * `@assetra/sdk` is documented here but not installed: the sample test puts this stand-in in its place. It
 * implements what the SDK page documents (one module per API, input fields to path, query and body, amounts
 * as bigint sent and received as decimal strings, X-API-Key or Bearer, an Idempotency-Key per write, list methods
 * as async iterators over `nextCursor`, uploads as a multipart form whose Blob fields are files) from the same
 * OpenAPI files, and sends each environment's requests to its host in `hosts`.
 */
export function sdkStandInModule(apis: RestApi[], hosts: Record<EnvironmentId, string>): string {
  return `// Written by tests/support/samples/sdkStandIn.ts for the tests.
const routes = ${JSON.stringify(methodRoutes(apis))};
const hosts = ${JSON.stringify(hosts)};

export class AssetraApiError extends Error {
  constructor(status, problem) {
    super(\`\${problem.code}: \${problem.detail}\`);
    this.status = status;
    this.code = problem.code;
    this.detail = problem.detail;
  }
}

const json = (value) => JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item));

/** Amounts arrive as decimal strings; the SDK hands them out as bigint. */
function withAmounts(value, shape) {
  if (!shape || value === null || value === undefined) return value;
  if (shape === true) return typeof value === 'string' && /^-?\\d+$/.test(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map((item) => withAmounts(item, shape['[]']));
  if (typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, withAmounts(item, shape[field])]));
}

async function send(route, credentials, input = {}, options = {}, cursor) {
  let path = route.path;
  const query = new URLSearchParams();
  const body = {};
  for (const [name, value] of Object.entries(input)) {
    if (route.pathNames.includes(name)) path = path.replace(\`{\${name}}\`, encodeURIComponent(String(value)));
    else if (route.queryNames.includes(name)) query.set(name, String(value));
    else body[name] = value;
  }
  if (cursor) query.set('cursor', cursor);
  const headers = {};
  if (credentials.apiKey) headers['X-API-Key'] = credentials.apiKey;
  else if (credentials.accessToken) headers.Authorization = \`Bearer \${credentials.accessToken}\`;
  if (route.httpMethod !== 'GET') headers['Idempotency-Key'] = options.idempotencyKey ?? crypto.randomUUID();
  if (route.body === 'json') headers['Content-Type'] = 'application/json';
  const search = query.toString();
  const response = await fetch(\`\${credentials.baseUrl}\${path}\${search ? \`?\${search}\` : ''}\`, {
    method: route.httpMethod,
    headers,
    body: route.body === 'json' ? json(body) : route.body === 'multipart' ? form(body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw new AssetraApiError(response.status, await response.json());
  return response.status === 204 ? undefined : withAmounts(await response.json(), route.amounts);
}

/** A multipart body: a Blob is a file part (named by the input's \`name\`, as the API's examples do), the rest text. */
function form(body) {
  const parts = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) parts.append(name, value, body.name ?? name);
    else parts.append(name, typeof value === 'string' ? value : json(value));
  }
  return parts;
}

async function* pages(route, credentials, input) {
  let cursor;
  do {
    const page = await send(route, credentials, input, {}, cursor);
    yield* page.data;
    cursor = page.nextCursor;
  } while (cursor);
}

export function createAssetraClient(options) {
  const baseUrl = hosts[options.environment];
  if (!baseUrl) throw new Error(\`Unknown environment "\${options.environment}"\`);
  const credentials = {apiKey: options.apiKey, accessToken: options.accessToken, baseUrl};
  const client = {};
  for (const route of routes) {
    const names = route.method.split('.');
    let target = (client[route.module] ??= {});
    for (const name of names.slice(0, -1)) target = target[name] ??= {};
    target[names.at(-1)] = route.paginated
      ? (input) => pages(route, credentials, input)
      : (input, requestOptions) => send(route, credentials, input, requestOptions);
  }
  return client;
}
`;
}
