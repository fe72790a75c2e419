import React, {type ReactNode} from 'react';
import {getNetwork, type ChainParameters, type NetworkId, type PublishedNetwork} from '@site/src/data/networks';

type ChainField = 'chainId' | 'chainName' | 'symbol' | 'rpcUrl' | 'explorerUrl';
/** The network's finality, the same on both chains: confirmations a transaction typically waits for, and how long. */
type FinalityField = 'confirmations' | 'typicalTime';

interface Props {
  network: NetworkId;
  chain?: 'mainnet' | 'testnet';
  field: ChainField | FinalityField;
}

const finality: Record<FinalityField, (network: PublishedNetwork) => string> = {
  confirmations: (network) => network.finality.confirmations.toLocaleString('en'),
  typicalTime: (network) => network.finality.typicalTime,
};

const read: Record<ChainField, (chain: ChainParameters) => string | number> = {
  chainId: (chain) => chain.chainId,
  chainName: (chain) => chain.chainName,
  symbol: (chain) => chain.nativeCurrency.symbol,
  rpcUrl: (chain) => chain.rpcUrl,
  explorerUrl: (chain) => chain.explorerUrl,
};

/** One network value inside prose, read from src/data/networks.ts instead of typed by hand. */
export default function ChainFact({network, chain = 'mainnet', field}: Props): ReactNode {
  const entry = getNetwork(network);
  if (!entry.parametersPublished) {
    throw new Error(`${entry.name} has no published chain parameters to show.`);
  }
  if (field === 'confirmations' || field === 'typicalTime') return <>{finality[field](entry)}</>;
  const value = read[field](entry[chain]);
  return field === 'chainName' || field === 'symbol' ? <>{value}</> : <code>{value}</code>;
}
