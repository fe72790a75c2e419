import {graphqlExplorerFile, restExplorerFile, restValidatorsFile} from '../../src/data/reference';
import {graphqlExplorerData} from './graphql/explorer';
import type {ReferenceBundle} from './load';
import {explorerOperations} from './openapi/explorer';
import {operationSchemas, validatorModule} from './openapi/validatorModule';

/**
 * The explorers' data, site path → text: per REST operation its JSON and its validators (an ES module), and one
 * JSON file per GraphQL API. Written at build time so the browser never parses YAML, resolves references or
 * compiles a schema, and fetched only when a reader opens an explorer.
 */
export function explorerFiles(bundle: ReferenceBundle): Map<string, string> {
  const files = new Map<string, string>();
  for (const api of bundle.rest) {
    for (const operation of explorerOperations(api)) {
      files.set(restExplorerFile(api.id, operation.operationId), JSON.stringify(operation));
      files.set(restValidatorsFile(api.id, operation.operationId), validatorModule(operationSchemas(operation)));
    }
  }
  for (const api of bundle.graphql) files.set(graphqlExplorerFile(api.id), JSON.stringify(graphqlExplorerData(api)));
  return files;
}
