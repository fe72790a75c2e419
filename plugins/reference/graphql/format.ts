import fs from 'node:fs';
import path from 'node:path';
import {parse, type GraphQLError, type GraphQLSchema} from 'graphql';
import {validateSDL} from 'graphql/validation/validate.js';
import {graphqlExplorerFile} from '../../../src/data/reference';
import type {ReferenceBundle} from '../load';
import {checked, inFile, type ReferenceFormat, type ReferenceProblem} from '../format';
import {graphqlAnchor, operationGroup, type Item} from '../items';
import {referenceFiles} from '../paths';
import {parseExamples, type ExamplesFile, type OperationGroup} from './examples';
import {graphqlExplorerData} from './explorer';
import {definitionLine, exampleLines} from './lines';
import {renderGraphqlGroup} from './render';
import {buildReferenceSchema} from './schema';
import {coverageProblems, descriptionProblems, exampleProblems} from './validate';

export interface GraphqlApi {
  /** `cp-pools` for reference/graphql/cp-pools.graphql */
  id: string;
  schemaFile: string;
  examplesFile: string;
  sdl: string;
  examplesSource: string;
  schema: GraphQLSchema;
  examples: ExamplesFile;
}

export function loadGraphql(dir: string): GraphqlApi[] {
  return referenceFiles('graphql', '.graphql', dir).map((schemaFile) => {
    const id = path.basename(schemaFile, '.graphql');
    const examplesFile = `graphql/${id}.examples.yaml`;
    if (!fs.existsSync(path.join(dir, examplesFile)))
      throw new Error(`reference/${schemaFile} has no ${examplesFile} beside it`);
    const sdl = fs.readFileSync(path.join(dir, schemaFile), 'utf8');
    const examplesSource = fs.readFileSync(path.join(dir, examplesFile), 'utf8');
    let schema: GraphQLSchema;
    try {
      schema = buildReferenceSchema(sdl);
    } catch (error) {
      // graphql-js joins a schema's errors into one message without their places; validating again gives them.
      throw inFile(schemaFile, sdlErrors(sdl) ?? error);
    }
    return {
      id,
      schemaFile,
      examplesFile,
      sdl,
      examplesSource,
      schema,
      examples: parseExamples(examplesSource, examplesFile),
    };
  });
}

const groupItems = (api: GraphqlApi, group: OperationGroup): Item[] =>
  group.operations.map(({field}) => ({
    kind: 'graphql-operation',
    key: `${api.id}:${field}`,
    anchor: graphqlAnchor(field),
  }));

/** A schema's first error with its place and every error's message, when the SDL parses but does not validate. */
function sdlErrors(sdl: string): {message: string; locations?: readonly {line: number}[]} | undefined {
  let errors: readonly GraphQLError[];
  try {
    errors = validateSDL(parse(sdl));
  } catch {
    return undefined;
  }
  return errors.length
    ? {message: errors.map((error) => error.message).join(' '), locations: errors[0].locations}
    : undefined;
}

/** Problems of one API, each at the definition (schema) or the example or group (examples file) it is about. */
function graphqlApiProblems(api: GraphqlApi): ReferenceProblem[] {
  const inSchema = (message: string): ReferenceProblem => ({
    file: api.schemaFile,
    line: definitionLine(api.schema, message),
    message,
  });
  const described = descriptionProblems(api.schema).map(inSchema);
  const coverage = coverageProblems(api.schema, api.examples);
  const examples = api.examples.groups.flatMap((group, g) =>
    group.operations.flatMap((example, o) => exampleProblems(api.schema, example).map((message) => ({g, o, message}))),
  );
  if (coverage.length === 0 && examples.length === 0) return described;
  const lines = exampleLines(api);
  // The nth example of a root field, or the nth group of an id (the second is the one too many).
  const positions = api.examples.groups.flatMap((group, g) =>
    group.operations.map((example, o) => ({field: example.field, g, o})),
  );
  const nthExample = (field: string, n: number) => positions.filter((position) => position.field === field)[n];
  const nthGroup = (id: string, n: number) =>
    api.examples.groups.map((group, g) => ({id: group.id, g})).filter((group) => group.id === id)[n]?.g;
  const coverageProblem = (message: string): ReferenceProblem => {
    const group = /^group "([^"]+)" appears twice/.exec(message)?.[1];
    if (group !== undefined) {
      const g = nthGroup(group, 1);
      return {file: api.examplesFile, line: g === undefined ? undefined : lines.group(g), message};
    }
    const [, field, count] =
      /^(?:example for )?((?:Query|Mutation|Subscription)\.\w+)(?: has (\d+) examples)?/.exec(message) ?? [];
    // A root field with no example is placed at its definition.
    if (field && count === '0') return {...inSchema(`field ${field}`), message};
    const at = field ? nthExample(field, count ? 1 : 0) : undefined;
    return {file: api.examplesFile, line: at && lines.example(at.g, at.o), message};
  };
  return [
    ...described,
    ...coverage.map(coverageProblem),
    ...examples.map(({g, o, message}) => ({file: api.examplesFile, line: lines.example(g, o), message})),
  ];
}

/** GraphQL schemas (reference/graphql/*.graphql) and their example operations (`*.examples.yaml`). */
export const graphqlFormat: ReferenceFormat<{graphql: GraphqlApi[]}, ReferenceBundle> = {
  folders: ['graphql'],
  load: (dir) => ({graphql: loadGraphql(dir)}),
  validate: (bundle) => bundle.graphql.flatMap((api) => checked(api.examplesFile, () => graphqlApiProblems(api))),
  directives: {
    'graphql-operations': {
      items: (bundle, placement) => {
        const {api, group} = operationGroup(bundle, placement);
        return groupItems(api, group);
      },
      render: (context, placement) => {
        const {api, group} = operationGroup(context.bundle, placement);
        return renderGraphqlGroup(context, api, group);
      },
    },
  },
  items: (bundle) => bundle.graphql.flatMap((api) => api.examples.groups.flatMap((group) => groupItems(api, group))),
  publish: (bundle) =>
    bundle.graphql.flatMap((api) => [
      {file: api.schemaFile, text: api.sdl, description: 'GraphQL schema (SDL) with descriptions'},
      {
        file: api.examplesFile,
        text: api.examplesSource,
        description: 'Example operations with variables and responses, validated against the schema',
      },
    ]),
  // The GraphQL Run panel's data, one file per API, fetched when a reader opens it.
  serve: (bundle) =>
    bundle.graphql.map((api) => [graphqlExplorerFile(api.id), JSON.stringify(graphqlExplorerData(api))] as const),
};
