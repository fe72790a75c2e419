import type {
  CredentialScheme,
  ExplorerOperation,
  ExplorerResponse,
  JsonSchema,
  NamedExample,
} from '../../../src/lib/apiMock/types';
import type {RestApi} from '../load';
import {
  examplesOf,
  isReference,
  operations,
  parametersOf,
  refName,
  requestBodyOf,
  requestMediaOf,
  resolve,
  responsesOf,
  sampleCredential,
  securityOf,
  type OperationEntry,
} from './document';
import type {Header, OpenApiDocument, Response, Schema} from './types';
import {scalarText} from '../../support/scalarText';
import {explorerFormats} from './explorerFormats';

/** Keywords the explorer's form and validator read; descriptions and extensions beyond these stay in the YAML. */
const kept = [
  'type',
  'format',
  'contentMediaType',
  'pattern',
  'enum',
  'const',
  'title',
  'description',
  'required',
  'minProperties',
  'maxProperties',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'default',
] as const;

/** Every keyword `dereference` carries over. */
const read = new Set<string>([...kept, 'properties', 'items', 'additionalProperties', 'oneOf', 'anyOf', 'allOf']);

/** Keywords that describe a value without constraining it, which the explorer may leave out. */
const annotations = new Set([
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'externalDocs',
  '$comment',
  '$schema',
  '$id',
  '$anchor',
  'summary',
  'discriminator',
  'contentEncoding',
  'xml',
]);

/**
 * The schema with every `$ref` replaced by its target (named in `x-type`), so the browser needs no resolver.
 * A reference back into a schema being expanded (a recursive type) accepts any value there.
 */
export function dereference(doc: OpenApiDocument, schema: Schema, expanding: string[] = []): JsonSchema {
  if (isReference(schema)) {
    const {$ref, ...siblings} = schema;
    if (expanding.includes($ref)) return {'x-type': refName($ref)};
    const target = dereference(doc, resolve<Schema>(doc, schema), [...expanding, $ref]);
    return {...target, 'x-type': target['x-type'] ?? refName($ref), ...dereference(doc, siblings, expanding)};
  }
  const unchecked = Object.keys(schema).filter(
    (key) => !read.has(key) && !annotations.has(key) && !key.startsWith('x-'),
  );
  const where = expanding.at(-1) ?? 'An inline schema';
  if (unchecked.length > 0)
    throw new Error(
      `${where} uses ${unchecked.join(', ')}, which the API explorer's validators would not check: carry the keyword ` +
        'over in `dereference` (plugins/reference/openapi/explorer.ts: `kept` for a plain value, a case of its own ' +
        'for subschemas) and word it in src/lib/apiMock/schemaProblems.ts.',
    );
  // A file part is `binary`: the form gives it a file input, and the wire a part with a file name.
  if (schema.format && schema.format !== 'binary' && !(schema.format in explorerFormats))
    throw new Error(
      `${where} has format "${schema.format}", which the API explorer's validators do not know: add a check to ` +
        'plugins/reference/openapi/explorerFormats.ts and its wording to src/lib/apiMock/schemaProblems.ts.',
    );
  const result: JsonSchema = {};
  for (const key of kept) if (schema[key] !== undefined) Object.assign(result, {[key]: schema[key]});
  const inner = (child: Schema) => dereference(doc, child, expanding);
  if (schema.properties)
    result.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, child]) => [name, inner(child)]),
    );
  if (schema.items) result.items = inner(schema.items);
  if (schema.additionalProperties !== undefined)
    result.additionalProperties =
      typeof schema.additionalProperties === 'boolean'
        ? schema.additionalProperties
        : inner(schema.additionalProperties);
  if (schema.oneOf) result.oneOf = schema.oneOf.map(inner);
  if (schema.anyOf) result.anyOf = schema.anyOf.map(inner);
  if (schema.allOf) result.allOf = schema.allOf.map(inner);
  return result;
}

const named = (examples: ReturnType<typeof examplesOf>): NamedExample[] =>
  examples.map(([name, example]) => ({name, summary: example.summary, value: example.value}));

function documentedHeaders(doc: OpenApiDocument, response: Response): ExplorerResponse['headers'] {
  return Object.entries(response.headers ?? {}).flatMap(([name, header]) => {
    const resolved = resolve<Header>(doc, header);
    return resolved.example === undefined ? [] : [{name, example: scalarText(resolved.example)}];
  });
}

function responseOf(doc: OpenApiDocument, status: string, response: Response): ExplorerResponse {
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
  return {
    status,
    description: response.description,
    mediaType,
    headers: documentedHeaders(doc, response),
    examples: named(examplesOf(doc, media)),
  };
}

function isValidationProblem(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && (value as {code?: unknown}).code === 'VALIDATION_FAILED';
}

function validationProblemOf(responses: ExplorerResponse[]): ExplorerOperation['validationProblem'] | undefined {
  for (const response of responses) {
    const example = response.examples.find((candidate) => isValidationProblem(candidate.value));
    if (example)
      return {status: response.status, headers: response.headers, value: example.value as Record<string, unknown>};
  }
  return undefined;
}

/** The credentials the panel offers, the samples' own first, so that it opens on what the page's samples send. */
function panelCredentials(doc: OpenApiDocument, entry: OperationEntry): CredentialScheme[] {
  const accepted = securityOf(doc, entry).filter(
    (scheme): scheme is CredentialScheme => scheme === 'apiKey' || scheme === 'accessToken',
  );
  const sample = sampleCredential(doc, entry);
  return sample ? [sample, ...accepted.filter((scheme) => scheme !== sample)] : accepted;
}

function explorerOperation(
  api: RestApi,
  entry: OperationEntry,
  fallbackProblem: ExplorerOperation['validationProblem'],
): ExplorerOperation {
  const doc = api.document;
  const media = requestMediaOf(doc, entry);
  const responses = responsesOf(doc, entry).map(([status, response]) => responseOf(doc, status, response));
  return {
    api: api.id,
    operationId: entry.operation.operationId,
    method: entry.method.toUpperCase(),
    path: entry.path,
    summary: entry.operation.summary,
    security: panelCredentials(doc, entry),
    parameters: parametersOf(doc, entry)
      .filter((parameter) => parameter.in !== 'cookie')
      .map((parameter) => ({
        name: parameter.name,
        in: parameter.in as 'path' | 'query' | 'header',
        required: Boolean(parameter.required),
        description: parameter.description,
        schema: dereference(doc, parameter.schema ?? {type: 'string'}),
        example: parameter.example,
      })),
    body: media && {
      kind: media.kind,
      required: Boolean(requestBodyOf(doc, entry)?.required),
      schema: dereference(doc, media.media.schema ?? {}),
      examples: named(examplesOf(doc, media.media)),
    },
    responses,
    validationProblem: validationProblemOf(responses) ?? fallbackProblem,
  };
}

/** Every operation of an API as the explorer reads it; fails when the API documents no VALIDATION_FAILED problem. */
export function explorerOperations(api: RestApi): ExplorerOperation[] {
  const entries = operations(api.document);
  const all = entries.map((entry) =>
    responsesOf(api.document, entry).map(([status, response]) => responseOf(api.document, status, response)),
  );
  const fallback = all.map(validationProblemOf).find(Boolean);
  if (!fallback)
    throw new Error(`${api.file} documents no VALIDATION_FAILED problem for the explorer's mock to answer with`);
  return entries.map((entry) => explorerOperation(api, entry, fallback));
}
