import type {Root, RootContent, Table, TableRow} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {getNetwork, type NetworkId} from '@site/src/data/networks';
import {inlineText} from './prose';

const cellText = (row: TableRow, column: number): string => inlineText(row.children[column] as RootContent).trim();

/** The networks a row renders facts of with <ChainFact network="…">. */
function rowNetworks(row: TableRow): NetworkId[] {
  const ids: NetworkId[] = [];
  visit(row, 'mdxJsxTextElement', (element: MdxJsxTextElement) => {
    const network = element.attributes.find((attribute) => 'name' in attribute && attribute.name === 'network');
    if (element.name === 'ChainFact' && typeof network?.value === 'string') ids.push(network.value as NetworkId);
  });
  return ids;
}

/**
 * A table row that renders a network's facts with <ChainFact> and types another of them by hand (a chain name in
 * any cell, a confirmation count under a confirmations heading) keeps today's value when src/data changes. The
 * network's own name (a row's label, "Base") is not a chain parameter. Returns "line: cell" for each such cell.
 */
export function handTypedChainCells(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    const confirmationColumns = new Set(
      header!.children
        .map((_cell, column) => column)
        .filter((column) => /confirmation/i.test(cellText(header!, column))),
    );
    for (const row of rows) {
      const networks = rowNetworks(row).map(getNetwork);
      row.children.forEach((cell, column) => {
        const text = cellText(row, column);
        const typed = networks.some(
          (network) =>
            network.parametersPublished &&
            text !== network.name &&
            (text === network.mainnet.chainName ||
              text === network.testnet.chainName ||
              (confirmationColumns.has(column) && text === String(network.finality.confirmations))),
        );
        if (typed) found.push(`${cell.position!.start.line}: ${text}`);
      });
    }
  });
  return found;
}
