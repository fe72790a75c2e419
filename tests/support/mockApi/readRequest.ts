import {acceptedPartTypes, requestMediaOf, securityOf} from '@site/plugins/reference/openapi/document';
import {fieldKind, formFields, parseField} from '@site/src/lib/apiMock/fields';
import type {FieldProblem, ReadRequest} from '@site/src/lib/apiMock/request';
import type {MockRoute} from './routes';

/** What the mock received, as it reads it. */
export interface ReceivedRequest {
  pathValues: Record<string, string>;
  query: URLSearchParams;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The credentials the mock accepts: the ones the test hands the samples, or that a tutorial's reader obtains. */
export interface MockCredentials {
  apiKeys: string[];
  accessTokens: string[];
}

const header = (headers: ReceivedRequest['headers'], name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * What is wrong with the credential a request carries, given the schemes its operation takes (`apiKey`,
 * `accessToken`); undefined when one is accepted or none is needed.
 */
export function credentialProblem(
  schemes: readonly string[],
  headers: ReceivedRequest['headers'],
  credentials: MockCredentials,
): string | undefined {
  if (schemes.length === 0) return undefined;
  const apiKey = header(headers, 'X-API-Key');
  const authorization = header(headers, 'Authorization');
  if (schemes.includes('apiKey') && apiKey !== undefined && credentials.apiKeys.includes(apiKey)) return undefined;
  const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (schemes.includes('accessToken') && bearer !== undefined && credentials.accessTokens.includes(bearer))
    return undefined;
  const sent =
    apiKey !== undefined
      ? `X-API-Key "${apiKey}"`
      : authorization !== undefined
        ? `Authorization "${authorization}"`
        : 'no credential';
  return `sent ${sent}; the operation takes ${schemes.join(' or ')} from the environment`;
}

interface ReadBody {
  body?: unknown;
  /** What only the wire gets wrong. */
  problems: string[];
  /** Text parts whose text does not read as their field's kind, as the form words it. */
  unread: FieldProblem[];
}

/**
 * The body as the explorer's form would hold it: parsed JSON, or the parts of a form, each text part read by its
 * field's kind and a file part standing as its size.
 */
async function readBody(route: MockRoute, request: ReceivedRequest): Promise<ReadBody> {
  const spec = route.operation.body;
  const contentType = header(request.headers, 'Content-Type') ?? '';
  if (!spec)
    return {problems: request.body.length > 0 ? ['sent a body to an operation that takes none'] : [], unread: []};
  if (request.body.length === 0) return {problems: spec.required ? ['the request body is missing'] : [], unread: []};
  if (spec.kind === 'json') {
    if (!contentType.startsWith('application/json'))
      return {problems: [`Content-Type is "${contentType}", not application/json`], unread: []};
    try {
      return {body: JSON.parse(request.body.toString('utf8')), problems: [], unread: []};
    } catch (error) {
      return {problems: [`body is not JSON: ${(error as Error).message}`], unread: []};
    }
  }
  if (!contentType.startsWith('multipart/form-data'))
    return {problems: [`Content-Type is "${contentType}", not multipart/form-data`], unread: []};
  let form: FormData;
  try {
    form = await new Response(request.body, {headers: {'content-type': contentType}}).formData();
  } catch (error) {
    return {problems: [`body is not multipart/form-data: ${(error as Error).message}`], unread: []};
  }
  const media = requestMediaOf(route.api.document, route.entry)!.media;
  const properties = spec.schema.properties ?? {};
  const fields = new Map(formFields(route.operation).map((field) => [field.key, field]));
  const problems: string[] = [];
  const unread: FieldProblem[] = [];
  const parts: Record<string, unknown> = {};
  form.forEach((value, name) => {
    if (name in parts) problems.push(`part "${name}" is sent more than once`);
    const isFile = properties[name] !== undefined && fieldKind(properties[name], true) === 'file';
    if (typeof value === 'string') {
      if (isFile) problems.push(`part "${name}" must be a file`);
      const field = fields.get(`body:${name}`);
      const parsed = field && !isFile ? parseField(field, value) : {value};
      if ('problem' in parsed) unread.push({key: `body:${name}`, field: name, message: parsed.problem});
      parts[name] = 'value' in parsed ? parsed.value : value;
      return;
    }
    if (!isFile && properties[name]) problems.push(`part "${name}" must be text, not a file`);
    if (!value.name) problems.push(`file part "${name}" has no file name`);
    // The API refuses a part whose media type its `encoding` does not list (415 MEDIA_TYPE_NOT_ALLOWED).
    const accepted = acceptedPartTypes(media, name);
    if (accepted && !accepted.includes(value.type))
      problems.push(`file part "${name}" has media type "${value.type || 'none'}", not one of ${accepted.join(', ')}`);
    parts[name] = `(${value.size} bytes)`;
  });
  return {body: parts, problems, unread};
}

/**
 * A request from the wire read as the explorer reads its form (each parameter's text by its field's kind, the body
 * whole), for the shared mock to check; and what only the wire can get wrong, which the form cannot: the
 * credential, an undocumented query parameter, the body's media type and parts.
 */
export async function readRequest(
  route: MockRoute,
  request: ReceivedRequest,
  credentials: MockCredentials,
): Promise<{read: ReadRequest; problems: string[]}> {
  const {operation} = route;
  // The document's schemes, not the explorer's list of the two it can send: an operation it cannot call stays closed.
  const credential = credentialProblem(securityOf(route.api.document, route.entry), request.headers, credentials);
  const problems = credential === undefined ? [] : [credential];
  const documented = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of new Set(request.query.keys()))
    if (!documented.has(name)) problems.push(`query parameter "${name}" is not documented`);
  const read: ReadRequest = {parameters: new Map(), problems: []};
  for (const field of formFields(operation)) {
    const raw =
      field.location === 'path'
        ? request.pathValues[field.name]
        : field.location === 'query'
          ? (request.query.get(field.name) ?? undefined)
          : field.location === 'header'
            ? header(request.headers, field.name)
            : undefined;
    if (raw === undefined) continue;
    // An empty field is one left out; an empty value on the wire was sent, and its schema judges it.
    const parsed = raw.trim() === '' ? {value: raw} : parseField(field, raw);
    if ('problem' in parsed) read.problems.push({key: field.key, field: field.name, message: parsed.problem});
    else if ('value' in parsed) read.parameters.set(field.key, parsed.value);
  }
  const body = await readBody(route, request);
  problems.push(...body.problems);
  read.problems.push(...body.unread);
  read.body = body.body;
  return {read, problems};
}
