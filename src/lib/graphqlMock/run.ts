import {
  execute,
  getOperationAST,
  GraphQLError,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  Source,
  validate,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import {buildReferenceSchema, scalarRules} from '../../../plugins/reference/graphql/schema';
import type {GraphqlExplorerData} from './types';

/**
 * An in-browser mock of a GraphQL API: its SDL with the custom scalars' rules, answering every root field with
 * the validated example response of that field, and any field no example has with a valid sample of its type.
 */

export interface GraphqlMock {
  schema: GraphQLSchema;
  /** Example data per operation type ('query', 'mutation'), keyed by root field. */
  seeds: Record<string, Record<string, unknown>>;
}

export interface RunProblem {
  message: string;
  /** Where in the operation, 1-based, as graphql-js reports it. */
  locations: {line: number; column: number}[];
}

export interface RunResult {
  /** The response as the API would send it: `data`, and `errors` when a field failed. */
  response?: {data?: unknown; errors?: RunProblem[]};
  /** Problems that stop the operation before it runs: syntax, validation against the schema, variables. */
  problems: RunProblem[];
}

export function graphqlMock(data: GraphqlExplorerData): GraphqlMock {
  const seeds: GraphqlMock['seeds'] = {query: {}, mutation: {}, subscription: {}};
  for (const example of data.examples) {
    const [rootType] = example.field.split('.');
    Object.assign(seeds[rootType.toLowerCase()], example.response.data);
  }
  return {schema: buildReferenceSchema(data.sdl), seeds};
}

const builtInSamples: Record<string, unknown> = {String: 'example', ID: 'id_example', Int: 0, Float: 0, Boolean: false};

/** A valid value of any output type, for fields the examples leave out. */
function sample(type: GraphQLOutputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isScalarType(type)) return builtInSamples[type.name] ?? scalarRules[type.name]?.sample ?? null;
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isAbstractType(type)) return {__typename: type.name};
  if (isObjectType(type)) return {};
  return null;
}

const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
  const record = (source ?? {}) as Record<string, unknown>;
  // Example responses are keyed by alias where the example used one.
  const key = String(info.path.key);
  const value = key in record ? record[key] : record[info.fieldName];
  if (value !== undefined) return value;
  if (isAbstractType(info.returnType)) {
    const possible = info.schema.getPossibleTypes(info.returnType);
    return {__typename: possible[0]?.name};
  }
  return sample(info.returnType);
};

const located = (error: GraphQLError): RunProblem => ({
  message: error.message,
  locations: [...(error.locations ?? [])],
});

/** Parses, validates and executes one operation against the mock, as a GraphQL server would. */
export async function runOperation(mock: GraphqlMock, operation: string, variablesText: string): Promise<RunResult> {
  let variables: Record<string, unknown> = {};
  if (variablesText.trim()) {
    try {
      variables = JSON.parse(variablesText) as Record<string, unknown>;
    } catch (error) {
      return {problems: [{message: `Variables are not valid JSON: ${(error as Error).message}`, locations: []}]};
    }
  }
  let document;
  try {
    document = parse(new Source(operation, 'Operation'));
  } catch (error) {
    if (error instanceof GraphQLError) return {problems: [located(error)]};
    throw error;
  }
  const invalid = validate(mock.schema, document);
  if (invalid.length > 0) return {problems: invalid.map(located)};
  const kind = getOperationAST(document)?.operation ?? 'query';
  const result = await execute({
    schema: mock.schema,
    document,
    rootValue: mock.seeds[kind],
    variableValues: variables,
    fieldResolver,
  });
  const errors = result.errors?.map(located);
  // Variable errors stop execution before any data, as validation errors do.
  if (!('data' in result) || result.data === undefined) return {problems: errors ?? []};
  return {response: {data: result.data, ...(errors ? {errors} : {})}, problems: []};
}
