/**
 * Questions developers type, each judged by the pages that answer it: the page that defines and
 * works through the subject, not a glossary entry, FAQ answer or blog post that mentions it
 * (those count only where they are the answer). A question scores top-1 when the first page
 * returned is one of its pages, and top-5 when one is among the first five distinct pages.
 * Kept fixed so engines and releases are compared on the same list.
 */
export interface JudgedQuery {
  query: string;
  /** The section the answer lives in, for the per-section report. */
  section: string;
  pages: string[];
}

const intro = '/docs/introduction';
const assets = '/docs/assets';
const pools = '/docs/pools';
const engage = '/docs/engage';
const cp = '/docs/cp-pools';
const chains = '/docs/blockchain-and-web3';
const cases = '/docs/rwa-use-cases';
const resources = '/docs/resources';

export const judgedQueries: JudgedQuery[] = [
  // Introduction
  {section: 'Introduction', query: 'install sdk', pages: [`${intro}/software-development-kit`]},
  {section: 'Introduction', query: 'createAssetraClient', pages: [`${intro}/software-development-kit`]},
  {section: 'Introduction', query: 'sdk retry idempotency', pages: [`${intro}/software-development-kit`]},
  {section: 'Introduction', query: 'TokenAmount component', pages: [`${intro}/react-components`]},
  {section: 'Introduction', query: 'useSignIn hook', pages: [`${intro}/react-components`]},
  {section: 'Introduction', query: 'definition of done', pages: [`${intro}/agile-playbook`]},
  {section: 'Introduction', query: 'conventional commits sign off', pages: [`${intro}/open-source-guidelines`]},
  {section: 'Introduction', query: 'event indexer reorg', pages: [`${intro}/tech-stack`]},
  {section: 'Introduction', query: 'quick start sandbox api key', pages: [`${intro}/`]},
  {section: 'Introduction', query: 'which tool for which job', pages: [`${intro}/assetra-toolkit`]},
  // Assets
  {section: 'Assets', query: 'issue an erc20 token', pages: [`${assets}/how-tos/issue-an-erc20-asset`]},
  {
    section: 'Assets',
    query: 'onboard investor identity registry',
    pages: [
      `${assets}/how-tos/issue-an-erc3643-asset-and-onboard-an-investor`,
      `${assets}/smart-contracts/ERC-3643/introduction`,
    ],
  },
  {section: 'Assets', query: 'why erc-3643 transfer fails', pages: [`${assets}/smart-contracts/ERC-3643/introduction`]},
  {section: 'Assets', query: 'predictTokenAddress', pages: [`${assets}/smart-contracts/ERC-20/factory`]},
  {section: 'Assets', query: 'token supply cap', pages: [`${assets}/smart-contracts/ERC-20/token`]},
  {section: 'Assets', query: 'MINTER_ROLE', pages: [`${assets}/smart-contracts/ERC-20/token`]},
  {
    section: 'Assets',
    query: 'arte basket quote mint',
    pages: [`${assets}/how-tos/create-an-arte-basket`, `${assets}/smart-contracts/overview`],
  },
  {section: 'Assets', query: 'arte mixer address', pages: [`${assets}/smart-contracts/overview`]},
  {
    section: 'Assets',
    query: 'freeze wallet forced transfer',
    pages: [`${assets}/how-tos/mint-burn-and-pause`, `${assets}/smart-contracts/ERC-3643/introduction`],
  },
  {
    section: 'Assets',
    query: 'build sign submit transaction',
    pages: [`${assets}/how-tos/build-sign-and-submit-a-transaction`],
  },
  {section: 'Assets', query: 'webhook signature', pages: [`${assets}/back-end-api/backend-overview`]},
  // Pools
  {
    section: 'Pools',
    query: 'health factor',
    pages: [
      `${pools}/pools-processes/borrowing`,
      `${pools}/pools-processes/liquidation`,
      `${pools}/pools-processes/overview`,
      `${pools}/front-end-ui/borrowed`,
      `${pools}/smart-contracts/erc20-collateral-pool-contract/technical-aspects`,
    ],
  },
  {section: 'Pools', query: 'liquidation bonus', pages: [`${pools}/pools-processes/liquidation`]},
  {section: 'Pools', query: 'close factor', pages: [`${pools}/pools-processes/liquidation`]},
  {
    section: 'Pools',
    query: 'borrow against collateral',
    pages: [`${pools}/pools-processes/borrowing`, `${pools}/sdk/collateral-pool`],
  },
  {
    section: 'Pools',
    query: 'interest rate model kink',
    pages: [
      `${pools}/pools-processes/overview`,
      `${pools}/front-end-ui/pool-details`,
      `${pools}/smart-contracts/erc20-collateral-pool-contract/technical-aspects`,
    ],
  },
  {
    section: 'Pools',
    query: 'maxPriceAge stale price',
    pages: [`${pools}/smart-contracts/erc20-collateral-pool-contract/technical-aspects`],
  },
  {section: 'Pools', query: 'supply usdc earn interest', pages: [`${pools}/pools-processes/lending`]},
  {section: 'Pools', query: 'liquidation bot', pages: [`${pools}/pools-processes/liquidation`]},
  {
    section: 'Pools',
    query: 'collateral pool address sandbox',
    pages: [`${pools}/smart-contracts/erc20-collateral-pool-contract/introduction`],
  },
  {section: 'Pools', query: 'pools.buildBorrow', pages: [`${pools}/sdk/collateral-pool`]},
  // Engage
  {
    section: 'Engage',
    query: 'vesting cliff',
    pages: [`${engage}/smart-contracts/vesting-contract/introduction`, `${engage}/front-end-ui/vesting`],
  },
  {
    section: 'Engage',
    query: 'early unlock penalty',
    pages: [
      `${engage}/smart-contracts/staking-contract/introduction`,
      `${engage}/smart-contracts/staking-contract/contract-config`,
    ],
  },
  {
    section: 'Engage',
    query: 'staking plan aprBps bounds',
    pages: [`${engage}/smart-contracts/staking-contract/contract-config`],
  },
  {
    section: 'Engage',
    query: 'buyback max slippage',
    pages: [`${engage}/smart-contracts/buyback-contract/contract-config`],
  },
  {
    section: 'Engage',
    query: 'governance quorum',
    pages: [
      '/docs/admin-section/governance/proposals',
      `${engage}/front-end-ui/admin-section/governance-settings`,
      `${engage}/front-end-ui/governance`,
    ],
  },
  {
    section: 'Engage',
    query: 'staking voting power',
    pages: [`${engage}/smart-contracts/staking-contract/introduction`, '/docs/admin-section/governance/members'],
  },
  {
    section: 'Engage',
    query: 'revoke vesting schedule',
    pages: [
      `${engage}/smart-contracts/vesting-contract/introduction`,
      `${engage}/front-end-ui/admin-section/vesting-settings`,
    ],
  },
  {
    section: 'Engage',
    query: 'staking contract sandbox address',
    pages: [`${engage}/smart-contracts/staking-contract/introduction`, `${engage}/smart-contracts/`],
  },
  {
    section: 'Engage',
    query: 'executeBuyback keeper',
    pages: [`${engage}/smart-contracts/buyback-contract/contract-actions`],
  },
  {section: 'Engage', query: 'claimRewards', pages: [`${engage}/smart-contracts/staking-contract/contract-actions`]},
  // CP Pools
  {section: 'CP Pools', query: 'minimum apr not met', pages: [`${cp}/how-tos/cp-pool-min-apr-not-met-flow`]},
  {section: 'CP Pools', query: 'create cp pool', pages: [`${cp}/how-tos/cp-pool-creation`]},
  {section: 'CP Pools', query: 'cp pool default liquidate collateral', pages: [`${cp}/how-tos/cp-pool-default-flow`]},
  {
    section: 'CP Pools',
    query: 'refund failed pool',
    pages: [`${cp}/how-tos/cp-pool-failure-flow`, `${cp}/smart-contracts/counterparty-pool-contract`],
  },
  {
    section: 'CP Pools',
    query: 'cp pool platform fee',
    pages: [`${cp}/how-tos/cp-pool-creation`, `${cp}/smart-contracts/counterparty-pool-contract`],
  },
  {section: 'CP Pools', query: 'castVote', pages: [`${cp}/smart-contracts/counterparty-pool-contract`]},
  {section: 'CP Pools', query: 'investor claim after success', pages: [`${cp}/how-tos/cp-pool-success-flow`]},
  {
    section: 'CP Pools',
    query: 'cp pool statuses',
    pages: [`${cp}/smart-contracts/counterparty-pool-contract`, `${cp}/front-end-ui/overview`],
  },
  // Blockchain and Web3
  {section: 'Blockchain and Web3', query: 'base sepolia chain id', pages: [`${chains}/base`]},
  {section: 'Blockchain and Web3', query: 'polygon amoy rpc url', pages: [`${chains}/polygon`]},
  {section: 'Blockchain and Web3', query: 'bnb testnet faucet', pages: [`${chains}/bsc`]},
  {section: 'Blockchain and Web3', query: 'ethereum confirmations', pages: [`${chains}/ethereum`]},
  {section: 'Blockchain and Web3', query: 'add network to metamask', pages: [`${chains}/metamaskChainConnection`]},
  {section: 'Blockchain and Web3', query: 'rwa.io chain parameters', pages: [`${chains}/rwa.io`]},
  {section: 'Blockchain and Web3', query: 'arbitrum support', pages: [`${chains}/upcomingNetworks`]},
  {section: 'Blockchain and Web3', query: 'base block explorer', pages: [`${chains}/base`]},
  // Real-world use cases
  {section: 'Real-world use cases', query: 'aurus redeem gold', pages: [`${cases}/aurus/use-case`]},
  {
    section: 'Real-world use cases',
    query: 'aurus storage fee',
    pages: [`${cases}/aurus/overview`, `${cases}/aurus/use-case`],
  },
  {
    section: 'Real-world use cases',
    query: 'proof of reserve attestation',
    pages: [`${cases}/aurus/use-case`, `${cases}/aurus/overview`],
  },
  {section: 'Real-world use cases', query: 'lease early buyout', pages: [`${cases}/lease-agreement/use-case`]},
  {section: 'Real-world use cases', query: 'create lease agreement api', pages: [`${cases}/lease-agreement/api`]},
  {section: 'Real-world use cases', query: 'payment_allocations table', pages: [`${cases}/lease-agreement/database`]},
  {section: 'Real-world use cases', query: 'tokenise rent receivables', pages: [`${cases}/lease-agreement/use-case`]},
  // Resources
  {section: 'Resources', query: 'deprecation policy', pages: [`${resources}/roadmap`]},
  {section: 'Resources', query: 'roadmap 2027', pages: [`${resources}/roadmap`]},
  {
    section: 'Resources',
    query: 'report a security vulnerability',
    pages: [`${intro}/open-source-guidelines`, `${resources}/faqs`],
  },
  {section: 'Resources', query: 'sandbox vs production', pages: [`${resources}/faqs`, `${intro}/`]},
  {section: 'Resources', query: 'glossary', pages: [`${resources}/glossary`]},
  {
    section: 'Resources',
    query: 'erc-3643 standard specification',
    pages: [`${resources}/additional-resources`, `${assets}/smart-contracts/ERC-3643/introduction`],
  },
  // Blog and the contributor's guide
  {section: 'Blog', query: 'sdk 2 migration', pages: ['/blog/2026/10/20/sdk-2-and-base-support']},
  {section: 'Blog', query: 'reference as code', pages: ['/blog/2026/07/14/reference-as-code']},
  {section: 'Contributing', query: 'mermaid diagram', pages: ['/markdown-page']},
];

/** The session of issue 19: whole queries put into the modal one after another on /docs/introduction/. */
export const pastedQueries = [
  'liquidation',
  'vesting schedule',
  'erc-3643 identity',
  'borrow collateral',
  'staking rewards',
  'metamask',
  'min apr',
  'buyback',
  'governance proposal',
  'token factory',
];
