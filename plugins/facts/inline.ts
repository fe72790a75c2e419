import {code, link, text, type Inline} from '../support/mdast';
import {optionalAttribute, requiredAttribute, type JsxElement} from '../support/jsxAttributes';
import {getNetwork, type ChainParameters, type NetworkId} from '../../src/data/networks';
import type {ProductId} from '../../src/data/platform';
import {firstOrganisation} from '../../src/data/conventions';
import {facts, lifetimes, lifetimeText, nodeVersionsText, type Cell} from '../../src/components/Conventions/tables';
import {sessionErrorLinks} from '../../src/components/Conventions/authenticationTables';

/** The plain parts of src/components/Conventions/tables as Markdown: text, code and links. */
export const inlineParts = (parts: Cell): Inline[] =>
  parts.map((part) => {
    if (typeof part === 'string') return text(part);
    const inner = 'code' in part ? code(part.code) : text(part.text);
    return part.link ? link(part.link, inner) : inner;
  });

/** An attribute's value, which must name a key of `table`; `fallback` when the attribute is left out. */
function known<Key extends string>(
  table: Record<Key, unknown>,
  element: JsxElement,
  name: string,
  fallback?: Key,
): Key {
  const value =
    fallback === undefined ? requiredAttribute(element, name) : (optionalAttribute(element, name) ?? fallback);
  if (!Object.hasOwn(table, value)) {
    throw new Error(`<${element.name} ${name}="${value}">: no such value; one of ${Object.keys(table).join(', ')}`);
  }
  return value as Key;
}

const chainFields = {
  chainId: (chain: ChainParameters) => code(String(chain.chainId)),
  chainName: (chain: ChainParameters) => text(chain.chainName),
  symbol: (chain: ChainParameters) => text(chain.nativeCurrency.symbol),
  rpcUrl: (chain: ChainParameters) => code(chain.rpcUrl),
  explorerUrl: (chain: ChainParameters) => code(chain.explorerUrl),
};

/** The network's finality, the same on both chains: confirmations a transaction typically waits for, and how long. */
const finalityFields = {confirmations: true, typicalTime: true};
const chains = {mainnet: true, testnet: true};

function chainFact(element: JsxElement): Inline[] {
  const network = getNetwork(requiredAttribute(element, 'network') as NetworkId);
  const field = known({...chainFields, ...finalityFields}, element, 'field');
  // Checked for every field, the finality ones (the same on both chains) included.
  const chain = known<keyof typeof chains>(chains, element, 'chain', 'mainnet');
  if (!network.parametersPublished) throw new Error(`${network.name} has no published chain parameters to show.`);
  if (field === 'confirmations') return [text(network.finality.confirmations.toLocaleString('en'))];
  if (field === 'typicalTime') return [text(network.finality.typicalTime)];
  return [chainFields[field](network[chain])];
}

/**
 * What each fact element states inside prose, read from src/data when the page is built: `<Fact of="buildValidity" />`
 * becomes "10 minutes". The page then holds the words themselves: static HTML, and the Markdown export's text.
 */
export const inlineFacts = {
  Fact: (element: JsxElement) => inlineParts(facts[known(facts, element, 'of')]()),
  ChainFact: chainFact,
  Lifetime: (element: JsxElement) => [text(lifetimeText(known(lifetimes, element, 'of')))],
  NodeVersions: () => [text(nodeVersionsText())],
  FirstOrganisation: (element: JsxElement) => [
    text(firstOrganisation[known(firstOrganisation, element, 'environment')]),
  ],
  SessionErrorLinks: (element: JsxElement) =>
    inlineParts(sessionErrorLinks(requiredAttribute(element, 'product') as ProductId)),
} satisfies Record<string, (element: JsxElement) => Inline[]>;

export type FactElement = keyof typeof inlineFacts;
