import React, {type ReactNode} from 'react';
import {networks} from '@site/src/data/networks';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import {chainColumns, NetworkNameCell, UnpublishedCell} from '@site/src/components/networkCells';

/** One row per network, with buttons to add its mainnet or testnet once its parameters are published. */
export default function AddNetworkPanel(): ReactNode {
  return (
    <table>
      <caption>Add a network to your wallet</caption>
      <thead>
        <tr>
          <th scope="col">Network</th>
          {chainColumns.map((column) => (
            <th key={column.key} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {networks.map((network) => (
          <tr key={network.id}>
            <NetworkNameCell network={network} />
            {network.parametersPublished ? (
              chainColumns.map((column) => (
                <td key={column.key}>
                  <AddNetworkButton network={network.id} chain={column.key} />
                </td>
              ))
            ) : (
              <UnpublishedCell network={network} colSpan={chainColumns.length} />
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
