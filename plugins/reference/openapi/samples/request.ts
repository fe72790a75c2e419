import {getEnvironment} from '../../../../src/data/platform';
import {
  acceptedPartTypes,
  examplesOf,
  parametersOf,
  requestMediaOf,
  resolve,
  responsesOf,
  sampleCredential,
  type OperationEntry,
} from '../document';
import type {OpenApiDocument, Schema} from '../types';
import {scalarText} from '../../../support/scalarText';

/** The tab group of every REST example and of the explorer's code panel: a reader's language follows them. */
export const sampleTabsGroup = 'rest-client';

/** Environment variables every sample reads: the same names in every language. */
export const sampleVariables = {
  /** Scheme and host of the API; the samples default to the Sandbox and the tests point them at a mock. */
  baseUrl: 'ASSETRA_API_BASE',
  apiKey: 'ASSETRA_API_KEY',
  accessToken: 'ASSETRA_ACCESS_TOKEN',
} as const;

/** The host the samples call unless ASSETRA_API_BASE says otherwise. */
export const sampleDefaultBaseUrl = getEnvironment('sandbox').apiHost;

export type HeaderSource = 'apiKey' | 'accessToken' | 'idempotencyKey' | 'json';

/** What a request sample needs, in every language: the call with the operation's first named request example. */
export interface RequestSample {
  /** `POST` */
  method: string;
  /** Path after the host, with the API's base path and example path values: `/pools/v1/pools/pool_01…/supply`. */
  path: string;
  /** Query parameters with their example values (the first page needs no cursor), as the schema types them. */
  query: [name: string, value: string | number | boolean][];
  /** Header name → how the sample obtains the value. */
  headers: {name: string; source: HeaderSource}[];
  /** The JSON body, or undefined. */
  body: unknown;
  /**
   * For a multipart upload, the form's parts instead of a JSON body; a `file` part's value is the file name and
   * `type` its media type, which every client must send (the API refuses an untyped or octet-stream part).
   */
  form?: {name: string; value: string; file: boolean; type?: string}[];
  /** Whether the success response has a body to print. */
  hasResponseBody: boolean;
}

/** Base URL of the Sandbox server: the examples and collections always target the Sandbox. */
export function sandboxUrl(doc: OpenApiDocument): string {
  const server =
    doc.servers?.find((candidate) => /sandbox/i.test(candidate.description ?? candidate.url)) ?? doc.servers?.[0];
  if (!server) throw new Error(`${doc.info.title} has no servers`);
  return server.url;
}

/** `/pools/v1`: the path every operation of the API sits under. */
export const apiBasePath = (doc: OpenApiDocument) => new URL(sandboxUrl(doc)).pathname.replace(/\/$/, '');

/** `?network=base&limit=20`, encoded as every client sends it. */
export function queryString(query: RequestSample['query']): string {
  const search = new URLSearchParams(query.map(([name, value]) => [name, String(value)])).toString();
  return search ? `?${search}` : '';
}

/**
 * The media type of an uploaded file: of the types the part's `encoding` accepts, the one its file name's extension
 * names (`.pdf` → `application/pdf`, `.jpg` → `image/jpeg`, `.txt` → `text/plain`, `.svg` → `image/svg+xml`).
 */
export function partMediaType(accepted: string[] | undefined, fileName: string): string | undefined {
  const extension = fileName.split('.').pop()!.toLowerCase();
  const subtype = ({jpg: 'jpeg', txt: 'plain'} as Record<string, string>)[extension] ?? extension;
  return accepted?.find((type) => type.split('/')[1]?.split('+')[0] === subtype);
}

const isFileSchema = (schema: Schema | undefined) =>
  Boolean(schema && (schema.format === 'binary' || schema.contentMediaType));

export function requestSample(doc: OpenApiDocument, entry: OperationEntry): RequestSample {
  const parameters = parametersOf(doc, entry);
  let path = entry.path;
  const query: RequestSample['query'] = [];
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(scalarText(parameter.example)));
    if (parameter.in === 'query' && parameter.name !== 'cursor')
      query.push([parameter.name, parameter.example as string | number | boolean]);
  }
  const credential = sampleCredential(doc, entry);
  const headers: RequestSample['headers'] = [];
  if (credential === 'apiKey') headers.push({name: 'X-API-Key', source: 'apiKey'});
  else if (credential === 'accessToken') headers.push({name: 'Authorization', source: 'accessToken'});
  if (parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key')) {
    headers.push({name: 'Idempotency-Key', source: 'idempotencyKey'});
  }
  const success = responsesOf(doc, entry).find(([status]) => status.startsWith('2'));
  const hasResponseBody = Boolean(success?.[1].content?.['application/json']);
  const request = requestMediaOf(doc, entry);
  const example = examplesOf(doc, request?.media)[0]?.[1].value;
  const base = {method: entry.method.toUpperCase(), path: `${apiBasePath(doc)}${path}`, query, hasResponseBody};
  if (request?.kind === 'multipart' && example !== undefined) {
    // The client sets the multipart Content-Type with its boundary; binary parts are read from a file.
    const properties = resolve<Schema>(doc, request.media.schema ?? {}).properties ?? {};
    const parts = Object.entries(example as Record<string, unknown>);
    const fileName = scalarText(parts.find(([name]) => name === 'name')?.[1] ?? 'file');
    const form = parts.map(([name, value]) =>
      isFileSchema(properties[name])
        ? {
            name,
            value: fileName,
            file: true,
            type: partMediaType(acceptedPartTypes(request.media, name), fileName),
          }
        : {name, value: String(value), file: false},
    );
    return {...base, headers, body: undefined, form};
  }
  if (example !== undefined) headers.push({name: 'Content-Type', source: 'json'});
  return {...base, headers, body: example};
}
