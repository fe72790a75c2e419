import React, {type ReactNode} from 'react';
import {environments, type Environment} from '@site/src/data/platform';
import {publishedNetworks} from '@site/src/data/networks';

type Row = [label: string, value: (environment: Environment) => ReactNode];

const purpose: Record<Environment['id'], string> = {
  production: 'Real assets and real funds',
  sandbox: 'Building and testing; tokens have no value',
};

const rows: Row[] = [
  ['Purpose', (environment) => purpose[environment.id]],
  ['API host', (environment) => <code>{environment.apiHost}</code>],
  ['Web app', (environment) => <code>{environment.appHost}</code>],
  [
    'Chains',
    (environment) =>
      publishedNetworks()
        .map((network) => network[environment.chains].chainName)
        .join(', '),
  ],
  ['API keys', (environment) => `Created in the ${environment.name} web app; valid only there`],
];

/** Production beside Sandbox: hosts, chains and keys, read from src/data. */
export default function EnvironmentTable(): ReactNode {
  return (
    <table>
      <caption>Assetra environments</caption>
      <thead>
        <tr>
          <th scope="col">Setting</th>
          {environments.map((environment) => (
            <th key={environment.id} scope="col">
              {environment.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {environments.map((environment) => (
              <td key={environment.id}>{value(environment)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
