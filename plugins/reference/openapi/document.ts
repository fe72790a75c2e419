import {answerKeptUnderKey} from '../../../src/data/conventions';
import {
  httpMethods,
  type Example,
  type HttpMethod,
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Reference,
  type RequestBody,
  type Response,
  type Schema,
} from './types';

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
  /** The operation's tag; the reference puts every operation under exactly one. */
  tag: string;
}

export const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';

/** Follows a local `#/…` JSON pointer, through chains of references. */
export function resolve<T>(doc: OpenApiDocument, value: T | Reference): T {
  let current: unknown = value;
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 20) throw new Error(`Reference loop at ${current.$ref}`);
    if (!current.$ref.startsWith('#/')) throw new Error(`Only local references are supported: ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => {
        const next = (node as Record<string, unknown> | undefined)?.[key];
        if (next === undefined) throw new Error(`Unresolvable reference ${(value as Reference).$ref}`);
        return next;
      }, doc);
  }
  return current as T;
}

/** The component name a `#/components/<kind>/<name>` reference points at. */
export const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Operations in the order of the document's tags, then of the paths file. */
export function operations(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (operation) entries.push({method, path, operation, tag: operation.tags?.[0] ?? ''});
    }
  }
  const tagOrder = (doc.tags ?? []).map((tag) => tag.name);
  return entries.sort((a, b) => tagOrder.indexOf(a.tag) - tagOrder.indexOf(b.tag));
}

/** Path-level and operation-level parameters, resolved; the operation's win on a name clash. */
export function parametersOf(doc: OpenApiDocument, entry: OperationEntry): Parameter[] {
  const item = doc.paths[entry.path];
  const all = [...(item.parameters ?? []), ...(entry.operation.parameters ?? [])].map((parameter) =>
    resolve<Parameter>(doc, parameter),
  );
  return all.filter(
    (parameter, index) =>
      !all.slice(index + 1).some((later) => later.name === parameter.name && later.in === parameter.in),
  );
}

export function requestBodyOf(doc: OpenApiDocument, entry: OperationEntry): RequestBody | undefined {
  return entry.operation.requestBody ? resolve<RequestBody>(doc, entry.operation.requestBody) : undefined;
}

/** The request body's media: JSON, or a multipart form for file uploads. */
export function requestMediaOf(
  doc: OpenApiDocument,
  entry: OperationEntry,
): {kind: 'json' | 'multipart'; media: MediaType} | undefined {
  const content = requestBodyOf(doc, entry)?.content;
  if (content?.['application/json']) return {kind: 'json', media: content['application/json']};
  if (content?.['multipart/form-data']) return {kind: 'multipart', media: content['multipart/form-data']};
  return undefined;
}

/** The request body's schema, `$ref` resolved: its fields and the rules that tie them together. */
export function requestSchemaOf(doc: OpenApiDocument, entry: OperationEntry): Schema | undefined {
  const schema = requestMediaOf(doc, entry)?.media.schema;
  return schema ? resolve<Schema>(doc, schema) : undefined;
}

/** The media types a multipart part may have, as its `encoding` lists them; undefined when any type is accepted. */
export const acceptedPartTypes = (media: MediaType, part: string): string[] | undefined =>
  media.encoding?.[part]?.contentType?.split(',').map((type) => type.trim());

export function responsesOf(doc: OpenApiDocument, entry: OperationEntry): [status: string, response: Response][] {
  return Object.entries(entry.operation.responses).map(([status, response]) => [
    status,
    resolve<Response>(doc, response),
  ]);
}

/** Named examples of a media type (the `example` shorthand counts as one named "example"). */
export function examplesOf(
  doc: OpenApiDocument,
  media: {example?: unknown; examples?: Record<string, Example | Reference>} | undefined,
): [name: string, example: Example][] {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(
    ([name, example]) => [name, resolve<Example>(doc, example)] as [string, Example],
  );
  return media.example === undefined ? named : [['example', {value: media.example}], ...named];
}

/** Security schemes an operation accepts; an empty list means no authentication. */
export function securityOf(doc: OpenApiDocument, entry: OperationEntry): string[] {
  const requirements = entry.operation.security ?? doc.security ?? [];
  return requirements.flatMap((requirement) => Object.keys(requirement));
}

/**
 * The credential an operation's samples send: an API key where the operation accepts one, unless its examples show
 * what a signed-in member sees (`x-sample-credential: accessToken`, such as a member's read state).
 */
export function sampleCredential(doc: OpenApiDocument, entry: OperationEntry): 'apiKey' | 'accessToken' | undefined {
  const accepted = securityOf(doc, entry);
  const chosen = entry.operation['x-sample-credential'];
  if (chosen && accepted.includes(chosen)) return chosen;
  return accepted.includes('apiKey') ? 'apiKey' : accepted.includes('accessToken') ? 'accessToken' : undefined;
}

/** `POOL_NOT_FOUND` → `pool-not-found`: the anchor of an error code in the catalogue. */
export const codeAnchor = (code: string) => code.toLowerCase().replace(/_/g, '-');

/** The documented error codes: the `const` branches of the ProblemCode schema, with their HTTP status. */
export function problemCodes(doc: OpenApiDocument): Map<string, {status: number; title: string; description: string}> {
  const branches = doc.components?.schemas?.ProblemCode?.oneOf ?? [];
  return new Map(
    branches.map((branch) => [
      String(branch.const),
      {status: Number(branch['x-http-status']), title: branch.title ?? '', description: branch.description ?? ''},
    ]),
  );
}

/** A refusal the idempotency key keeps, so that sending the request again takes a new key. */
export const isKeyedRefusal = (status: number) => status >= 400 && answerKeptUnderKey(status);

/** The contract functions an operation's built transaction may call, as `[contract, function]`. */
export function contractFunctionsOf(operation: Operation): [contract: string, fn: string][] {
  const named = operation['x-contract-function'];
  return (named === undefined ? [] : [named].flat()).map((target) => target.split('.') as [string, string]);
}
