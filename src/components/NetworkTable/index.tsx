import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {networks} from '@site/src/data/networks';
import {productNames} from '@site/src/components/productNames';

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
            <th scope="row">
              <Link to={network.docsPath}>{network.name}</Link>
            </th>
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
              <td colSpan={3}>
                Not published yet; see <Link href={network.website}>{network.website}</Link>
              </td>
            )}
            <td>{productNames(network.products)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
