import type {Root, RootContent, Table, TableRow} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {getNetwork, type NetworkId, type PublishedNetwork} from '@site/src/data/networks';
import {inlineText} from './prose';

const cellText = (row: TableRow, column: number): string => inlineText(row.children[column] as RootContent).trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The published networks a paragraph or table row renders facts of with <ChainFact network="…">. */
function renderedNetworks(node: RootContent): PublishedNetwork[] {
  const ids = new Set<NetworkId>();
  visit(node, 'mdxJsxTextElement', (element: MdxJsxTextElement) => {
    const network = element.attributes.find((attribute) => 'name' in attribute && attribute.name === 'network');
    if (element.name === 'ChainFact' && typeof network?.value === 'string') ids.add(network.value as NetworkId);
  });
  return [...ids].map(getNetwork).filter((network): network is PublishedNetwork => network.parametersPublished);
}

/** A network's chain names that are not the network's own name ("Base Sepolia", "Ethereum Mainnet"; not "Base"). */
const chainNames = (network: PublishedNetwork): RegExp[] =>
  [network.mainnet.chainName, network.testnet.chainName]
    .filter((name) => name !== network.name)
    .map((name) => new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`));

/**
 * A paragraph or table row that renders a network's facts with <ChainFact> and types another of them by hand (its
 * chain name anywhere in the text, a confirmation count under a confirmations heading) keeps today's value when
 * src/data changes. The network's own name ("Base", "Polygon PoS") is not a chain parameter. Returns "line: text" for
 * each typed value.
 */
export function handTypedChainCells(tree: Root): string[] {
  const found: string[] = [];
  const typedNames = (node: RootContent, text: string) => {
    for (const network of renderedNetworks(node))
      for (const name of chainNames(network)) {
        const match = name.exec(text);
        if (match) found.push(`${node.position!.start.line}: ${match[0]}`);
      }
  };
  visit(tree, 'paragraph', (paragraph) => typedNames(paragraph, inlineText(paragraph)));
  visit(tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    const confirmationColumns = header!.children
      .map((_cell, column) => column)
      .filter((column) => /confirmation/i.test(cellText(header!, column)));
    for (const row of rows) {
      typedNames(row, row.children.map((cell) => inlineText(cell)).join(' | '));
      for (const column of confirmationColumns)
        if (renderedNetworks(row).some((network) => cellText(row, column) === String(network.finality.confirmations)))
          found.push(`${row.position!.start.line}: ${cellText(row, column)}`);
    }
  });
  return found;
}
