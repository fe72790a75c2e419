import type {ReferenceBundle} from './load';
import {insomniaExport} from './openapi/collections/insomnia';
import {postmanCollection} from './openapi/collections/postman';
import {insomniaFile, postmanFile} from './openapi/collections/requests';
import {abiFile} from './solidity/render';

/** What each published file is, for download lists. */
export function describeFile(file: string): string {
  if (file.endsWith('.openapi.yaml')) return 'OpenAPI 3.1 document: every endpoint, schema and example';
  if (file.endsWith('.examples.yaml'))
    return 'Example operations with variables and responses, validated against the schema';
  if (file.endsWith('.graphql')) return 'GraphQL schema (SDL) with descriptions';
  if (file.endsWith('.postman_collection.json'))
    return 'Postman collection (v2.1): every endpoint with its example, the Sandbox base URL and the credentials to fill in';
  if (file.endsWith('.insomnia.json'))
    return 'Insomnia export (v4): every endpoint with its example, Sandbox and Production environments';
  if (file.endsWith('.abi.json')) return 'Contract ABI (JSON), as solc compiles it from the interface';
  if (file.endsWith('.sol')) return 'Solidity interface with NatSpec';
  return 'Reference file';
}

const publishedByBundle = new WeakMap<ReferenceBundle, Map<string, string>>();

/**
 * Files published under /reference/ for download: the reference sources as they are, plus one ABI per
 * compiled interface and a Postman and an Insomnia collection per REST API. Pages link only to these; the build
 * emits them.
 */
export function publishedFiles(bundle: ReferenceBundle): Map<string, string> {
  // Every page with a directive asks; the bundle is new whenever a reference file changes.
  const cached = publishedByBundle.get(bundle);
  if (cached) return cached;
  const files = new Map<string, string>();
  for (const api of bundle.rest) {
    files.set(api.file, api.source);
    files.set(postmanFile(api), `${JSON.stringify(postmanCollection(api), null, 2)}\n`);
    files.set(insomniaFile(api), `${JSON.stringify(insomniaExport(api), null, 2)}\n`);
  }
  for (const api of bundle.graphql) {
    files.set(api.schemaFile, api.sdl);
    files.set(api.examplesFile, api.examplesSource);
  }
  for (const source of bundle.compilation.sources) files.set(source.file, source.content);
  for (const contract of bundle.contracts) files.set(abiFile(contract), `${JSON.stringify(contract.abi, null, 2)}\n`);
  publishedByBundle.set(bundle, files);
  return files;
}
