import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {RestApi} from '@site/plugins/reference/load';
import {mockResponse} from '@site/src/lib/apiMock/mock';
import {checkRequest, type FieldProblem} from '@site/src/lib/apiMock/request';
import {readRequest, type MockCredentials, type ReceivedRequest} from './readRequest';
import {matchRoute, mockRoutes, type MockRoute} from './routes';
import {mockValidators} from './validators';

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

/** What the mock sends back. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a tutorial's API answers a valid request with, from its own state, in place of the shared mock's answer. */
export type Answer = (route: MockRoute, request: ReceivedRequest) => Reply;

/** An endpoint beside the REST operations (a tutorial's GraphQL): undefined when the request is not for it. */
export type OtherEndpoint = (request: {
  method: string;
  pathname: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}) => Promise<(Reply & {operation: string; problems: string[]}) | undefined>;

export interface MockApiOptions {
  credentials: MockCredentials;
  answer?: Answer;
  other?: OtherEndpoint;
  /** Sees each request's headers first (a tutorial's clock follows its script's). */
  onRequest?: (headers: http.IncomingHttpHeaders) => void;
}

/** Path the runners post a sample's id to before running it. */
export const sampleMarkPath = '/__sample';

/** The problem the mock answers a request with that the explorer's form could not have sent. */
export const problemBody = (status: number, detail: string) => ({
  type: 'about:blank',
  title: 'The request does not match the reference',
  status,
  code: 'MOCK_REQUEST_INVALID',
  detail,
});

/** A problem as a test failure names it: `query parameter "limit": Must be 100 or less.` */
function described({key, field, message}: FieldProblem): string {
  const [location] = key.split(':');
  const where = location === 'body' ? (field ? `body field "${field}"` : 'body') : `${location} parameter "${field}"`;
  return `${where}: ${message}`;
}

/**
 * A local HTTP server over the reference's REST operations: it routes by method and path template, reads the
 * request as the explorer reads its form, and checks and answers it with the explorer's own mock
 * (`src/lib/apiMock`): the operation's success example, or its documented validation problem naming each field.
 * Its validators are the build's generated ones, over schemas closed to undocumented fields (`validators.ts`).
 */
export async function startMockApi(apis: RestApi[], options: MockApiOptions): Promise<MockApi> {
  const routes = mockRoutes(apis);
  const calls: ReceivedCall[] = [];
  let sample: string | undefined;

  async function respond(request: http.IncomingMessage, body: Buffer): Promise<Reply> {
    options.onRequest?.(request.headers);
    const url = new URL(request.url ?? '/', 'http://mock');
    const method = request.method ?? 'GET';
    if (url.pathname === sampleMarkPath && method === 'POST') {
      sample = body.toString('utf8');
      return {status: 204, body: undefined};
    }
    const call: ReceivedCall = {sample, operation: undefined, request: `${method} ${url.pathname}`, problems: []};
    calls.push(call);
    try {
      return await answerCall(call, method, url, request.headers, body);
    } catch (error) {
      // A sample that ignores the status must still fail: the mock's own failure is a problem of the call.
      call.problems.push(`the mock failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  async function answerCall(
    call: ReceivedCall,
    method: string,
    url: URL,
    headers: http.IncomingHttpHeaders,
    body: Buffer,
  ): Promise<Reply> {
    const other = await options.other?.({method, pathname: url.pathname, headers, body});
    if (other) {
      call.operation = other.operation;
      call.problems.push(...other.problems);
      return other;
    }
    call.request = `${method} ${url.pathname}${url.search}`;
    const match = matchRoute(routes, method, url.pathname);
    if ('problem' in match) {
      call.problems.push(match.problem);
      return {status: match.status, body: problemBody(match.status, match.problem)};
    }
    const {route, pathValues} = match;
    const {operation} = route;
    call.operation = `${route.api.id}:${operation.operationId}`;
    const received: ReceivedRequest = {pathValues, query: url.searchParams, headers, body};
    const {read, problems: wireProblems} = await readRequest(route, received, options.credentials);
    const checked = checkRequest(operation, await mockValidators(operation), read);
    call.problems.push(...wireProblems, ...checked.problems.map(described));
    if (wireProblems.length > 0) return {status: 400, body: problemBody(400, call.problems.join('; '))};
    if (checked.problems.length === 0 && options.answer) return options.answer(route, received);
    const shared = mockResponse(operation, checked.request, checked.problems);
    return {status: shared.status, body: shared.body, headers: Object.fromEntries(shared.headers)};
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      respond(request, Buffer.concat(chunks))
        .then((reply) => {
          if (reply.body === undefined || reply.status === 204)
            return response.writeHead(reply.status, lowerCased(reply.headers)).end();
          const type = reply.status >= 400 ? 'application/problem+json' : 'application/json';
          response
            .writeHead(reply.status, {'content-type': type, ...lowerCased(reply.headers)})
            .end(JSON.stringify(reply.body));
        })
        .catch((error: unknown) => {
          response.writeHead(500).end(String(error instanceof Error ? error.stack : error));
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

/** Header names as Node sends them, so a documented `Content-Type` replaces the default rather than doubling it. */
const lowerCased = (headers: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
