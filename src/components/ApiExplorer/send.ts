import {mockResponse} from '@site/src/lib/apiMock/mock';
import {pathAndQuery, type FieldProblem, type FilledRequest} from '@site/src/lib/apiMock/request';
import type {CredentialScheme, ExplorerOperation} from '@site/src/lib/apiMock/types';
import {credentialHeader} from './credentials';
import {answerKeptUnderKey} from '@site/src/data/conventions';
import type {Target} from './environment';

/** What came back, shown the same way for the mock and for a real call. */
export type Outcome =
  | {
      kind: 'response';
      target: Target;
      method: string;
      url: string;
      status: number;
      statusText: string;
      headers: [name: string, value: string][];
      /** Parsed JSON, or the text of a body that is not JSON. */
      body?: unknown;
      milliseconds: number;
    }
  | {kind: 'failure'; target: Target; method: string; url: string; explanation: string};

const timeoutMs = 30_000;

/** Whether the API kept the answer under the request's Idempotency-Key, so that sending again needs a new key. */
export const keyIsSpent = (outcome: Outcome): boolean =>
  outcome.kind === 'response' && answerKeptUnderKey(outcome.status);

/** The mock's answer, timed like a call. */
export function sendToMock(
  operation: ExplorerOperation,
  request: FilledRequest,
  problems: FieldProblem[],
  requestExample: string | undefined,
  baseUrl: string,
): Outcome {
  const started = performance.now();
  const response = mockResponse(operation, request, problems, requestExample);
  return {
    kind: 'response',
    target: 'mock',
    method: request.method,
    url: `${baseUrl}${pathAndQuery(request)}`,
    ...response,
    milliseconds: performance.now() - started,
  };
}

function requestBody(request: FilledRequest, files: Record<string, File>): BodyInit | undefined {
  if (request.body === undefined) return undefined;
  if (!request.multipart) return JSON.stringify(request.body);
  const form = new FormData();
  for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
    const file = files[`body:${name}`];
    if (file) form.append(name, file, file.name);
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

function explain(error: unknown, origin: string): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `${origin} did not answer within ${timeoutMs / 1000} seconds. Try again, or check the API status.`;
  return (
    `The request to ${origin} failed before any response arrived. Either this browser is offline or cannot ` +
    'reach the host, or the API did not allow a call from this page (browsers only let a page read another ' +
    "host's answer when that host allows it, with CORS). The cURL command below makes the same call from a " +
    'terminal, where neither applies.'
  );
}

function headerList(headers: Headers): [string, string][] {
  const list: [string, string][] = [];
  headers.forEach((value, name) => list.push([name, value]));
  return list;
}

/** A real call with fetch, the reader's credential in its header. */
export async function sendToApi(
  target: Target,
  baseUrl: string,
  request: FilledRequest,
  credential: {scheme: CredentialScheme; secret: string} | undefined,
  files: Record<string, File>,
): Promise<Outcome> {
  const url = `${baseUrl}${pathAndQuery(request)}`;
  const headers = new Headers(request.headers);
  if (credential) {
    const header = credentialHeader[credential.scheme];
    headers.set(header.name, header.value(credential.secret));
  }
  if (request.body !== undefined && !request.multipart) headers.set('Content-Type', 'application/json');
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: requestBody(request, files),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = text || undefined;
    if (/json/.test(response.headers.get('Content-Type') ?? '')) {
      try {
        body = JSON.parse(text);
      } catch {
        // Shown as the text it is.
      }
    }
    return {
      kind: 'response',
      target,
      method: request.method,
      url,
      status: response.status,
      statusText: response.statusText,
      headers: headerList(response.headers),
      body,
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    return {kind: 'failure', target, method: request.method, url, explanation: explain(error, new URL(url).origin)};
  }
}
