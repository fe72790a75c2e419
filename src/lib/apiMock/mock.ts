import {restBaseUrl, type RestApiId} from '../../data/platform';
import type {FieldProblem, FilledRequest} from './request';
import {statusText} from './statusText';
import type {ExplorerOperation, ExplorerResponse, NamedExample} from './types';

/**
 * The explorer's Mock environment: answers a request from the reference alone, offline, as the API would. An
 * invalid request gets the operation's documented VALIDATION_FAILED problem with its own field errors; a valid
 * one gets the success example named like the request's example, else the first success example (as the last page,
 * when the request follows a cursor). The Node mock the tests run the samples against answers the same way (a
 * tutorial's answers a valid request from its own state instead).
 */

export interface MockResponse {
  status: number;
  statusText: string;
  headers: [name: string, value: string][];
  body?: unknown;
}

const isSuccess = (response: ExplorerResponse) => response.status.startsWith('2');

/** The documented success response and example the mock answers a valid request with. */
export function successExample(
  operation: ExplorerOperation,
  requestExample?: string,
): {response: ExplorerResponse; example?: NamedExample} | undefined {
  const successes = operation.responses.filter(isSuccess);
  for (const response of successes) {
    const example = response.examples.find((candidate) => candidate.name === requestExample);
    if (example) return {response, example};
  }
  const [first] = successes;
  return first && {response: first, example: first.examples[0]};
}

/** The API's path prefix, `/pools/v1`, as problem `instance` values carry it. */
const basePath = (api: string) => new URL(restBaseUrl(api as RestApiId, 'sandbox')).pathname;

/** The problem+json body of an invalid request, in the envelope the reference documents. */
export function validationProblem(
  operation: ExplorerOperation,
  request: FilledRequest,
  problems: FieldProblem[],
): Record<string, unknown> {
  const count = problems.length;
  return {
    ...operation.validationProblem.value,
    detail: `The request has ${count} invalid field${count === 1 ? '' : 's'}.`,
    instance: `${basePath(operation.api)}${request.path}`,
    errors: problems.map(({field, message}) => ({field: field || '(body)', message})),
  };
}

const withBody = (headers: [string, string][], mediaType: string): [string, string][] => [
  ['Content-Type', mediaType],
  ...headers,
];

/** What the API documents for this request: the error envelope when it has problems, else an example. */
export function mockResponse(
  operation: ExplorerOperation,
  request: FilledRequest,
  problems: FieldProblem[],
  requestExample?: string,
): MockResponse {
  if (problems.length > 0) {
    const {status, headers} = operation.validationProblem;
    return {
      status: Number(status),
      statusText: statusText[status] ?? '',
      headers: withBody(
        headers.map(({name, example}) => [name, example]),
        'application/problem+json',
      ),
      body: validationProblem(operation, request, problems),
    };
  }
  const success = successExample(operation, requestExample);
  if (!success) throw new Error(`${operation.operationId} documents no success response`);
  const {response, example} = success;
  // A request sent once is never a replay, so the replay marker the reference documents stays off.
  const headers = response.headers
    .filter(({name}) => name !== 'Idempotent-Replayed')
    .map(({name, example: value}): [string, string] => [name, value]);
  return {
    status: Number(response.status),
    statusText: statusText[response.status] ?? '',
    headers: example ? withBody(headers, response.mediaType ?? 'application/json') : headers,
    body: request.query.some(([name]) => name === 'cursor') ? lastPage(example?.value) : example?.value,
  };
}

/** A page's example as the last page: a request that follows a cursor ends the list, so a loop over pages stops. */
function lastPage(value: unknown): unknown {
  const paged = value !== null && typeof value === 'object' && 'nextCursor' in value;
  return paged ? {...value, data: [], nextCursor: null} : value;
}
