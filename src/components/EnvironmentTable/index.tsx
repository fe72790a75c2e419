import React, {type ReactNode} from 'react';
import {apiKeysText, environments, getEnvironment, type Environment} from '@site/src/data/platform';
import ComparisonTable from '@site/src/components/ComparisonTable';
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
  [
    'API keys',
    (environment) =>
      apiKeysText(environment.id).map((part, index) =>
        typeof part === 'string' ? part : <code key={index}>{part.code}</code>,
      ),
  ],
];

/** Production beside Sandbox: hosts, chains and keys, read from src/data. */
export default function EnvironmentTable(): ReactNode {
  return (
    <ComparisonTable
      caption="Assetra environments"
      labelTitle="Setting"
      columns={environments.map((environment) => ({key: environment.id, title: environment.name}))}
      rows={rows.map(([label, value]) => [label, (id: Environment['id']) => value(getEnvironment(id))])}
    />
  );
}
