import fs from 'node:fs';
import path from 'node:path';
import type {GraphQLSchema} from 'graphql';
import {graphqlExplorerFile} from '../../../src/data/reference';
import type {ReferenceBundle} from '../load';
import {lineOf, type ReferenceFormat, type ReferenceProblem} from '../format';
import {graphqlAnchor, operationGroup, type Item} from '../items';
import {referenceFiles} from '../paths';
import {parseExamples, type ExamplesFile, type OperationGroup} from './examples';
import {graphqlExplorerData} from './explorer';
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
    if (!fs.existsSync(path.join(dir, examplesFile))) throw new Error(`${schemaFile} has no ${examplesFile} beside it`);
    const sdl = fs.readFileSync(path.join(dir, schemaFile), 'utf8');
    const examplesSource = fs.readFileSync(path.join(dir, examplesFile), 'utf8');
    return {
      id,
      schemaFile,
      examplesFile,
      sdl,
      examplesSource,
      schema: buildReferenceSchema(sdl),
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

/** Problems of one API, each at the definition (schema) or the example (examples file) it is about. */
function graphqlApiProblems(api: GraphqlApi): ReferenceProblem[] {
  // `type Pool …`, `field Pool.id …`: the type's definition in the SDL.
  const definitionLine = (message: string) => {
    const name = /^(?:type|field|argument|input field|enum value) ([A-Za-z_]\w*)/.exec(message)?.[1];
    return name
      ? lineOf(api.sdl, (line) => new RegExp(`^(?:type|input|enum|scalar|interface|union) ${name}\\b`).test(line))
      : undefined;
  };
  // `Query.pools …`: its example.
  const exampleLine = (message: string) => {
    const field = /(?:Query|Mutation|Subscription)\.\w+/.exec(message)?.[0];
    return field ? lineOf(api.examplesSource, (line) => line.trim() === `- field: ${field}`) : undefined;
  };
  return [
    ...descriptionProblems(api.schema).map((message) => ({
      file: api.schemaFile,
      line: definitionLine(message),
      message,
    })),
    ...[
      ...coverageProblems(api.schema, api.examples),
      ...api.examples.groups.flatMap((group) =>
        group.operations.flatMap((example) => exampleProblems(api.schema, example)),
      ),
    ].map((message) => ({file: api.examplesFile, line: exampleLine(message), message})),
  ];
}

/** GraphQL schemas (reference/graphql/*.graphql) and their example operations (`*.examples.yaml`). */
export const graphqlFormat: ReferenceFormat<{graphql: GraphqlApi[]}, ReferenceBundle> = {
  folders: ['graphql'],
  load: (dir) => ({graphql: loadGraphql(dir)}),
  validate: (bundle) => bundle.graphql.flatMap(graphqlApiProblems),
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
