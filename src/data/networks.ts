/**
 * The networks Assetra deploys to. Every network page, the network overview table, the "Add network"
 * buttons and the network facts in prose read these values; code examples, links to example transactions,
 * tokens and addresses, and the explorer a guide names where it checks a result write out the ones they show.
 * Values are the networks' own published parameters (EIP-155 chain ids, explorers, RPC endpoints), except
 * where a network publishes no public RPC endpoint: then `rpcOperator` names the third party that runs it.
 */

import type {ProductId} from './platform';

export type NetworkId = 'base' | 'bsc' | 'ethereum' | 'polygon' | 'rwa-io';

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: 18;
}

/**
 * Who runs a public RPC endpoint: the network, in its own documentation, or a third party when the network publishes
 * none.
 */
export type RpcOperator = {kind: 'network'} | {kind: 'third-party'; name: string; website: string};

/** One chain, as a wallet needs it to connect (EIP-3085 fields plus a display name). */
export interface ChainParameters {
  chainId: number;
  chainName: string;
  nativeCurrency: NativeCurrency;
  rpcUrl: string;
  rpcOperator: RpcOperator;
  explorerName: string;
  explorerUrl: string;
}

interface NetworkBase {
  id: NetworkId;
  name: string;
  /** The network's own website, for anything this site does not restate. */
  website: string;
  /** Route of the network's page on this site. */
  docsPath: string;
  /** What the network is, in one line. */
  kind: string;
  /** Assetra products deployed on the network (production on mainnet, sandbox on testnet). */
  products: readonly ProductId[];
}

/**
 * When Assetra counts a transaction on the network as confirmed: the API and webhooks show it once the block tag the
 * indexer follows (`blockTag`) covers its block, never after a block count. With `finalized` that is the network's
 * finality; `safe` comes earlier, before the block is final.
 */
export interface Finality {
  /** The JSON-RPC block tag the indexer follows. */
  blockTag: 'safe' | 'finalized';
  /** What the tag means on this network, completing "confirmed when its block is …". */
  rule: string;
  /** Typical wait after the block is included. */
  typicalTime: string;
  /**
   * Typical confirmations (blocks, counting its own) until the tag covers the block: the API's `requiredConfirmations`,
   * for progress displays only.
   */
  confirmations: number;
}

export interface PublishedNetwork extends NetworkBase {
  parametersPublished: true;
  mainnet: ChainParameters;
  testnet: ChainParameters;
  finality: Finality;
}

/** A network whose chain parameters have not been published; pages send readers to its site. */
export interface UnpublishedNetwork extends NetworkBase {
  parametersPublished: false;
}

export type Network = PublishedNetwork | UnpublishedNetwork;

/** What every table and export shows in place of an unpublished network's chain values, before the link to its site. */
export const unpublishedParametersText = 'Chain parameters not published yet; see ';

const ether: NativeCurrency = {name: 'Ether', symbol: 'ETH', decimals: 18};
const theNetwork: RpcOperator = {kind: 'network'};
// Ethereum publishes no RPC endpoint of its own; ethereum.org lists providers instead.
const publicNode: RpcOperator = {kind: 'third-party', name: 'PublicNode', website: 'https://www.publicnode.com'};
// Polygon retired its free public RPC endpoints in July 2026 (Amoy on the 17th, PoS on the 31st) and lists providers.
const dRpc: RpcOperator = {kind: 'third-party', name: 'dRPC', website: 'https://drpc.org'};
const pol: NativeCurrency = {name: 'POL', symbol: 'POL', decimals: 18};

export const networks: readonly Network[] = [
  {
    id: 'base',
    products: ['assets', 'pools', 'cp-pools', 'engage'],
    name: 'Base',
    website: 'https://base.org',
    docsPath: '/docs/blockchain-and-web3/base',
    kind: 'Ethereum layer 2 (OP Stack optimistic rollup)',
    parametersPublished: true,
    mainnet: {
      chainId: 8453,
      chainName: 'Base',
      nativeCurrency: ether,
      rpcUrl: 'https://mainnet.base.org',
      rpcOperator: theNetwork,
      explorerName: 'BaseScan',
      explorerUrl: 'https://basescan.org',
    },
    testnet: {
      chainId: 84532,
      chainName: 'Base Sepolia',
      nativeCurrency: ether,
      rpcUrl: 'https://sepolia.base.org',
      rpcOperator: theNetwork,
      explorerName: 'BaseScan (Sepolia)',
      explorerUrl: 'https://sepolia.basescan.org',
    },
    finality: {
      blockTag: 'safe',
      rule: 'safe: the batch that carries the block is posted to Ethereum and included in an Ethereum block',
      typicalTime: 'a few minutes',
      confirmations: 150,
    },
  },
  {
    id: 'bsc',
    products: ['assets', 'pools', 'engage'],
    name: 'BNB Smart Chain',
    website: 'https://www.bnbchain.org',
    docsPath: '/docs/blockchain-and-web3/bsc',
    kind: 'EVM-compatible layer 1 (proof of staked authority)',
    parametersPublished: true,
    mainnet: {
      chainId: 56,
      chainName: 'BNB Smart Chain',
      nativeCurrency: {name: 'BNB', symbol: 'BNB', decimals: 18},
      rpcUrl: 'https://bsc-dataseed.bnbchain.org',
      rpcOperator: theNetwork,
      explorerName: 'BscScan',
      explorerUrl: 'https://bscscan.com',
    },
    testnet: {
      chainId: 97,
      chainName: 'BNB Smart Chain Testnet',
      nativeCurrency: {name: 'Test BNB', symbol: 'tBNB', decimals: 18},
      rpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
      rpcOperator: theNetwork,
      explorerName: 'BscScan (Testnet)',
      explorerUrl: 'https://testnet.bscscan.com',
    },
    finality: {
      blockTag: 'finalized',
      rule: 'finalised by fast finality (BEP-126): validators have voted for the block and for its direct child',
      typicalTime: 'a few seconds',
      confirmations: 3,
    },
  },
  {
    id: 'ethereum',
    products: ['assets', 'pools'],
    name: 'Ethereum',
    website: 'https://ethereum.org',
    docsPath: '/docs/blockchain-and-web3/ethereum',
    kind: 'Layer 1 (proof of stake)',
    parametersPublished: true,
    mainnet: {
      chainId: 1,
      chainName: 'Ethereum Mainnet',
      nativeCurrency: ether,
      rpcUrl: 'https://ethereum-rpc.publicnode.com',
      rpcOperator: publicNode,
      explorerName: 'Etherscan',
      explorerUrl: 'https://etherscan.io',
    },
    testnet: {
      chainId: 11155111,
      chainName: 'Sepolia',
      nativeCurrency: {name: 'Sepolia Ether', symbol: 'ETH', decimals: 18},
      rpcUrl: 'https://ethereum-sepolia-rpc.publicnode.com',
      rpcOperator: publicNode,
      explorerName: 'Etherscan (Sepolia)',
      explorerUrl: 'https://sepolia.etherscan.io',
    },
    finality: {
      blockTag: 'finalized',
      rule: 'finalised by the beacon chain: a checkpoint at or after the block is finalised, normally two epochs (64 slots) later',
      typicalTime: '13 to 19 minutes',
      confirmations: 75,
    },
  },
  {
    id: 'polygon',
    products: ['assets', 'pools', 'cp-pools', 'engage'],
    name: 'Polygon PoS',
    website: 'https://polygon.technology',
    docsPath: '/docs/blockchain-and-web3/polygon',
    kind: 'EVM-compatible proof-of-stake chain',
    parametersPublished: true,
    mainnet: {
      chainId: 137,
      chainName: 'Polygon PoS',
      nativeCurrency: pol,
      rpcUrl: 'https://polygon.drpc.org',
      rpcOperator: dRpc,
      explorerName: 'PolygonScan',
      explorerUrl: 'https://polygonscan.com',
    },
    testnet: {
      chainId: 80002,
      chainName: 'Polygon Amoy',
      nativeCurrency: pol,
      rpcUrl: 'https://polygon-amoy.drpc.org',
      rpcOperator: dRpc,
      explorerName: 'PolygonScan (Amoy)',
      explorerUrl: 'https://amoy.polygonscan.com',
    },
    finality: {
      blockTag: 'finalized',
      rule: 'finalised by a Heimdall milestone',
      typicalTime: 'a few seconds',
      confirmations: 3,
    },
  },
  {
    id: 'rwa-io',
    products: [],
    name: 'RWA.IO',
    website: 'https://rwa.io',
    docsPath: '/docs/blockchain-and-web3/rwa.io',
    kind: 'Network dedicated to real-world assets',
    parametersPublished: false,
  },
];

/** Networks on the roadmap: not supported yet, so no wallet button and no contracts. */
export interface UpcomingNetwork {
  name: string;
  chainId: number;
  kind: string;
  website: string;
  /** Why the network is on the roadmap. */
  reason: string;
  /** Roadmap quarter the work is planned for. */
  target: string;
}

export const upcomingNetworks: readonly UpcomingNetwork[] = [
  {
    name: 'Arbitrum One',
    chainId: 42161,
    kind: 'Ethereum layer 2 (optimistic rollup)',
    website: 'https://arbitrum.io',
    reason: 'Deep stablecoin liquidity for Pools and low fees for Engage reward claims.',
    target: '2027 Q1',
  },
  {
    name: 'OP Mainnet',
    chainId: 10,
    kind: 'Ethereum layer 2 (OP Stack optimistic rollup)',
    website: 'https://www.optimism.io',
    reason: 'Shares the OP Stack with Base, so the Base deployment carries over with few changes.',
    target: '2027 Q2',
  },
  {
    name: 'Avalanche C-Chain',
    chainId: 43114,
    kind: 'EVM-compatible layer 1',
    website: 'https://www.avax.network',
    reason: 'Requested by asset issuers already tokenising funds and receivables there.',
    target: '2027 Q3',
  },
];

export function getNetwork(id: NetworkId): Network {
  const network = networks.find((candidate) => candidate.id === id);
  if (!network) {
    throw new Error(`Unknown network "${id}". Known networks: ${networks.map((n) => n.id).join(', ')}.`);
  }
  return network;
}

export function publishedNetworks(): PublishedNetwork[] {
  return networks.filter((network): network is PublishedNetwork => network.parametersPublished);
}

/** EIP-3085 and EIP-3326 carry the chain id as a 0x-prefixed hexadecimal string. */
export function toHexChainId(chainId: number): `0x${string}` {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new RangeError(`Chain id must be a positive integer, got ${chainId}.`);
  }
  return `0x${chainId.toString(16)}`;
}
