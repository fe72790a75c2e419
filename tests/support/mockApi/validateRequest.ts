import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  acceptedPartTypes,
  parametersOf,
  requestBodyOf,
  requestMediaOf,
  resolve,
  securityOf,
} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument, Parameter, Schema} from '@site/plugins/reference/openapi/types';
import type {MockRoute} from './routes';
import {strictSchemas, type StrictSchemas} from './strictSchemas';

/** What the mock received, as the validator reads it. */
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

/** One Ajv per document, compiling each schema once against the document's strict components. */
function validators(doc: OpenApiDocument) {
  const strict: StrictSchemas = strictSchemas(doc);
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  const cache = new Map<Schema, ValidateFunction>();
  return (schema: Schema, value: unknown): string[] => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile({...strict.strict(schema), components: strict.components});
      cache.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => {
      const params = error.params as {unevaluatedProperty?: string; additionalProperty?: string};
      const unexpected = params.unevaluatedProperty ?? params.additionalProperty;
      const where = error.instancePath || '(root)';
      return unexpected
        ? `${where} has "${unexpected}", which the schema does not define`
        : `${where} ${error.message}`;
    });
  };
}

const byDocument = new WeakMap<OpenApiDocument, ReturnType<typeof validators>>();
function validatorOf(doc: OpenApiDocument) {
  let validate = byDocument.get(doc);
  if (!validate) byDocument.set(doc, (validate = validators(doc)));
  return validate;
}

/** The type a parameter's schema gives its value; path and query values arrive as text. */
function typed(doc: OpenApiDocument, schema: Schema | undefined, text: string): unknown {
  const target = schema ? resolve<Schema>(doc, schema) : {};
  const types = [target.type ?? []].flat();
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

const header = (request: ReceivedRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

function parameterProblems(doc: OpenApiDocument, parameters: Parameter[], request: ReceivedRequest): string[] {
  const validate = validatorOf(doc);
  const problems: string[] = [];
  const documented = new Set(parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name));
  for (const name of new Set(request.query.keys()))
    if (!documented.has(name)) problems.push(`query parameter "${name}" is not documented`);
  for (const parameter of parameters) {
    const raw =
      parameter.in === 'path'
        ? request.pathValues[parameter.name]
        : parameter.in === 'query'
          ? (request.query.get(parameter.name) ?? undefined)
          : parameter.in === 'header'
            ? header(request, parameter.name)
            : undefined;
    const where = `${parameter.in} parameter "${parameter.name}"`;
    if (raw === undefined) {
      if (parameter.required) problems.push(`${where} is missing`);
      continue;
    }
    if (parameter.schema)
      problems.push(
        ...validate(parameter.schema, typed(doc, parameter.schema, raw)).map(
          (p) => `${where}: ${p.replace('(root) ', '')}`,
        ),
      );
  }
  return problems;
}

function securityProblems(
  doc: OpenApiDocument,
  route: MockRoute,
  request: ReceivedRequest,
  credentials: MockCredentials,
) {
  const schemes = securityOf(doc, route.entry);
  if (schemes.length === 0) return [];
  const apiKey = header(request, 'X-API-Key');
  const authorization = header(request, 'Authorization');
  if (schemes.includes('apiKey') && apiKey !== undefined && credentials.apiKeys.includes(apiKey)) return [];
  const bearer = authorization?.replace(/^Bearer /, '');
  if (
    schemes.includes('accessToken') &&
    authorization === `Bearer ${bearer}` &&
    credentials.accessTokens.includes(bearer!)
  )
    return [];
  const sent =
    apiKey !== undefined
      ? `X-API-Key "${apiKey}"`
      : authorization !== undefined
        ? `Authorization "${authorization}"`
        : 'no credential';
  return [`sent ${sent}; the operation takes ${schemes.join(' or ')} from the environment`];
}

async function bodyProblems(doc: OpenApiDocument, route: MockRoute, request: ReceivedRequest): Promise<string[]> {
  const media = requestMediaOf(doc, route.entry);
  const contentType = header(request, 'Content-Type') ?? '';
  if (!media) return request.body.length > 0 ? ['sent a body to an operation that takes none'] : [];
  if (request.body.length === 0)
    return requestBodyOf(doc, route.entry)?.required ? ['the request body is missing'] : [];
  const schema = media.media.schema ?? {};
  const validate = validatorOf(doc);
  const at = (problems: string[]) => problems.map((problem) => `body ${problem}`);
  if (media.kind === 'json') {
    if (!contentType.startsWith('application/json')) return [`Content-Type is "${contentType}", not application/json`];
    let body: unknown;
    try {
      body = JSON.parse(request.body.toString('utf8'));
    } catch (error) {
      return [`body is not JSON: ${(error as Error).message}`];
    }
    return at(validate(schema, body));
  }
  if (!contentType.startsWith('multipart/form-data'))
    return [`Content-Type is "${contentType}", not multipart/form-data`];
  let form: FormData;
  try {
    form = await new Response(request.body, {headers: {'content-type': contentType}}).formData();
  } catch (error) {
    return [`body is not multipart/form-data: ${(error as Error).message}`];
  }
  const properties = resolve<Schema>(doc, schema).properties ?? {};
  const problems: string[] = [];
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    const isFile = Boolean(properties[name]?.contentMediaType || properties[name]?.format === 'binary');
    if (typeof value === 'string') {
      if (isFile) problems.push(`part "${name}" must be a file`);
      fields[name] = value;
    } else {
      if (!isFile && properties[name]) problems.push(`part "${name}" must be text, not a file`);
      if (!value.name) problems.push(`file part "${name}" has no file name`);
      // The API refuses a part whose media type its `encoding` does not list (415 MEDIA_TYPE_NOT_ALLOWED).
      const accepted = acceptedPartTypes(media.media, name);
      if (accepted && !accepted.includes(value.type))
        problems.push(
          `file part "${name}" has media type "${value.type || 'none'}", not one of ${accepted.join(', ')}`,
        );
      fields[name] = `(${value.size} bytes)`;
    }
  });
  return [...problems, ...at(validate(schema, fields))];
}

/** Everything about a request that the operation's reference does not allow; empty when it is valid. */
export async function requestProblems(
  route: MockRoute,
  request: ReceivedRequest,
  credentials: MockCredentials,
): Promise<string[]> {
  const doc = route.api.document;
  return [
    ...securityProblems(doc, route, request, credentials),
    ...parameterProblems(doc, parametersOf(doc, route.entry), request),
    ...(await bodyProblems(doc, route, request)),
  ];
}
