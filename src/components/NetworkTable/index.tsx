import React, {type ReactNode} from 'react';
import {networks} from '@site/src/data/networks';
import {productNames} from '@site/src/components/productNames';
import {NetworkNameCell, UnpublishedCell} from '@site/src/components/networkCells';

/** Every supported network in one table: the overview on the Blockchain and Web3 index page. */
export default function NetworkTable(): ReactNode {
  return (
    <table>
      <caption>Networks Assetra supports</caption>
      <thead>
        <tr>
          <th scope="col">Network</th>
          <th scope="col">Type</th>
          <th scope="col">Mainnet chain id</th>
          <th scope="col">Testnet (chain id)</th>
          <th scope="col">Native currency</th>
          <th scope="col">Assetra products</th>
        </tr>
      </thead>
      <tbody>
        {networks.map((network) => (
          <tr key={network.id}>
            <NetworkNameCell network={network} />
            <td>{network.kind}</td>
            {network.parametersPublished ? (
              <>
                <td>
                  <code>{network.mainnet.chainId}</code>
                </td>
                <td>
                  {network.testnet.chainName} (<code>{network.testnet.chainId}</code>)
                </td>
                <td>{network.mainnet.nativeCurrency.symbol}</td>
              </>
            ) : (
              <UnpublishedCell network={network} colSpan={3} />
            )}
            <td>{productNames(network.products)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
