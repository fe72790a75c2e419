import React, {type ReactNode} from 'react';
import {getNetwork, type ChainParameters, type NetworkId} from '@site/src/data/networks';

interface Props {
  network: NetworkId;
  chain?: 'mainnet' | 'testnet';
  field: 'chainId' | 'chainName' | 'symbol' | 'rpcUrl' | 'explorerUrl';
}

const read: Record<Props['field'], (chain: ChainParameters) => string | number> = {
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
  const value = read[field](entry[chain]);
  return field === 'chainName' || field === 'symbol' ? <>{value}</> : <code>{value}</code>;
}
