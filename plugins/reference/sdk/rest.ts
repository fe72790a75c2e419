import type {RestApi} from '../load';
import {
  acceptedPartTypes,
  examplesOf,
  operations,
  parametersOf,
  requestMediaOf,
  requestSchemaOf,
  resolve,
  responsesOf,
  type OperationEntry,
} from '../openapi/document';
import type {Schema} from '../openapi/types';
import {partMediaType} from '../openapi/samples/request';
import {exampleStatement, qualifiedMethod, type SdkMethod, type SdkModule} from './model';
import {declaration, inputFields, resultOf, sdkLiteral, sdkMethodDeclaration, sdkTypeNames} from './typescript';
import {scalarText} from '../../support/scalarText';

const isFile = (schema: Schema | undefined) =>
  Boolean(schema && (schema.format === 'binary' || schema.contentMediaType));

/**
 * The method's argument built from the REST example (path and query values, then the body), so the REST page's
 * SDK tab and the SDK page show the same values; a file part of an upload is read from disk, under the file name
 * the example gives (`readsFiles`).
 */
export function exampleArgument(api: RestApi, entry: OperationEntry): {argument: string; readsFiles: boolean} {
  const doc = api.document;
  const values: Record<string, unknown> = {};
  const schemas: Record<string, Schema> = {};
  for (const parameter of parametersOf(doc, entry)) {
    if (
      (parameter.in === 'path' || parameter.in === 'query') &&
      parameter.name !== 'cursor' &&
      parameter.example !== undefined
    ) {
      values[parameter.name] = parameter.example;
      schemas[parameter.name] = parameter.schema ?? {};
    }
  }
  const request = requestMediaOf(doc, entry);
  const bodyExample = examplesOf(doc, request?.media)[0]?.[1].value as Record<string, unknown> | undefined;
  const bodyProperties = request?.media.schema ? (resolve<Schema>(doc, request.media.schema).properties ?? {}) : {};
  const input = {...values, ...bodyExample};
  const inputSchema: Schema = {type: 'object', properties: {...schemas, ...bodyProperties}};
  const files = Object.keys(bodyExample ?? {}).filter((name) => isFile(bodyProperties[name]));
  const fileName = scalarText(bodyExample?.name ?? 'file');
  const literal = Object.keys(input).length ? sdkLiteral(doc, inputSchema, input) : '';
  const argument = files.reduce((text, name) => {
    const type = partMediaType(request && acceptedPartTypes(request.media, name), fileName);
    const options = type ? `, {type: '${type}'}` : '';
    return text.replace(new RegExp(`^(\\s*${name}: ).*,$`, 'm'), `$1await openAsBlob('${fileName}'${options}),`);
  }, literal);
  return {argument, readsFiles: files.length > 0};
}

/** What a sample that reads a file part from disk imports first. */
export const fileReaderImport = "import {openAsBlob} from 'node:fs';";

/** The example call on the SDK page: the argument from the REST example, the result typed. */
function exampleCall(api: RestApi, entry: OperationEntry): string {
  const {argument, readsFiles} = exampleArgument(api, entry);
  const statement = exampleStatement(
    api.id,
    `${qualifiedMethod(api.id, entry.operation['x-sdk-method']!)}(${argument})`,
    resultOf(api.document, entry),
    Boolean(entry.operation['x-contract-function']),
  );
  return readsFiles ? `${fileReaderImport}\n\n${statement}` : statement;
}

function sdkMethod(api: RestApi, entry: OperationEntry): SdkMethod {
  const doc = api.document;
  const {method, moduleName, input, member} = sdkMethodDeclaration(doc, api.id, entry);
  const success = responsesOf(doc, entry).find(([status]) => status.startsWith('2'))?.[1];
  return {
    name: method,
    group: entry.tag,
    summary: entry.operation.summary,
    calls: {
      kind: 'rest-operation',
      key: `${api.id}:${entry.operation.operationId}`,
      label: `${entry.method.toUpperCase()} ${entry.path}`,
    },
    moduleName,
    input,
    fields: inputFields(doc, entry),
    inputDescription: requestSchemaOf(doc, entry)?.description ?? '',
    member,
    result: resultOf(doc, entry),
    resultDescription: success?.description ?? '',
    example: exampleCall(api, entry),
  };
}

/** The SDK module of a REST API: one method per operation with `x-sdk-method`; undefined when it has none. */
export function restSdkModule(api: RestApi): SdkModule | undefined {
  const entries = operations(api.document).filter((entry) => entry.operation['x-sdk-method']);
  if (entries.length === 0) return undefined;
  return {
    apiId: api.id,
    source: api.file,
    methods: entries.map((entry) => sdkMethod(api, entry)),
    types: sdkTypeNames(api.document, entries).map((name) => ({name, declaration: declaration(api.document, name)})),
    requestOptions: entries.some((entry) => entry.method !== 'get'),
  };
}
