import {jsxText, table, type Block} from '../support/mdast';
import {describeFile} from './published';
import {referenceComponents} from './components';

/** `::reference-downloads{files="rest/pools.openapi.yaml graphql/pools.graphql …"}`: a table of downloads. */
export function renderDownloads(files: string[], published: Map<string, string>): Block[] {
  return [
    table(
      ['File', 'What it is', 'Size'],
      files.map((file) => {
        const content = published.get(file);
        if (content === undefined)
          throw new Error(
            `::reference-downloads names ${file}, which is not published (have: ${[...published.keys()].join(', ')})`,
          );
        return [
          [jsxText(referenceComponents.ReferenceDownload, {file}, [])],
          describeFile(file),
          `${(Buffer.byteLength(content) / 1024).toFixed(1)} KiB`,
        ];
      }),
    ),
  ];
}
