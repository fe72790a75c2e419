/**
 * Names of the Assetra platform's products, environments, hosts and packages. Pages, components
 * and the reference in reference/ use these exact names, so every page agrees with every other.
 */

export type ProductId = 'assets' | 'pools' | 'cp-pools' | 'engage';

export interface Product {
  id: ProductId;
  name: string;
  /** What the product does, in one line. */
  purpose: string;
  /** Whether the product has a REST API; every product has a GraphQL API. */
  rest: boolean;
  /** The page of its REST API's error catalogue (`::openapi-errors`), where each code has an anchor. */
  errorCatalogue?: string;
}

export const products: readonly Product[] = [
  {
    id: 'assets',
    name: 'Assets',
    purpose: 'Issue and manage tokenised assets as ERC-20 or permissioned ERC-3643 tokens.',
    rest: true,
    errorCatalogue: '/docs/assets/back-end-api/backend-overview',
  },
  {
    id: 'pools',
    name: 'Pools',
    purpose: 'Collateral lending pools: lend, borrow against collateral, liquidate.',
    rest: true,
    errorCatalogue: '/docs/pools/back-end/backend-overview',
  },
  {id: 'cp-pools', name: 'CP Pools', purpose: 'Counterparty pools that promise investors a minimum APR.', rest: false},
  {
    id: 'engage',
    name: 'Engage',
    purpose: 'Staking, vesting, buybacks and governance for token holders.',
    rest: true,
    errorCatalogue: '/docs/engage/back-end-api/backend-overview',
  },
];

export type EnvironmentId = 'production' | 'sandbox';

export interface Environment {
  id: EnvironmentId;
  name: string;
  /** Host of the REST and GraphQL APIs. */
  apiHost: string;
  /** Host of the web application. */
  appHost: string;
  /** Which chain of each network the environment's contracts live on. */
  chains: 'mainnet' | 'testnet';
}

export const environments: readonly Environment[] = [
  {
    id: 'production',
    name: 'Production',
    apiHost: 'https://api.assetra.dev',
    appHost: 'https://app.assetra.dev',
    chains: 'mainnet',
  },
  {
    id: 'sandbox',
    name: 'Sandbox',
    apiHost: 'https://api.sandbox.assetra.dev',
    appHost: 'https://app.sandbox.assetra.dev',
    chains: 'testnet',
  },
];

/** Current major version of every REST API; it is part of each base URL. */
export const apiVersion = 'v1';

/**
 * REST APIs of the example integrations the real-world use cases build on Assetra. They are not Assetra
 * products, but they follow the same hosts, versioning and conventions.
 */
export const exampleApis = [{id: 'lease', name: 'Lease agreement API'}] as const;

export type RestApiId = ProductId | (typeof exampleApis)[number]['id'];

/** REST base URL of a product or example API, e.g. https://api.sandbox.assetra.dev/pools/v1 */
export function restBaseUrl(api: RestApiId, environment: EnvironmentId): string {
  const hasRest =
    products.some((product) => product.id === api && product.rest) || exampleApis.some((example) => example.id === api);
  if (!hasRest) throw new Error(`${api} has no REST API; use graphqlUrl().`);
  return `${getEnvironment(environment).apiHost}/${api}/${apiVersion}`;
}

/** GraphQL endpoint of a product API, e.g. https://api.assetra.dev/pools/graphql */
export function graphqlUrl(product: ProductId, environment: EnvironmentId): string {
  return `${getEnvironment(environment).apiHost}/${product}/graphql`;
}

export function getEnvironment(id: EnvironmentId): Environment {
  const environment = environments.find((candidate) => candidate.id === id);
  if (!environment) throw new Error(`Unknown environment "${id}".`);
  return environment;
}

/**
 * What an environment's API keys are, as the environments table shows it (the page and the Markdown export): where
 * they are created and where they work. Parts in `{code}` are code.
 */
export function apiKeysText(id: EnvironmentId): (string | {code: string})[] {
  const environment = getEnvironment(id);
  const others = environments.filter((candidate) => candidate.id !== id).map((candidate) => candidate.name);
  return [
    `Created in the ${environment.name} web app or with `,
    {code: 'POST /api-keys'},
    `; work on every ${environment.name} API, never in ${others.join(' or ')}, and cannot sign in to the apps`,
  ];
}

/** npm packages Assetra publishes for integrators. */
export const packages = {
  sdk: '@assetra/sdk',
  react: '@assetra/react',
  contracts: '@assetra/contracts',
} as const;

export const supportEmail = 'developers@assetra.dev';
export const securityEmail = 'security@assetra.dev';
