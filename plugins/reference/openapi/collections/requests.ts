import type {RestApi} from '../../load';
import {operations, parametersOf, sampleCredential, type OperationEntry} from '../document';
import {apiBasePath, requestSample, type RequestSample} from '../samples/request';
import {scalarText} from '../../../support/scalarText';

/** One operation as a collection holds it: the sample request, with the path relative to the API's base URL. */
export interface CollectionRequest {
  entry: OperationEntry;
  sample: RequestSample;
  /** `/pools/{poolId}/supply` */
  template: string;
  /** `/pools/pool_01…/supply` */
  path: string;
  pathValues: {name: string; value: string; description: string}[];
  /** How the request authenticates when the collection's API key does not apply. */
  auth: 'apiKey' | 'accessToken' | 'none';
}

/** The operations of an API grouped by tag, in the document's order, as both collections lay them out. */
export function collectionFolders(api: RestApi): {tag: string; requests: CollectionRequest[]}[] {
  const base = apiBasePath(api.document);
  const folders = new Map<string, CollectionRequest[]>();
  for (const entry of operations(api.document)) {
    const sample = requestSample(api.document, entry);
    const request: CollectionRequest = {
      entry,
      sample,
      template: entry.path,
      path: sample.path.slice(base.length),
      pathValues: parametersOf(api.document, entry)
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => ({
          name: parameter.name,
          value: scalarText(parameter.example ?? ''),
          description: parameter.description ?? '',
        })),
      auth: sampleCredential(api.document, entry) ?? 'none',
    };
    folders.set(entry.tag, [...(folders.get(entry.tag) ?? []), request]);
  }
  return [...folders].map(([tag, requests]) => ({tag, requests}));
}

/** Published beside the OpenAPI file: `rest/pools.postman_collection.json`. */
export const postmanFile = (api: RestApi) => `rest/${api.id}.postman_collection.json`;
/** Published beside the OpenAPI file: `rest/pools.insomnia.json`. */
export const insomniaFile = (api: RestApi) => `rest/${api.id}.insomnia.json`;
