import type {RestApi} from '../load';
import {
  examplesOf,
  operations,
  parametersOf,
  requestMediaOf,
  resolve,
  responsesOf,
  type OperationEntry,
} from '../openapi/document';
import type {Schema} from '../openapi/types';
import {exampleStatement, qualifiedMethod, type SdkMethod, type SdkModule} from './model';
import {declaration, inputFields, resultOf, sdkLiteral, sdkMethodDeclaration, sdkTypeNames} from './typescript';

const isFile = (schema: Schema | undefined) =>
  Boolean(schema && (schema.format === 'binary' || schema.contentMediaType));

/** The example call, built from the REST example so the REST and SDK pages show the same values. */
function exampleCall(api: RestApi, entry: OperationEntry): string {
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
  // A file part of an upload is read from disk, under the file name the example gives.
  const files = Object.keys(bodyExample ?? {}).filter((name) => isFile(bodyProperties[name]));
  const fileName = String(bodyExample?.name ?? 'file');
  const literal = Object.keys(input).length ? sdkLiteral(doc, inputSchema, input) : '';
  const argument = files.reduce(
    (text, name) => text.replace(new RegExp(`^(\\s*${name}: ).*,$`, 'm'), `$1await openAsBlob('${fileName}'),`),
    literal,
  );
  const method = entry.operation['x-sdk-method']!;
  const statement = exampleStatement(
    api.id,
    `${qualifiedMethod(api.id, method)}(${argument})`,
    resultOf(doc, entry),
    Boolean(entry.operation['x-contract-function']),
  );
  return files.length ? `import {openAsBlob} from 'node:fs';\n\n${statement}` : statement;
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
