import type {ReferenceBundle} from './load';
import {abiFile} from './solidity/render';

/** What each published file is, for download lists. */
export function describeFile(file: string): string {
  if (file.endsWith('.openapi.yaml')) return 'OpenAPI 3.1 document: every endpoint, schema and example';
  if (file.endsWith('.examples.yaml'))
    return 'Example operations with variables and responses, validated against the schema';
  if (file.endsWith('.graphql')) return 'GraphQL schema (SDL) with descriptions';
  if (file.endsWith('.abi.json')) return 'Contract ABI (JSON), as solc compiles it from the interface';
  if (file.endsWith('.sol')) return 'Solidity interface with NatSpec';
  return 'Reference file';
}

/**
 * Files published under /reference/ for download: the reference sources as they are, plus one ABI per
 * compiled interface. Pages link only to these; the build emits them.
 */
export function publishedFiles(bundle: ReferenceBundle): Map<string, string> {
  const files = new Map<string, string>();
  for (const api of bundle.rest) files.set(api.file, api.source);
  for (const api of bundle.graphql) {
    files.set(api.schemaFile, api.sdl);
    files.set(api.examplesFile, api.examplesSource);
  }
  for (const source of bundle.compilation.sources) files.set(source.file, source.content);
  for (const contract of bundle.contracts) files.set(abiFile(contract), `${JSON.stringify(contract.abi, null, 2)}\n`);
  return files;
}
