/**
 * How names are written in prose: one spelling each, everywhere. The terminology test
 * (tests/unit/terminology.test.ts) finds every other spelling of these names in the docs, the blog and the
 * pages. Names come from the data that owns them (brand, products, networks); the rest are the standards,
 * roles, contracts and tools the pages talk about.
 */
import {brand} from './site';
import {products} from './platform';
import {networks, upcomingNetworks} from './networks';
import {organisationRoles} from './conventions';

export interface Term {
  /** The one spelling, e.g. "MetaMask". */
  name: string;
  /** Other spellings that are right in their own sense: "CP pool" is one pool of the CP Pools product. */
  alsoRight?: readonly string[];
}

/** Names that are also everyday words ("base units", "engage holders") cannot be checked by their spelling. */
const everydayWords = new Set(['Assets', 'Pools', 'Engage', 'Base']);

const dataNames = [
  brand.name,
  ...products.map((product) => product.name),
  ...networks.flatMap((network) => [
    network.name,
    ...('mainnet' in network ? [network.mainnet.chainName, network.testnet.chainName] : []),
  ]),
  ...upcomingNetworks.map((network) => network.name),
].filter((name) => !everydayWords.has(name));

export const terms: readonly Term[] = [
  ...[...new Set(dataNames)].map((name) => (name === 'CP Pools' ? {name, alsoRight: ['CP pool', 'CP pools']} : {name})),
  // Standards and the contract suites built on them.
  {name: 'T-REX'},
  {name: 'ONCHAINID'},
  {name: 'OpenZeppelin'},
  {name: 'Sign-In with Ethereum'},
  // Wallets, libraries and platforms the pages tell readers to use.
  {name: 'MetaMask'},
  {name: 'WalletConnect'},
  {name: 'viem'},
  {name: 'Node.js'},
  {name: 'TypeScript'},
  {name: 'JavaScript'},
  {name: 'GitHub'},
];

/**
 * Ethereum standards are written `ERC-20`, `EIP-4361`: the prefix in capitals, a hyphen, the number. Contract
 * and library names that contain one (`IERC20`, `ERC20Permit`) are code and belong in backticks.
 */
export const standardPrefixes = ['ERC', 'EIP'] as const;

/**
 * The roles a member has in an organisation are written in capitals, as the APIs return them ("an ADMIN or
 * OWNER"), so they never read as the everyday words.
 */
export const roleNames = organisationRoles.map((rule) => rule.role);
