import {pluginPages} from './pluginPages';

/**
 * One page of each kind the site builds, by the path a reader opens: what the accessibility audit (in both themes)
 * and the HTML check cover. Pages a plugin adds come from its folder.
 */
export const pageTypes: readonly (readonly [kind: string, path: string])[] = [
  ['home', '/'],
  ['doc', '/docs/introduction/'],
  ['network page', '/docs/blockchain-and-web3/base'],
  ['category index', '/docs/category/resources'],
  ['REST reference', '/docs/pools/back-end/restfulApi/lend'],
  ['REST how-to with many code blocks', '/docs/pools/back-end/restfulApi/borrow'],
  ['process page with many code blocks', '/docs/pools/pools-processes/liquidation'],
  ['GraphQL reference', '/docs/cp-pools/back-end-api/graphqlApi/pools'],
  ['contract reference', '/docs/pools/smart-contracts/erc20-collateral-pool-contract/introduction'],
  ['SDK reference', '/docs/pools/sdk/collateral-pool'],
  ['calculator', '/docs/cp-pools/how-tos/cp-pool-creation'],
  ['checklist and health-factor calculator', '/docs/pools/pools-processes/borrowing'],
  ['vesting chart', '/docs/engage/smart-contracts/vesting-contract/introduction'],
  ['ARTE composer and app screen', '/docs/assets/front-end-ui/arte'],
  ['how-to with diagrams', '/docs/assets/how-tos/issue-an-erc3643-asset-and-onboard-an-investor'],
  ['tags list', '/docs/tags'],
  ['tag page', '/docs/tags/pools'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2024/11/05/collateral-pools-are-live'],
  ['markdown page', '/markdown-page'],
  ['not found', '/no-such-page'],
  ...pluginPages().map(({kind, path}) => [kind, path] as const),
];
