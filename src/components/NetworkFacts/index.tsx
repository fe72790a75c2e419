import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {getNetwork, toHexChainId, type ChainParameters, type NetworkId} from '@site/src/data/networks';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import ComparisonTable from '@site/src/components/ComparisonTable';
import {chainColumns, type Chain} from '@site/src/components/networkCells';
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
  ['Public RPC URL', (chain) => <RpcUrl chain={chain} />],
  ['Block explorer', (chain) => <Link href={chain.explorerUrl}>{chain.explorerName}</Link>],
];

/** The endpoint, and who runs it when the network publishes none of its own. */
function RpcUrl({chain}: {chain: ChainParameters}): ReactNode {
  const operator = chain.rpcOperator;
  return (
    <>
      <code>{chain.rpcUrl}</code>
      {operator.kind === 'third-party' && (
        <>
          , run by <Link href={operator.website}>{operator.name}</Link>, a third party
        </>
      )}
    </>
  );
}

/** The connection parameters of one network, mainnet beside testnet, with buttons to add either. */
export default function NetworkFacts({network}: Props): ReactNode {
  const entry = getNetwork(network);
  if (!entry.parametersPublished) {
    return (
      <p>
        {entry.name} has not published its chain parameters (chain id, RPC endpoints, explorer) yet, so this page does
        not list any. Take them from <Link href={entry.website}>{entry.website}</Link> once they are announced, and
        check them there before you add the network to a wallet.
      </p>
    );
  }
  return (
    <>
      <ComparisonTable
        caption={`${entry.name} connection parameters`}
        labelTitle="Parameter"
        columns={chainColumns}
        rows={rows.map(([label, value]) => [label, (chain: Chain) => value(entry[chain])])}
      />
      <p>
        Assetra products on {entry.name}: {productNames(entry.products)}.
      </p>
      <div className={styles.actions}>
        {chainColumns.map((column) => (
          <AddNetworkButton key={column.key} network={network} chain={column.key} />
        ))}
      </div>
    </>
  );
}
