import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {getNetwork, toHexChainId, type ChainParameters, type NetworkId} from '@site/src/data/networks';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import {productNames} from '@site/src/components/productNames';
import styles from './styles.module.css';

interface Props {
  network: NetworkId;
}

type Row = [label: string, value: (chain: ChainParameters) => ReactNode];

const rows: Row[] = [
  ['Network name', (chain) => chain.chainName],
  ['Chain id', (chain) => <code>{chain.chainId}</code>],
  ['Chain id (hex)', (chain) => <code>{toHexChainId(chain.chainId)}</code>],
  ['Currency symbol', (chain) => chain.nativeCurrency.symbol],
  ['Currency decimals', (chain) => chain.nativeCurrency.decimals],
  ['Public RPC URL', (chain) => <code>{chain.rpcUrl}</code>],
  ['Block explorer', (chain) => <Link href={chain.explorerUrl}>{chain.explorerName}</Link>],
];

const environmentOf = {mainnet: 'Production', testnet: 'Sandbox'} as const;

/** The connection parameters of one network, mainnet beside testnet, with buttons to add either. */
export default function NetworkFacts({network}: Props): ReactNode {
  const entry = getNetwork(network);
  if (!entry.parametersPublished) {
    return (
      <p>
        {entry.name} has not published its chain parameters (chain id, RPC endpoints, explorer) yet, so this
        page does not list any. Take them from <Link href={entry.website}>{entry.website}</Link> once they are
        announced, and check them there before you add the network to a wallet.
      </p>
    );
  }
  return (
    <>
      <table>
        <caption>{entry.name} connection parameters</caption>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Mainnet ({environmentOf.mainnet})</th>
            <th scope="col">Testnet ({environmentOf.testnet})</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value(entry.mainnet)}</td>
              <td>{value(entry.testnet)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Assetra products</th>
            <td colSpan={2}>{productNames(entry.products)}</td>
          </tr>
        </tbody>
      </table>
      <div className={styles.actions}>
        <AddNetworkButton network={network} chain="mainnet" />
        <AddNetworkButton network={network} chain="testnet" />
      </div>
    </>
  );
}
