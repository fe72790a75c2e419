import {
  isReference,
  parametersOf,
  refName,
  requestBodyOf,
  requestSchemaOf,
  resolve,
  responsesOf,
  type OperationEntry,
} from '../openapi/document';
import {tsString} from '../openapi/samples/literals';
import {describe, withNotes, withSchemaNotes} from '../openapi/schemaView';
import type {OpenApiDocument, Parameter, Schema} from '../openapi/types';

/**
 * How the SDK types what the REST API sends: amounts become `bigint`, addresses, hex strings (32-byte values too) and
 * transaction hashes viem's `Address`, `Hex` and `Hash`, the file part of an upload a `Blob`, everything else keeps
 * its JSON type.
 * One table, so the SDK page, its examples and its type listings agree.
 */
const primitiveComponents: Record<string, string> = {
  Address: 'Address',
  Amount: 'bigint',
  SignedAmount: 'bigint',
  Hex: 'Hex',
  Bytes32: 'Hex',
  TxHash: 'Hash',
};

/** Components the SDK hands out as `bigint` (amounts in base units), for code that converts the JSON it receives. */
export const bigintComponents = Object.keys(primitiveComponents).filter(
  (name) => primitiveComponents[name] === 'bigint',
);

export interface SdkField {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** The fields of an inline object (or of each item of a list of them), which have no named type to list. */
  members?: {fields: SdkField[]; list: boolean; nullable: boolean};
}

const isPrimitive = (schema: Schema) =>
  !schema.properties &&
  schema.type !== 'object' &&
  schema.type !== 'array' &&
  !schema.oneOf &&
  !schema.anyOf &&
  !schema.allOf;

/** For a named union or enum (`AmountOrMax`), the union it stands for; other schemas as tsType gives them. */
function expandedType(doc: OpenApiDocument, schema: Schema): string {
  const target = isReference(schema) ? resolve<Schema>(doc, schema) : schema;
  return isReference(schema) && (target.oneOf || target.anyOf || target.enum)
    ? tsType(doc, target)
    : tsType(doc, schema);
}

/** The TypeScript type the SDK uses for a schema. */
export function tsType(doc: OpenApiDocument, schema: Schema): string {
  if (isReference(schema)) {
    const name = refName(schema.$ref);
    if (primitiveComponents[name]) return primitiveComponents[name];
    const target = resolve<Schema>(doc, schema);
    // Named enums and objects keep their name (listed in Types); plain primitives inline.
    return target.enum || !isPrimitive(target) ? name : tsType(doc, target);
  }
  if (schema.format === 'binary' || schema.contentMediaType) return 'Blob';
  if (schema.const !== undefined)
    return typeof schema.const === 'string' ? `'${schema.const}'` : JSON.stringify(schema.const);
  if (schema.enum)
    return schema.enum.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(' | ');
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return branches.map((branch) => tsType(doc, branch)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => wrap(tsType(doc, part))).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return types
    .map((type) => {
      if (type === 'integer' || type === 'number') return 'number';
      if (type === 'array') return `${wrap(tsType(doc, schema.items ?? {}))}[]`;
      if (type === 'object' && schema.properties) {
        const required = new Set(schema.required ?? []);
        return `{${Object.entries(schema.properties)
          .map(([name, property]) => ` ${name}${required.has(name) ? '' : '?'}: ${tsType(doc, property)};`)
          .join('')} }`;
      }
      if (type === 'object') return 'Record<string, unknown>';
      return type;
    })
    .join(' | ');
}

const wrap = (type: string) => (type.includes(' ') ? `(${type})` : type);

/** The fields of an object schema; an `allOf` contributes the fields of each part (`CreatedWebhookEndpoint`). */
function objectFields(doc: OpenApiDocument, schema: Schema): SdkField[] {
  const object = resolve<Schema>(doc, schema);
  const required = new Set(object.required ?? []);
  return [
    ...(object.allOf ?? []).flatMap((part) => objectFields(doc, part)),
    ...Object.entries(object.properties ?? {}).map(([name, property]) => ({
      name,
      type: tsType(doc, property),
      required: required.has(name),
      description: withInlinedTypeNote(doc, describe(doc, property), property),
      ...inlineMembers(doc, property),
    })),
  ];
}

/** An inline object, or a list of them, brings its own fields: their descriptions have no named type to live in. */
function inlineMembers(doc: OpenApiDocument, property: Schema): Pick<SdkField, 'members'> {
  if (isReference(property)) return {};
  const list = property.type === 'array' && property.items !== undefined && !isReference(property.items);
  const object = list ? property.items! : property;
  if (isReference(object) || !object.properties) return {};
  const types = [object.type, property.type].flat();
  return {members: {fields: objectFields(doc, object), list, nullable: types.includes('null')}};
}

/** Object members as declaration lines; `described` puts each field's description above it as a doc comment. */
export function memberLines(fields: SdkField[], indent: string, described: boolean): string[] {
  return fields.map((field) => {
    const comment = described ? docComment(field.description, indent) : '';
    return `${comment}${indent}${field.name}${field.required ? '' : '?'}: ${memberType(field, indent, described)};`;
  });
}

/** A field's type in a declaration: an inline object is written out over several lines, with its own members. */
function memberType(field: SdkField, indent: string, described: boolean): string {
  if (!field.members) return field.type;
  const {fields, list, nullable} = field.members;
  const block = `{\n${memberLines(fields, `${indent}  `, described).join('\n')}\n${indent}}`;
  return `${block}${list ? '[]' : ''}${nullable ? ' | null' : ''}`;
}

/** The Input table's rows: an inline object's fields follow it as `parent.field` (`parent[].field` in a list). */
export function inputRows(fields: SdkField[]): SdkField[] {
  return fields.flatMap((field) => {
    if (!field.members) return [field];
    const prefix = `${field.name}${field.members.list ? '[]' : ''}.`;
    return [field, ...inputRows(field.members.fields).map((member) => ({...member, name: prefix + member.name}))];
  });
}

const parameterField = (doc: OpenApiDocument, parameter: Parameter): SdkField => ({
  name: parameter.name,
  type: parameter.schema ? tsType(doc, parameter.schema) : 'string',
  required: Boolean(parameter.required),
  description: withInlinedTypeNote(
    doc,
    withSchemaNotes(doc, parameter.description ?? '', parameter.schema),
    parameter.schema,
  ),
});

/** SDK types whose name says enough (amounts, addresses, hashes); other named scalars bring their description. */
export const selfExplained = new Set(['bigint', 'Address', 'Hash']);

/** The one branch of a nullable `oneOf` or `anyOf` (`[$ref, {type: 'null'}]`): the scalar the field holds when set. */
function nonNullBranch(schema: Schema): Schema | undefined {
  const branches = (schema.oneOf ?? schema.anyOf)?.filter((branch) => isReference(branch) || branch.type !== 'null');
  return branches?.length === 1 ? branches[0] : undefined;
}

/**
 * A description followed by what the named scalar behind the field says (unit, encoding, size: `Seconds`,
 * `CountryCode`, `Bytes32`): REST pages give it in their data types table; SDK pages write the type inline.
 */
function withInlinedTypeNote(doc: OpenApiDocument, description: string, schema: Schema | undefined): string {
  const listed = schema && !isReference(schema) && schema.type === 'array' && schema.items ? schema.items : schema;
  const own = listed && !isReference(listed) ? (nonNullBranch(listed) ?? listed) : listed;
  const name = own && isReference(own) ? refName(own.$ref) : undefined;
  // Ids are named by their field and their own rows already; their pattern is no unit to lose.
  if (!own || !name || name.endsWith('Id') || selfExplained.has(primitiveComponents[name] ?? '')) return description;
  const target = resolve<Schema>(doc, own);
  const note = target.description?.trim();
  if (!note || target.enum || !isPrimitive(target) || description.includes(note)) return description;
  return withNotes(description, note);
}

/** What an SDK method takes: path and query parameters plus the body's fields (JSON or form parts), as one object. */
export function inputFields(doc: OpenApiDocument, entry: OperationEntry): SdkField[] {
  const parameters = parametersOf(doc, entry).filter(
    (parameter) => (parameter.in === 'path' || parameter.in === 'query') && parameter.name !== 'cursor',
  );
  const body = requestSchemaOf(doc, entry);
  return [...parameters.map((parameter) => parameterField(doc, parameter)), ...(body ? objectFields(doc, body) : [])];
}

export interface SdkResult {
  /** `Promise<UnsignedTransaction>`, `AsyncIterable<Pool>` or `Promise<void>`. */
  type: string;
  /** The item or body type name, for examples and the Types section. */
  name: string | undefined;
  paginated: boolean;
}

/** List endpoints (`{data, nextCursor}`) become async iterators of their items. */
export function resultOf(doc: OpenApiDocument, entry: OperationEntry): SdkResult {
  const ok = responsesOf(doc, entry).find(([status]) => status.startsWith('2'));
  const schema = ok?.[1].content?.['application/json']?.schema;
  if (!schema) return {type: 'Promise<void>', name: undefined, paginated: false};
  const target = resolve<Schema>(doc, schema);
  const items = target.properties?.data;
  if (items?.type === 'array' && items.items && target.properties?.nextCursor) {
    const item = tsType(doc, items.items);
    return {type: `AsyncIterable<${item}>`, name: item, paginated: true};
  }
  const name = tsType(doc, schema);
  return {type: `Promise<${name}>`, name, paginated: false};
}

/** `buildSupply` → `BuildSupplyInput`; `admin.buildPause` → `BuildPauseInput`. */
export const inputTypeName = (method: string) => {
  const last = method.split('.').pop()!;
  return `${last[0].toUpperCase()}${last.slice(1)}Input`;
};

/** The interface of a client module: `PoolsModule` for `pools`, `PoolsAdminModule` for its `admin` module. */
export const moduleInterfaceName = (apiId: string, modulePath: string[] = []) =>
  [apiId, ...modulePath]
    .map((part) => part.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase()))
    .join('') + 'Module';

/** `cp-pools` → `cpPools`: the client property of an API's module. */
export const moduleProperty = (apiId: string) =>
  apiId.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

/** The second argument of every write method: the SDK's own, not an API schema. */
export const requestOptionsDeclaration = `/** Options for a method that sends a POST, PATCH or DELETE. */
export interface RequestOptions {
  /** Sent as Idempotency-Key; by default the SDK generates one per call and reuses it for that call's retries. */
  idempotencyKey?: string;
  /** Aborts the request (and its retries) when the signal fires. */
  signal?: AbortSignal;
}`;

/** One SDK method's declaration: its input interface (when it takes one) and its signature in its module. */
export interface SdkMethodDeclaration {
  /** `admin.buildPause` */
  method: string;
  /** `PoolsAdminModule` */
  moduleName: string;
  /** `interface BuildPauseInput { … }`, or undefined for a method without input. */
  input: string | undefined;
  /** `buildPause(input: BuildPauseInput, options?: RequestOptions): Promise<UnsignedTransaction>;` */
  member: string;
}

export function sdkMethodDeclaration(doc: OpenApiDocument, apiId: string, entry: OperationEntry): SdkMethodDeclaration {
  const method = entry.operation['x-sdk-method']!;
  const fields = inputFields(doc, entry);
  const result = resultOf(doc, entry);
  const writes = entry.method !== 'get';
  // A body that needs one of its optional fields (`minProperties`: `ids` or `all`) makes the input required.
  const needsAField = (requestSchemaOf(doc, entry)?.minProperties ?? 0) > 0;
  const optional = fields.every((field) => !field.required) && !needsAField ? '?' : '';
  const params = [
    fields.length ? `input${optional}: ${inputTypeName(method)}` : '',
    writes ? 'options?: RequestOptions' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const input = fields.length
    ? [`interface ${inputTypeName(method)} {`, ...memberLines(fields, '  ', false), '}'].join('\n')
    : undefined;
  return {
    method,
    moduleName: moduleInterfaceName(apiId, method.split('.').slice(0, -1)),
    input,
    member: `${method.split('.').pop()}(${params}): ${result.type};`,
  };
}

/** An example value as a TypeScript literal, with bigint where the SDK types a field as bigint. */
export function sdkLiteral(doc: OpenApiDocument, schema: Schema | undefined, value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  const type = schema ? expandedType(doc, schema) : '';
  if (typeof value === 'string' && /^-?\d+$/.test(value) && type.split(' | ').includes('bigint')) return `${value}n`;
  if (Array.isArray(value)) {
    const items = schema ? resolve<Schema>(doc, schema).items : undefined;
    return value.length
      ? `[\n${value.map((item) => `${inner}${sdkLiteral(doc, items, item, inner)},`).join('\n')}\n${indent}]`
      : '[]';
  }
  if (value && typeof value === 'object') {
    const properties = schema ? (resolve<Schema>(doc, schema).properties ?? {}) : {};
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([key, item]) => `${inner}${key}: ${sdkLiteral(doc, properties[key], item, inner)},`).join('\n')}\n${indent}}`;
  }
  if (typeof value === 'string') return tsString(value);
  return JSON.stringify(value);
}

/** Named object and enum schemas reachable from the SDK methods: the SDK page's Types section. */
export function namedTypes(doc: OpenApiDocument, roots: Schema[]): string[] {
  const names = new Set<string>();
  const visit = (schema: Schema | undefined) => {
    if (!schema) return;
    if (isReference(schema)) {
      const name = refName(schema.$ref);
      if (names.has(name) || primitiveComponents[name]) return;
      const target = resolve<Schema>(doc, schema);
      if (!target.enum && isPrimitive(target)) return;
      names.add(name);
      visit(target);
      return;
    }
    Object.values(schema.properties ?? {}).forEach(visit);
    visit(schema.items);
    [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])].forEach(visit);
  };
  roots.forEach(visit);
  return [...names].sort();
}

/** The schemas of a request body's fields, `allOf` parts included. */
function bodyFieldSchemas(doc: OpenApiDocument, schema: Schema): Schema[] {
  const body = resolve<Schema>(doc, schema);
  return [
    ...Object.values(body.properties ?? {}),
    ...(body.allOf ?? []).flatMap((part) => bodyFieldSchemas(doc, part)),
  ];
}

/** The named types an API's SDK methods take and return, as the SDK page's Types section lists them. */
export function sdkTypeNames(doc: OpenApiDocument, entries: OperationEntry[]): string[] {
  const roots: Schema[] = entries.flatMap((entry) => [
    ...parametersOf(doc, entry).flatMap((parameter) => (parameter.schema ? [parameter.schema] : [])),
    // A method takes its body's fields in its own `…Input`: the body type is not listed, its fields' types are.
    ...Object.values(requestBodyOf(doc, entry)?.content ?? {}).flatMap((media) =>
      media.schema ? bodyFieldSchemas(doc, media.schema) : [],
    ),
    ...responsesOf(doc, entry).flatMap(([status, response]) =>
      status.startsWith('2')
        ? Object.values(response.content ?? {}).flatMap((media) => (media.schema ? [media.schema] : []))
        : [],
    ),
  ]);
  // List wrappers ({data, nextCursor}) are the iterator's business, not the reader's.
  return namedTypes(doc, roots).filter((name) => !doc.components?.schemas?.[name]?.properties?.nextCursor);
}

/** A description as a one-line doc comment (with its line break), or nothing without one. */
export const docComment = (text: string, indent = '') =>
  text ? `${indent}/** ${text.replace(/\s+/g, ' ').replace(/\*\//g, '*\\/')} */\n` : '';

/** A TypeScript declaration of a named schema, with its descriptions as doc comments. */
export function declaration(doc: OpenApiDocument, name: string): string {
  const schema = doc.components?.schemas?.[name];
  if (!schema) throw new Error(`No schema ${name}`);
  if (schema.enum || schema.oneOf || schema.anyOf)
    return `${docComment(schema.description ?? '')}export type ${name} = ${tsType(doc, schema)};`;
  const fields = objectFields(doc, {$ref: `#/components/schemas/${name}`});
  const body = memberLines(fields, '  ', true).join('\n');
  return `${docComment(schema.description ?? '')}export interface ${name} {\n${body}\n}`;
}
