import {graphqlExplorerFile, restExplorerFile} from '../../src/data/reference';
import {graphqlExplorerData} from './graphql/explorer';
import type {ReferenceBundle} from './load';
import {explorerOperations} from './openapi/explorer';

/**
 * The explorers' data, site path → JSON: one file per REST operation and one per GraphQL API. Written at
 * build time so the browser never parses YAML or resolves references, and fetched only when a reader opens
 * an explorer.
 */
export function explorerFiles(bundle: ReferenceBundle): Map<string, string> {
  const files = new Map<string, string>();
  for (const api of bundle.rest) {
    for (const operation of explorerOperations(api))
      files.set(restExplorerFile(api.id, operation.operationId), JSON.stringify(operation));
  }
  for (const api of bundle.graphql) files.set(graphqlExplorerFile(api.id), JSON.stringify(graphqlExplorerData(api)));
  return files;
}
