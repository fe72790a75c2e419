import React, {type ReactNode} from 'react';
import {networks} from '@site/src/data/networks';
import {productNames} from '@site/src/components/productNames';
import {NetworkNameCell, UnpublishedCell} from '@site/src/components/networkCells';
import {sentenceList} from '@site/src/lib/sentenceList';

/** Networks the table lists although no Assetra product runs on them yet (RWA.IO): the caption names them. */
const notSupported = networks.filter((network) => network.products.length === 0).map((network) => network.name);
const caption = `Networks Assetra supports${notSupported.length > 0 ? `, and ${sentenceList(notSupported)}` : ''}`;

/** Every network in one table, supported or not yet: the overview on the Blockchain and Web3 index page. */
export default function NetworkTable(): ReactNode {
  return (
    <table>
      <caption>{caption}</caption>
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
