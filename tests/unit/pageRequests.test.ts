import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {parse, validate} from 'graphql';
import {describe, expect, it} from 'vitest';
import {loadGraphql, loadRest} from '@site/plugins/reference/load';
import {operations, parametersOf, requestMediaOf, type OperationEntry} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {environments, apiVersion} from '@site/src/data/platform';
import {pageCurlRequests, type CurlRequest} from '../support/curlRequests';
import {repoRoot} from '../support/paths';
import {withTempPage} from '../support/tempPage';

/**
 * Every curl request on a page, REST or GraphQL, is one the reference accepts: the endpoint exists with that method,
 * its query parameters are declared, its required headers are sent, and its JSON body validates against the request
 * schema; a GraphQL document validates against the product's schema. A reader who copies a request gets an answer,
 * not a 400 or a 404.
 */

const rest = loadRest();
const graphql = loadGraphql();
const hosts = environments.map((environment) => environment.apiHost);
const requests = contentPages(repoRoot).flatMap((page) => pageCurlRequests(repoRoot, page));
const where = (request: CurlRequest) => `${request.page}:${request.line} ${request.method} ${request.url}`;

/** A path segment the reader fills in from a shell variable (`$POOL_ID`, `${HASH}`) matches any template parameter. */
const segmentMatches = (template: string, actual: string) =>
  template === actual || (/^\{\w+\}$/.test(template) && actual !== '');

function findOperation(doc: OpenApiDocument, method: string, path: string): OperationEntry | undefined {
  const actual = path.split('/');
  return operations(doc).find((entry) => {
    const template = entry.path.split('/');
    return (
      entry.method === method.toLowerCase() &&
      template.length === actual.length &&
      template.every((segment, index) => segmentMatches(segment, actual[index]!))
    );
  });
}

const validators = new Map(
  rest.map((api) => {
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(ajv);
    return [api.id, {ajv, doc: api.document}];
  }),
);

/** What is wrong with one REST request, or nothing. */
function restProblems(request: CurlRequest, apiId: string, path: string, query: URLSearchParams): string[] {
  const api = rest.find((candidate) => candidate.id === apiId);
  if (!api) return [`${where(request)}: no REST API "${apiId}" in reference/rest`];
  const entry = findOperation(api.document, request.method, path);
  if (!entry) return [`${where(request)}: ${api.file} has no ${request.method} ${path}`];
  const problems: string[] = [];
  const parameters = parametersOf(api.document, entry);
  for (const name of query.keys()) {
    if (!parameters.some((parameter) => parameter.in === 'query' && parameter.name === name))
      problems.push(`${where(request)}: ${entry.operation.operationId} has no query parameter "${name}"`);
  }
  for (const parameter of parameters.filter((candidate) => candidate.in === 'header' && candidate.required)) {
    if (!(parameter.name.toLowerCase() in request.headers))
      problems.push(`${where(request)}: ${entry.operation.operationId} needs the ${parameter.name} header`);
  }
  const media = requestMediaOf(api.document, entry);
  if (media?.kind !== 'json') return problems;
  if (request.body === undefined)
    return [...problems, `${where(request)}: ${entry.operation.operationId} needs a body`];
  // `--data @file`: the page shows the file beside the command, often abridged, so there is no whole body to check.
  if (request.body.startsWith('@')) return problems;
  let body: unknown;
  try {
    body = JSON.parse(request.body);
  } catch {
    return [...problems, `${where(request)}: the body is not JSON`];
  }
  const {ajv, doc} = validators.get(api.id)!;
  const check = ajv.compile({...media.media.schema, components: doc.components});
  if (!check(body))
    for (const error of check.errors ?? [])
      problems.push(`${where(request)}: body${error.instancePath} ${error.message} (${entry.operation.operationId})`);
  return problems;
}

/** What is wrong with one GraphQL request, or nothing. */
function graphqlProblems(request: CurlRequest, apiId: string): string[] {
  const api = graphql.find((candidate) => candidate.id === apiId);
  if (!api) return [`${where(request)}: no GraphQL API "${apiId}" in reference/graphql`];
  const body = JSON.parse(request.body ?? '{}') as {query?: string};
  if (!body.query) return [`${where(request)}: the body has no query`];
  return validate(api.schema, parse(body.query)).map((error) => `${where(request)}: ${error.message}`);
}

function problemsOf(request: CurlRequest): string[] {
  // Requests to other hosts, or to an address held in a shell variable, are not Assetra API calls to check.
  if (!hosts.some((host) => request.url.startsWith(`${host}/`))) return [];
  const url = new URL(request.url.replace(/\$\{?(\w+)\}?/g, '$1'));
  const [, apiId, style, ...rest] = url.pathname.split('/');
  if (style === 'graphql') return graphqlProblems(request, apiId!);
  if (style !== apiVersion) return [`${where(request)}: neither /${apiVersion} nor /graphql`];
  return restProblems(request, apiId!, `/${rest.join('/')}`, url.searchParams);
}

describe('requests on pages are ones the reference accepts', () => {
  it('finds the curl requests of the docs, the blog and the pages', () => {
    expect(requests.filter((request) => hosts.some((host) => request.url.startsWith(host))).length).toBeGreaterThan(40);
  });

  it('every REST request has an endpoint, declared parameters, the required headers and a valid body; every GraphQL document validates', () => {
    expect(requests.filter((request) => !request.nocheck).flatMap(problemsOf)).toEqual([]);
  });

  it('a URL with a query string is quoted, so that no shell reads its `?` or `&`', () => {
    const unquoted = (list: CurlRequest[]) =>
      list.filter((request) => request.urlUnquoted && /[?*[&]/.test(request.url)).map(where);
    expect(unquoted(requests)).toEqual([]);
    const page = '```bash\ncurl https://h.example/pools?limit=2\ncurl "https://h.example/pools?limit=2"\n```\n';
    withTempPage(page, (file) =>
      expect(unquoted(pageCurlRequests(repoRoot, file))).toEqual([`${file}:2 GET https://h.example/pools?limit=2`]),
    );
  });

  it('opting a request out is rare, says why, and is still needed', () => {
    const optedOut = requests.filter((request) => request.nocheck);
    expect(optedOut.length).toBeLessThanOrEqual(3);
    for (const request of optedOut) {
      expect(request.nocheck!.length, where(request)).toBeGreaterThan(20);
      expect(problemsOf(request), `${where(request)} is accepted; remove its nocheck`).not.toEqual([]);
    }
  });

  it('catches a wrong path, an undeclared parameter, a missing header and an invalid body', () => {
    const request = (url: string, body?: string, headers: Record<string, string> = {}): CurlRequest => ({
      page: 'sample.mdx',
      line: 1,
      method: body === undefined ? 'GET' : 'POST',
      url,
      urlUnquoted: false,
      headers,
      body,
      nocheck: undefined,
    });
    const sandbox = `${hosts.find((host) => host.includes('sandbox'))}/pools/${apiVersion}`;
    expect(problemsOf(request(`${sandbox}/pool`))).toEqual([
      `sample.mdx:1 GET ${sandbox}/pool: rest/pools.openapi.yaml has no GET /pool`,
    ]);
    expect(problemsOf(request(`${sandbox}/pools?size=2`))).toEqual([
      `sample.mdx:1 GET ${sandbox}/pools?size=2: listPools has no query parameter "size"`,
    ]);
    const keyRequest = problemsOf(request(`${sandbox}/api-keys`, '{"name": "Job", "scopes": ["everything"]}'));
    expect(keyRequest.some((problem) => problem.includes('needs the Idempotency-Key header'))).toBe(true);
    expect(keyRequest.some((problem) => problem.includes('body/scopes/0'))).toBe(true);
  });
});
