import {jsxText, table, type Block} from '../support/mdast';
import type {RenderContext} from './context';
import type {ReferenceFormat} from './format';
import {referenceComponents} from './components';

/** `::reference-downloads{files="rest/pools.openapi.yaml graphql/pools.graphql …"}`: a table of downloads. */
function renderDownloads({published}: RenderContext<unknown>, files: string[]): Block[] {
  return [
    table(
      ['File', 'What it is', 'Size'],
      files.map((file) => {
        const entry = published.get(file);
        if (entry === undefined)
          throw new Error(
            `::reference-downloads names ${file}, which is not published (have: ${[...published.keys()].join(', ')})`,
          );
        return [
          [jsxText(referenceComponents.ReferenceDownload, {file}, [])],
          entry.description,
          `${(Buffer.byteLength(entry.text) / 1024).toFixed(1)} KiB`,
        ];
      }),
    ),
  ];
}

/** Download tables of what every format publishes: files of its own it has none. */
export const downloadsFormat: ReferenceFormat<object> = {
  folders: [],
  load: () => ({}),
  directives: {
    'reference-downloads': {
      render: (context, placement) =>
        renderDownloads(context, (placement.attributes.files ?? '').split(/\s+/).filter(Boolean)),
    },
  },
};
