import type {Root, RootContent, Table, TableRow} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {getNetwork, publishedNetworks, type NetworkId, type PublishedNetwork} from '@site/src/data/networks';
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
const chainNames = (network: PublishedNetwork): string[] =>
  [network.mainnet.chainName, network.testnet.chainName].filter((name) => name !== network.name);

const allChainNames = publishedNetworks().flatMap((network) => [network.mainnet.chainName, network.testnet.chainName]);

/**
 * Where a chain name stands in a text as itself: not inside another network's longer chain name ("Sepolia" in "Base
 * Sepolia") and not as the name of a currency ("Sepolia ETH").
 */
function standsAlone(name: string, text: string): string | undefined {
  for (const match of text.matchAll(new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])(?! ETH\\b| Ether\\b)`, 'g'))) {
    const start = match.index;
    const inLonger = allChainNames.some((longer) => {
      if (longer === name || !longer.includes(name)) return false;
      const offset = longer.indexOf(name);
      return text.slice(start - offset, start - offset + longer.length) === longer;
    });
    if (!inLonger) return match[0];
  }
  return undefined;
}

/**
 * A paragraph, heading or table row that renders a network's facts with <ChainFact> and types another of them by hand
 * (its chain name anywhere in the text, any count under a confirmations heading) keeps today's value when
 * src/data changes. The network's own name ("Base", "Polygon PoS") is not a chain parameter. Returns "line: text" for
 * each typed value.
 */
export function handTypedChainCells(tree: Root): string[] {
  const found: string[] = [];
  const typedNames = (node: RootContent, networks: PublishedNetwork[], text: string) => {
    for (const network of networks)
      for (const name of chainNames(network)) {
        const typed = standsAlone(name, text);
        if (typed) found.push(`${node.position!.start.line}: ${typed}`);
      }
  };
  visit(tree, ['paragraph', 'heading'], (node) => {
    const block = node as RootContent;
    typedNames(block, renderedNetworks(block), inlineText(block));
  });
  visit(tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    const confirmationColumns = header!.children
      .map((_cell, column) => column)
      .filter((column) => /confirmation/i.test(cellText(header!, column)));
    for (const row of rows) {
      const networks = renderedNetworks(row);
      if (!networks.length) continue;
      typedNames(row, networks, row.children.map((cell) => inlineText(cell)).join(' | '));
      // Any count typed under a confirmations heading: today's value or a stale one.
      for (const column of confirmationColumns)
        if (/^[\d,]+( blocks?)?$/.test(cellText(row, column)))
          found.push(`${row.position!.start.line}: ${cellText(row, column)}`);
    }
  });
  return found;
}
