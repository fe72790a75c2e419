import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {RestApi, ReferenceBundle} from '@site/plugins/reference/load';
import {graphqlExplorerData} from '@site/plugins/reference/graphql/explorer';
import {graphqlMock, runOperation, type GraphqlMock} from '@site/src/lib/graphqlMock/run';
import {matchRoute, mockRoutes, type MockRoute} from '../mockApi/routes';
import {requestProblems, type MockCredentials} from '../mockApi/validateRequest';
import {problemBody, type ReceivedCall} from '../mockApi/server';
import {clockHeader, type TutorialClock} from './clock';

/** What the tutorial API answers a valid request with. */
export type TutorialAnswer = (
  route: MockRoute,
  request: {
    pathValues: Record<string, string>;
    query: URLSearchParams;
    body: Buffer;
    headers: http.IncomingHttpHeaders;
  },
) => {status: number; body: unknown; headers?: Record<string, string>};

/** What the tutorial API answers a GraphQL root field with, after the mock ran it (state the REST API shares). */
export type GraphqlFollowUp = (
  api: string,
  field: string,
  value: unknown,
  variables: Record<string, unknown>,
) => unknown;

export interface TutorialApi {
  /** `http://127.0.0.1:PORT`, which stands in for the environments' API host. */
  url: string;
  calls: ReceivedCall[];
  close(): Promise<void>;
}

/** The GraphQL mock of each API that has one, by product id. */
export function graphqlMocks(reference: ReferenceBundle): Map<string, GraphqlMock> {
  return new Map(reference.graphql.map((api) => [api.id, graphqlMock(graphqlExplorerData(api))]));
}

/**
 * One tutorial's Assetra API: every REST operation of the reference, routed by method and path, the request checked
 * against the operation (credentials, parameters, body) and answered by `answer`; and each product's GraphQL endpoint
 * (`/{product}/graphql`), answered from the schema's examples. Each request moves the tutorial's clock to its script's.
 */
export async function startTutorialApi(options: {
  rest: RestApi[];
  graphql: Map<string, GraphqlMock>;
  credentials: MockCredentials;
  clock: TutorialClock;
  answer: TutorialAnswer;
  followGraphql?: GraphqlFollowUp;
}): Promise<TutorialApi> {
  const routes = mockRoutes(options.rest);
  const calls: ReceivedCall[] = [];
  const credentialOf = (headers: http.IncomingHttpHeaders) => {
    const key = headers['x-api-key'];
    const bearer = headers.authorization?.replace(/^Bearer /, '');
    return (
      (typeof key === 'string' && options.credentials.apiKeys.includes(key)) ||
      (bearer !== undefined && options.credentials.accessTokens.includes(bearer))
    );
  };

  async function graphql(product: string, body: Buffer, headers: http.IncomingHttpHeaders) {
    const mock = options.graphql.get(product);
    if (!mock) return {status: 404, body: problemBody(404, `no GraphQL API for ${product}`)};
    if (!credentialOf(headers)) return {status: 401, body: problemBody(401, 'no valid X-API-Key or access token')};
    const {query, variables = {}} = JSON.parse(body.toString('utf8')) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const result = await runOperation(mock, query, JSON.stringify(variables));
    if (result.problems.length > 0) return {status: 400, body: {errors: result.problems}, problems: result.problems};
    const data = (result.response?.data ?? {}) as Record<string, unknown>;
    const followed = Object.fromEntries(
      Object.entries(data).map(([field, value]) => [
        field,
        options.followGraphql?.(product, field, value, variables) ?? value,
      ]),
    );
    return {status: 200, body: {...result.response, data: followed}};
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        options.clock.see(request.headers[clockHeader]);
        const body = Buffer.concat(chunks);
        const url = new URL(request.url ?? '/', 'http://mock');
        const method = request.method ?? 'GET';
        const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
          const type = status >= 400 ? 'application/problem+json' : 'application/json';
          if (payload === undefined || status === 204) response.writeHead(status, headers).end();
          else response.writeHead(status, {'content-type': type, ...headers}).end(JSON.stringify(payload));
        };
        const call: ReceivedCall = {
          sample: undefined,
          operation: undefined,
          request: `${method} ${url.pathname}`,
          problems: [],
        };
        calls.push(call);
        const graphqlPath = /^\/([\w-]+)\/graphql$/.exec(url.pathname);
        if (graphqlPath && method === 'POST') {
          call.operation = `${graphqlPath[1]}:graphql`;
          const answer = await graphql(graphqlPath[1]!, body, request.headers);
          if ('problems' in answer) call.problems.push(...answer.problems!.map((problem) => problem.message));
          response.writeHead(answer.status, {'content-type': 'application/json'}).end(JSON.stringify(answer.body));
          return;
        }
        const match = matchRoute(routes, method, url.pathname);
        if ('problem' in match) {
          call.problems.push(match.problem);
          send(match.status, problemBody(match.status, match.problem));
          return;
        }
        call.operation = `${match.route.api.id}:${match.route.entry.operation.operationId}`;
        call.request = `${method} ${url.pathname}${url.search}`;
        call.problems.push(
          ...(await requestProblems(
            match.route,
            {pathValues: match.pathValues, query: url.searchParams, headers: request.headers, body},
            options.credentials,
          )),
        );
        if (call.problems.length > 0) {
          send(400, problemBody(400, call.problems.join('; ')));
          return;
        }
        const answer = options.answer(match.route, {
          pathValues: match.pathValues,
          query: url.searchParams,
          body,
          headers: request.headers,
        });
        send(answer.status, answer.body, answer.headers);
      })().catch((error: unknown) => {
        response.writeHead(500).end(String(error instanceof Error ? error.stack : error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
