import type {RestApi} from '../load';
import {examplesOf, parametersOf, requestBodyOf, resolve, type OperationEntry} from '../openapi/document';
import type {Schema} from '../openapi/types';
import {resultOf, sdkLiteral} from './typescript';

const clientName = 'assetra';

/** `assetra.pools.buildSupply` for the REST API `pools` and the method `buildSupply`. */
export const qualifiedMethod = (api: RestApi, method: string) => `${clientName}.${api.id}.${method}`;

/**
 * The method's argument built from the REST example (path and query values, then the body), so every page
 * shows the same values.
 */
export function exampleArgument(api: RestApi, entry: OperationEntry): string {
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
  const body = requestBodyOf(doc, entry)?.content['application/json'];
  const bodyExample = examplesOf(doc, body)[0]?.[1].value as Record<string, unknown> | undefined;
  const bodyProperties = body?.schema ? (resolve<Schema>(doc, body.schema).properties ?? {}) : {};
  const input = {...values, ...bodyExample};
  const inputSchema: Schema = {type: 'object', properties: {...schemas, ...bodyProperties}};
  return Object.keys(input).length ? sdkLiteral(doc, inputSchema, input) : '';
}

/** `transaction` for a transaction builder, else the result type in camel case (`pool` for Pool). */
export function resultVariable(api: RestApi, entry: OperationEntry): string {
  const name = resultOf(api.document, entry).name ?? 'result';
  return entry.operation['x-contract-function']
    ? 'transaction'
    : name[0]!.toLowerCase() + name.slice(1).replace(/[^\w]/g, '');
}
