import fs from 'node:fs';
import path from 'node:path';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  getNamedType,
  type GraphQLField,
  type GraphQLInputField,
} from 'graphql';
import type {ReferenceBundle} from '@site/plugins/reference/load';
import {
  isReference,
  operations,
  parametersOf,
  problemCodes,
  resolve,
  type OperationEntry,
} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument, Schema} from '@site/plugins/reference/openapi/types';
import {sdkModules} from '@site/plugins/reference/sdk/modules';
import {inputFields, moduleProperty} from '@site/plugins/reference/sdk/typescript';
import {apiKeys, organisationRoles, sharedProblemCodes} from '@site/src/data/conventions';
import {publishedNetworks} from '@site/src/data/networks';
import {environments} from '@site/src/data/platform';
import {brand} from '@site/src/data/site';

/** What one API (REST or GraphQL of a product, or a product's contracts) says its literals are. */
export interface ApiVocabulary {
  /** `pools`, `engage`, `lease`, … */
  product: string;
  /** Field, property or argument name → every enum value it takes, in this API. */
  enumsByName: Map<string, Set<string>>;
  /** Every enum value of the API. */
  enumValues: Set<string>;
  /** Every name the API defines: fields, parameters, types, operations, functions, events, errors, roles. */
  names: Set<string>;
  /** UPPER_CASE words the reference's own text puts in code (`LESSEE`, `DEFAULT_ADMIN_ROLE` in NatSpec). */
  mentioned: Set<string>;
  /** Error code → HTTP status (REST) or undefined (GraphQL and contract errors). */
  errorCodes: Map<string, number | undefined>;
  /** REST operations with their full method and path. */
  operations: {method: string; path: string; operationId: string}[];
  /** SDK method (`pools.buildSupply`) → its input field names. */
  sdkInputs: Map<string, Set<string>>;
  /** Webhook event types (`transaction.confirmed`): the values of the REST `EventType` schema. */
  eventTypes: Set<string>;
}

const add = (map: Map<string, Set<string>>, key: string, values: Iterable<string>) => {
  const set = map.get(key) ?? new Set<string>();
  for (const value of values) set.add(value);
  map.set(key, set);
};

/** The enum values a schema takes: its own `enum`, or the `const` of its `oneOf` branches; references followed. */
function enumOf(doc: OpenApiDocument, schema: Schema | undefined, seen = new Set<Schema>()): string[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const target = isReference(schema) ? resolve<Schema>(doc, schema) : schema;
  if (target.enum) return target.enum.filter((value): value is string => typeof value === 'string');
  const branches = [...(target.oneOf ?? []), ...(target.anyOf ?? [])];
  const consts = branches.map((branch) => (isReference(branch) ? resolve<Schema>(doc, branch) : branch).const);
  if (consts.length && consts.every((value) => typeof value === 'string')) return consts as string[];
  if (target.items) return enumOf(doc, target.items, seen);
  return branches.flatMap((branch) => enumOf(doc, branch, seen));
}

/** Walks every schema of a document (components and inline), calling back for each named property. */
function walkProperties(doc: OpenApiDocument, visit: (name: string, schema: Schema) => void) {
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const schema = value as Schema;
    for (const [name, property] of Object.entries(schema.properties ?? {})) visit(name, property);
    for (const item of Object.values(value)) walk(item);
  };
  walk(doc.paths);
  walk(doc.components);
}

/** UPPER_CASE words in code spans of a reference file's text. */
const mentionedIn = (source: string) =>
  [...source.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)`/g)].map((match) => match[1]!);

function restVocabulary(
  product: string,
  api: ReferenceBundle['rest'][number],
  reference: ReferenceBundle,
): ApiVocabulary {
  const doc = api.document;
  const vocabulary = emptyVocabulary(product);
  for (const word of mentionedIn(api.source)) vocabulary.mentioned.add(word);
  walkProperties(doc, (name, schema) => {
    vocabulary.names.add(name);
    const values = enumOf(doc, schema);
    if (values.length) add(vocabulary.enumsByName, name, values);
  });
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    vocabulary.names.add(name);
    for (const value of enumOf(doc, schema)) vocabulary.enumValues.add(value);
  }
  for (const value of enumOf(doc, doc.components?.schemas?.EventType)) vocabulary.eventTypes.add(value);
  for (const values of vocabulary.enumsByName.values()) for (const value of values) vocabulary.enumValues.add(value);
  for (const entry of operations(doc)) {
    vocabulary.names.add(entry.operation.operationId!);
    vocabulary.operations.push({
      method: entry.method.toUpperCase(),
      path: entry.path,
      operationId: entry.operation.operationId!,
    });
    for (const parameter of parametersOf(doc, entry)) {
      vocabulary.names.add(parameter.name);
      const values = enumOf(doc, parameter.schema);
      if (values.length) {
        add(vocabulary.enumsByName, parameter.name, values);
        for (const value of values) vocabulary.enumValues.add(value);
      }
    }
  }
  for (const [code, {status}] of problemCodes(doc)) vocabulary.errorCodes.set(code, status);
  const module = sdkModules(reference).find((candidate) => candidate.apiId === product);
  for (const entry of operations(doc).filter((candidate: OperationEntry) => candidate.operation['x-sdk-method'])) {
    const method = `${moduleProperty(product)}.${entry.operation['x-sdk-method']}`;
    vocabulary.sdkInputs.set(method, new Set(inputFields(doc, entry).map((field) => field.name)));
  }
  for (const method of module?.methods ?? []) vocabulary.names.add(method.name.split('.').pop()!);
  return vocabulary;
}

function graphqlVocabulary(product: string, api: ReferenceBundle['graphql'][number]): ApiVocabulary {
  const vocabulary = emptyVocabulary(product);
  for (const word of mentionedIn(api.sdl)) vocabulary.mentioned.add(word);
  const fieldEnums = (name: string, field: GraphQLField<unknown, unknown> | GraphQLInputField) => {
    vocabulary.names.add(name);
    const type = getNamedType(field.type);
    if (isEnumType(type))
      add(
        vocabulary.enumsByName,
        name,
        type.getValues().map((value) => value.name),
      );
  };
  for (const type of Object.values(api.schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    vocabulary.names.add(type.name);
    if (isEnumType(type)) for (const value of type.getValues()) vocabulary.enumValues.add(value.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const [name, field] of Object.entries(type.getFields())) {
        fieldEnums(name, field);
        for (const arg of 'args' in field ? field.args : []) fieldEnums(arg.name, arg as unknown as GraphQLInputField);
      }
    }
  }
  // GraphQL errors carry their code in `extensions.code`; the SDL names each in the descriptions of the fields that
  // answer it (`Errors: \`FUNDING_CLOSED\` once …`).
  for (const [, code] of api.sdl.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g))
    vocabulary.errorCodes.set(code!, undefined);
  return vocabulary;
}

/** Which product a contract file documents. */
const contractProduct = (file: string) =>
  /Engage/.test(file)
    ? 'engage'
    : /Counterparty/.test(file)
      ? 'cp-pools'
      : /CollateralPool/.test(file)
        ? 'pools'
        : 'assets';

function contractVocabulary(product: string, reference: ReferenceBundle): ApiVocabulary {
  const vocabulary = emptyVocabulary(product);
  for (const contract of reference.contracts.filter((candidate) => contractProduct(candidate.file) === product)) {
    vocabulary.names.add(contract.name);
    for (const member of [...contract.functions, ...contract.events, ...contract.errors, ...contract.structs]) {
      vocabulary.names.add(member.name);
      for (const parameter of 'inputs' in member ? member.inputs : member.members) vocabulary.names.add(parameter.name);
    }
    for (const error of contract.errors) vocabulary.errorCodes.set(error.name, undefined);
  }
  // Enums and structs may be declared in the interface or at file level, shared by the file's interfaces.
  for (const source of reference.sources.filter((candidate) => contractProduct(candidate.file) === product)) {
    for (const word of mentionedIn(fs.readFileSync(path.join(reference.dir, source.file), 'utf8')))
      vocabulary.mentioned.add(word);
    for (const enumDoc of [...source.enums, ...source.contracts.flatMap((contract) => contract.enums)]) {
      vocabulary.names.add(enumDoc.name);
      for (const value of enumDoc.values) vocabulary.names.add(value.name);
    }
    for (const struct of [...source.structs, ...source.contracts.flatMap((contract) => contract.structs)]) {
      vocabulary.names.add(struct.name);
      for (const member of struct.members) vocabulary.names.add(member.name);
    }
  }
  return vocabulary;
}

function emptyVocabulary(product: string): ApiVocabulary {
  return {
    product,
    enumsByName: new Map(),
    enumValues: new Set(),
    names: new Set(),
    mentioned: new Set(),
    errorCodes: new Map(),
    operations: [],
    sdkInputs: new Map(),
    eventTypes: new Set(),
  };
}

/**
 * Names the platform itself defines, valid on every page: environments, networks, scopes, roles, shared codes, the
 * search index.
 */
export function platformNames(): Set<string> {
  return new Set([
    brand.id,
    ...environments.map((environment) => environment.id),
    ...publishedNetworks().map((network) => network.id),
    ...apiKeys.scopes.map((rule) => rule.scope),
    ...organisationRoles.map((rule) => rule.role),
    ...sharedProblemCodes.map((rule) => rule.code),
  ]);
}

/** Every API's vocabulary, REST, GraphQL and contracts, by product. */
export function referenceVocabulary(reference: ReferenceBundle): ApiVocabulary[] {
  const products = new Set([
    ...reference.rest.map((api) => api.id),
    ...reference.graphql.map((api) => api.id),
    ...reference.contracts.map((contract) => contractProduct(contract.file)),
  ]);
  return [
    ...reference.rest.map((api) => restVocabulary(api.id, api, reference)),
    ...reference.graphql.map((api) => graphqlVocabulary(api.id, api)),
    ...[...products].map((product) => contractVocabulary(product, reference)),
  ];
}
