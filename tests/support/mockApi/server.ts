import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {RestApi} from '@site/plugins/reference/load';
import {examplesOf, responsesOf} from '@site/plugins/reference/openapi/document';
import {matchRoute, mockRoutes, type MockRoute} from './routes';
import {requestProblems, type MockCredentials} from './validateRequest';

/** A request the mock received, with the sample that was running and what was wrong with it. */
export interface ReceivedCall {
  sample: string | undefined;
  /** `pools:buildSupply`, or undefined when no operation has the method and path. */
  operation: string | undefined;
  request: string;
  problems: string[];
}

export interface MockApi {
  /** `http://127.0.0.1:PORT`: what the samples get as ASSETRA_API_BASE. */
  url: string;
  calls: ReceivedCall[];
  /** Attributes the calls from now on to a sample (runners in other processes POST /__sample instead). */
  startSample(id: string): void;
  close(): Promise<void>;
}

/** What the mock answers a valid request with, when the example as it stands is not enough (tutorials). */
export type Answer = (
  route: MockRoute,
  request: {pathValues: Record<string, string>; query: URLSearchParams; body: Buffer},
  example: {status: number; body: unknown},
) => {status: number; body: unknown};

/** Path the runners post a sample's id to before running it. */
export const sampleMarkPath = '/__sample';

/**
 * The operation's first success response with its first named example; a follow-up page (with a cursor) is
 * the last one.
 */
function answer(route: MockRoute, query: URLSearchParams): {status: number; body: unknown} {
  const [status, response] = responsesOf(route.api.document, route.entry).find(([code]) => code.startsWith('2'))!;
  const example = examplesOf(route.api.document, response.content?.['application/json'])[0]?.[1].value;
  if (example && query.has('cursor') && typeof example === 'object' && 'nextCursor' in example)
    return {status: Number(status), body: {...example, data: [], nextCursor: null}};
  return {status: Number(status), body: example};
}

/** The problem a mock answers a request with that does not match the reference. */
export const problemBody = (status: number, detail: string) => ({
  type: 'about:blank',
  title: 'The request does not match the reference',
  status,
  code: 'MOCK_REQUEST_INVALID',
  detail,
});

/**
 * A local HTTP server built from the OpenAPI documents: it routes by method and path template, validates the
 * request (credentials, path, query, headers, body) against the operation, and answers the operation's
 * example, or a 400 problem that names every difference.
 */
export async function startMockApi(
  apis: RestApi[],
  credentials: MockCredentials,
  respond: Answer = (_route, _request, example) => example,
): Promise<MockApi> {
  const routes = mockRoutes(apis);
  const calls: ReceivedCall[] = [];
  let sample: string | undefined;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const url = new URL(request.url ?? '/', 'http://mock');
        const method = request.method ?? 'GET';
        if (url.pathname === sampleMarkPath && method === 'POST') {
          sample = body.toString('utf8');
          response.writeHead(204).end();
          return;
        }
        const send = (status: number, payload: unknown, type = 'application/json') => {
          if (payload === undefined) response.writeHead(status).end();
          else response.writeHead(status, {'content-type': type}).end(JSON.stringify(payload));
        };
        const match = matchRoute(routes, method, url.pathname);
        const call: ReceivedCall = {
          sample,
          operation: undefined,
          request: `${method} ${url.pathname}${url.search}`,
          problems: [],
        };
        calls.push(call);
        if ('problem' in match) {
          call.problems.push(match.problem);
          send(match.status, problemBody(match.status, match.problem), 'application/problem+json');
          return;
        }
        call.operation = `${match.route.api.id}:${match.route.entry.operation.operationId}`;
        call.problems.push(
          ...(await requestProblems(
            match.route,
            {pathValues: match.pathValues, query: url.searchParams, headers: request.headers, body},
            credentials,
          )),
        );
        if (call.problems.length > 0) {
          send(400, problemBody(400, call.problems.join('; ')), 'application/problem+json');
          return;
        }
        const {status, body: example} = respond(
          match.route,
          {pathValues: match.pathValues, query: url.searchParams, body},
          answer(match.route, url.searchParams),
        );
        send(status, status === 204 ? undefined : example);
      })().catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    startSample: (id) => {
      sample = id;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Clients that keep connections alive would hold the server open.
        server.closeAllConnections();
      }),
  };
}
