import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {upcomingNetworks} from '@site/src/data/networks';

/** Networks on the roadmap, with the reason each was chosen and the quarter it is planned for. */
export default function UpcomingNetworks(): ReactNode {
  return (
    <table>
      <caption>Networks on the roadmap</caption>
      <thead>
        <tr>
          <th scope="col">Network</th>
          <th scope="col">Type</th>
          <th scope="col">Chain id</th>
          <th scope="col">Why</th>
          <th scope="col">Planned for</th>
        </tr>
      </thead>
      <tbody>
        {upcomingNetworks.map((network) => (
          <tr key={network.chainId}>
            <th scope="row">
              <Link href={network.website}>{network.name}</Link>
            </th>
            <td>{network.kind}</td>
            <td>
              <code>{network.chainId}</code>
            </td>
            <td>{network.reason}</td>
            <td>{network.target}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
