import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {networks} from '@site/src/data/networks';
import AddNetworkButton from '@site/src/components/AddNetworkButton';

/** One row per supported network with buttons that add its mainnet or testnet to the wallet. */
export default function AddNetworkPanel(): ReactNode {
  return (
    <table>
      <caption>Add a network to your wallet</caption>
      <thead>
        <tr>
          <th scope="col">Network</th>
          <th scope="col">Mainnet (Production)</th>
          <th scope="col">Testnet (Sandbox)</th>
        </tr>
      </thead>
      <tbody>
        {networks.map((network) => (
          <tr key={network.id}>
            <th scope="row">
              <Link to={network.docsPath}>{network.name}</Link>
            </th>
            {network.parametersPublished ? (
              <>
                <td>
                  <AddNetworkButton network={network.id} chain="mainnet" />
                </td>
                <td>
                  <AddNetworkButton network={network.id} chain="testnet" />
                </td>
              </>
            ) : (
              <td colSpan={2}>
                Chain parameters not published yet; see <Link href={network.website}>{network.website}</Link>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
