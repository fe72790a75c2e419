import path from 'node:path';
import {taggedOperations} from '@site/plugins/reference/items';
import type {ReferenceBundle, RestApi} from '@site/plugins/reference/load';
import type {OperationEntry} from '@site/plugins/reference/openapi/document';
import {operationSamples, type Sample, type SampleLanguage} from '@site/plugins/reference/openapi/samples';
import {findPlacements} from '@site/plugins/reference/placements';

/** A sample where a reader sees it: the page, the operation and the tab. */
export interface PlacedSample {
  /** `pools:buildSupply:python`: unique, and what the mock attributes requests to. */
  id: string;
  /** The page, relative to the repository root: `docs/pools/back-end/restfulApi/lend.mdx`. */
  page: string;
  api: RestApi;
  entry: OperationEntry;
  sample: Sample;
}

export const sampleLanguages: readonly SampleLanguage[] = ['curl', 'typescript', 'sdk', 'python', 'java'];

/** Every request sample on every page that places `::openapi-operations`, as the page renders it. */
export function placedSamples(bundle: ReferenceBundle, docsDir: string): PlacedSample[] {
  return findPlacements(docsDir)
    .filter((placement) => placement.name === 'openapi-operations')
    .flatMap((placement) => {
      const {api, entries} = taggedOperations(bundle, placement);
      const page = path.posix.join('docs', placement.file.split(path.sep).join('/'));
      return entries.flatMap((entry) =>
        operationSamples(api, entry).map((sample) => ({
          id: `${api.id}:${entry.operation.operationId}:${sample.language}`,
          page,
          api,
          entry,
          sample,
        })),
      );
    });
}

/** How a failure names a sample: page, operation and language, so a writer knows where to look. */
export const describeSample = (placed: PlacedSample) =>
  `${placed.page} › ${placed.entry.operation.operationId} › ${placed.sample.label}`;
