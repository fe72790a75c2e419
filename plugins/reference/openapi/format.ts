import path from 'node:path';
import fs from 'node:fs';
import {parse as parseYaml} from 'yaml';
import type {Abi} from 'viem';
import {restExplorerFile, restValidatorsFile} from '../../../src/data/reference';
import {siteUrl} from '../../../src/data/site';
import type {ReferenceBundle} from '../load';
import {checked, inFile, type ReferenceFormat, type ReferenceProblem} from '../format';
import {restAnchor, restApi, taggedOperations, type Item} from '../items';
import {referenceFiles} from '../paths';
import {renderDataTypes, renderErrorCatalogue} from './catalogue';
import {insomniaExport} from './collections/insomnia';
import {postmanCollection} from './collections/postman';
import {insomniaFile, postmanFile} from './collections/requests';
import {operations} from './document';
import {explorerOperations} from './explorer';
import {DocumentLines} from './lines';
import {renderOperations} from './render';
import type {OpenApiDocument} from './types';
import {operationSchemas, validatorModuleWriter} from './validatorModule';
import {calldataProblems, problemExampleProblems, structureProblems} from './validate';

export interface RestApi {
  /** `pools` for reference/rest/pools.openapi.yaml */
  id: string;
  /** Path relative to reference/. */
  file: string;
  source: string;
  document: OpenApiDocument;
}

export function loadRest(dir: string): RestApi[] {
  return referenceFiles('rest', '.openapi.yaml', dir).map((file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    try {
      return {id: path.basename(file, '.openapi.yaml'), file, source, document: parseYaml(source) as OpenApiDocument};
    } catch (error) {
      throw inFile(file, error);
    }
  });
}

const operationItems = (api: RestApi, entries = operations(api.document)): Item[] =>
  entries.map((entry) => ({
    kind: 'rest-operation',
    key: `${api.id}:${entry.operation.operationId}`,
    anchor: restAnchor(entry),
  }));

function restProblems(api: RestApi, abis: Map<string, Abi>): ReferenceProblem[] {
  const problems = [
    ...structureProblems(api.document),
    ...problemExampleProblems(api.document, siteUrl),
    ...calldataProblems(api.document, abis).problems,
  ];
  const lines = problems.length > 0 ? new DocumentLines(api) : undefined;
  return problems.map((message) => ({file: api.file, line: lines?.problemLine(message), message}));
}

/** OpenAPI 3.1 documents (reference/rest/*.openapi.yaml): operations, the error catalogue and the data types. */
export const openApiFormat: ReferenceFormat<{rest: RestApi[]}, ReferenceBundle> = {
  folders: ['rest'],
  load: (dir) => ({rest: loadRest(dir)}),
  validate: (bundle) => {
    const abis = new Map(bundle.contracts.map((contract) => [contract.name, contract.abi as Abi]));
    return bundle.rest.flatMap((api) => checked(api.file, () => restProblems(api, abis)));
  },
  directives: {
    'openapi-operations': {
      items: (bundle, placement) => {
        const {api, entries} = taggedOperations(bundle, placement);
        return operationItems(api, entries);
      },
      render: (context, placement) => {
        const {api, entries} = taggedOperations(context.bundle, placement);
        return renderOperations(context, api, entries, placement.attributes.title || undefined);
      },
    },
    'openapi-errors': {render: ({bundle}, placement) => renderErrorCatalogue(restApi(bundle, placement))},
    'openapi-types': {render: ({bundle}, placement) => renderDataTypes(restApi(bundle, placement))},
  },
  items: (bundle) => bundle.rest.flatMap((api) => operationItems(api)),
  publish: (bundle) =>
    bundle.rest.flatMap((api) => [
      {file: api.file, text: api.source, description: 'OpenAPI 3.1 document: every endpoint, schema and example'},
      {
        file: postmanFile(api),
        text: `${JSON.stringify(postmanCollection(api), null, 2)}\n`,
        description:
          'Postman collection (v2.1): every endpoint with its example, the Sandbox base URL and the credentials to fill in',
      },
      {
        file: insomniaFile(api),
        text: `${JSON.stringify(insomniaExport(api), null, 2)}\n`,
        description: 'Insomnia export (v4): every endpoint with its example, Sandbox and Production environments',
      },
    ]),
  // The explorer's data per operation, its JSON and its validators (an ES module): the browser never parses YAML,
  // resolves references or compiles a schema, and fetches them only when a reader opens an explorer.
  serve: (bundle) => {
    const validatorModule = validatorModuleWriter();
    return bundle.rest.flatMap((api) =>
      explorerOperations(api).flatMap((operation) => [
        [restExplorerFile(api.id, operation.operationId), JSON.stringify(operation)] as const,
        [restValidatorsFile(api.id, operation.operationId), validatorModule(operationSchemas(operation))] as const,
      ]),
    );
  },
};
