import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {getNetwork, unpublishedParametersText, type Network, type NetworkId} from '@site/src/data/networks';
import {environments} from '@site/src/data/platform';
import type {Column} from '@site/src/components/ComparisonTable';

export type Chain = 'mainnet' | 'testnet';

const chainTitle: Record<Chain, string> = {mainnet: 'Mainnet', testnet: 'Testnet'};

/** Production runs on mainnets and Sandbox on testnets, so each chain column names its environment. */
export const chainColumns: Column<Chain>[] = environments.map((environment) => ({
  key: environment.chains,
  title: `${chainTitle[environment.chains]} (${environment.name})`,
}));

/** A row header naming a network and linking to its page. */
export function NetworkNameCell({network}: {network: Network}): ReactNode {
  return (
    <th scope="row">
      <Link to={network.docsPath}>{network.name}</Link>
    </th>
  );
}

/** What the network tables show in place of chain values a network has not published; pages that quote it render it. */
export function UnpublishedText({network}: {network: NetworkId}): ReactNode {
  const {website} = getNetwork(network);
  return (
    <>
      {unpublishedParametersText}
      <Link href={website}>{website}</Link>
    </>
  );
}

/** In place of chain values a network has not published: where to find them once it does. */
export function UnpublishedCell({network, colSpan}: {network: Network; colSpan: number}): ReactNode {
  return (
    <td colSpan={colSpan}>
      <UnpublishedText network={network.id} />
    </td>
  );
}
