/**
 * Questions developers type, each judged by the pages that answer it: the page that defines and
 * works through the subject, not a glossary entry, FAQ answer or blog post that mentions it
 * (those count only where they are the answer). A question scores top-1 when the first page
 * returned is one of its pages, and top-5 when one is among the first five distinct pages.
 * Kept fixed so engines and releases are compared on the same list.
 */
export type QueryKind = 'typo' | 'question' | 'identifier';

export interface JudgedQuery {
  query: string;
  /** The section the answer lives in, for the per-section report. */
  section: string;
  /** Its shape, where it is one the issue asks the set to hold (a typo, a question, an identifier). */
  kind?: QueryKind;
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
  {
    section: 'Introduction',
    query: 'createAssetraClient',
    kind: 'identifier',
    pages: [`${intro}/software-development-kit`],
  },
  {section: 'Introduction', query: 'sdk retry idempotency', pages: [`${intro}/software-development-kit`]},
  {section: 'Introduction', query: 'TokenAmount component', kind: 'identifier', pages: [`${intro}/react-components`]},
  {section: 'Introduction', query: 'useSignIn hook', kind: 'identifier', pages: [`${intro}/react-components`]},
  {section: 'Introduction', query: 'definition of done', pages: [`${intro}/agile-playbook`]},
  {section: 'Introduction', query: 'conventional commits sign off', pages: [`${intro}/open-source-guidelines`]},
  {section: 'Introduction', query: 'event indexer reorg', pages: [`${intro}/tech-stack`]},
  {section: 'Introduction', query: 'quick start sandbox api key', pages: [`${intro}/`]},
  {section: 'Introduction', query: 'which tool for which job', kind: 'question', pages: [`${intro}/assetra-toolkit`]},
  {
    section: 'Introduction',
    query: 'how do i get a sandbox api key',
    kind: 'question',
    pages: [`${intro}/authentication`, `${intro}/`],
  },
  {
    section: 'Introduction',
    query: 'api rate limits per key',
    pages: [
      `${intro}/authentication`,
      `${assets}/back-end-api/backend-overview`,
      `${pools}/back-end/backend-overview`,
      `${engage}/back-end-api/backend-overview`,
    ],
  },
  {
    section: 'Introduction',
    query: 'refresh token expired',
    pages: [
      `${intro}/authentication`,
      `${assets}/back-end-api/restfulApi/authentication`,
      `${pools}/back-end/restfulApi/authentication`,
      `${engage}/back-end-api/restfulApi/authentication`,
    ],
  },
  {
    section: 'Introduction',
    query: 'NONCE_EXPIRED',
    kind: 'identifier',
    pages: [
      `${intro}/authentication`,
      `${assets}/back-end-api/backend-overview`,
      `${pools}/back-end/backend-overview`,
      `${engage}/back-end-api/backend-overview`,
    ],
  },
  {
    section: 'Introduction',
    query: 'MISSING_ROLE',
    kind: 'identifier',
    pages: [
      `${intro}/authentication`,
      `${assets}/back-end-api/backend-overview`,
      `${pools}/back-end/backend-overview`,
      `${engage}/back-end-api/backend-overview`,
    ],
  },
  {
    section: 'Introduction',
    query: 'what does MISSING_ROLE mean',
    kind: 'question',
    pages: [
      `${intro}/authentication`,
      `${assets}/back-end-api/backend-overview`,
      `${pools}/back-end/backend-overview`,
      `${engage}/back-end-api/backend-overview`,
    ],
  },
  {
    section: 'Introduction',
    query: 'how do i revoke an api key',
    kind: 'question',
    pages: [
      `${intro}/authentication`,
      `${assets}/back-end-api/restfulApi/authentication`,
      `${pools}/back-end/restfulApi/authentication`,
      `${engage}/back-end-api/restfulApi/authentication`,
    ],
  },
  {section: 'Introduction', query: 'paginate with for await', pages: [`${intro}/software-development-kit`]},
  {
    section: 'Introduction',
    query: 'how do i paginate results with the sdk',
    kind: 'question',
    pages: [`${intro}/software-development-kit`],
  },
  {section: 'Introduction', query: 'amounts bigint base units', pages: [`${intro}/software-development-kit`]},
  {
    section: 'Introduction',
    query: 'idempotncy key',
    kind: 'typo',
    pages: [
      `${intro}/software-development-kit`,
      `${assets}/back-end-api/backend-overview`,
      `${pools}/back-end/backend-overview`,
      `${engage}/back-end-api/backend-overview`,
      `${assets}/how-tos/build-sign-and-submit-a-transaction`,
    ],
  },
  {section: 'Introduction', query: 'ConnectWalletButton', kind: 'identifier', pages: [`${intro}/react-components`]},
  {section: 'Introduction', query: 'NetworkGuard wrong network', pages: [`${intro}/react-components`]},
  {section: 'Introduction', query: 'how long is a sprint', kind: 'question', pages: [`${intro}/agile-playbook`]},
  {section: 'Introduction', query: 'definiton of done', kind: 'typo', pages: [`${intro}/agile-playbook`]},
  {
    section: 'Introduction',
    query: 'which licence does the sdk use',
    kind: 'question',
    pages: [`${intro}/open-source-guidelines`],
  },
  {
    section: 'Introduction',
    query: 'conventional comits sign off',
    kind: 'typo',
    pages: [`${intro}/open-source-guidelines`],
  },
  {section: 'Introduction', query: 'event indxer reorg', kind: 'typo', pages: [`${intro}/tech-stack`]},
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
  {
    section: 'Assets',
    query: 'why erc-3643 transfer fails',
    kind: 'question',
    pages: [`${assets}/smart-contracts/ERC-3643/introduction`],
  },
  {
    section: 'Assets',
    query: 'predictTokenAddress',
    kind: 'identifier',
    pages: [`${assets}/smart-contracts/ERC-20/factory`],
  },
  {section: 'Assets', query: 'token supply cap', pages: [`${assets}/smart-contracts/ERC-20/token`]},
  {section: 'Assets', query: 'MINTER_ROLE', kind: 'identifier', pages: [`${assets}/smart-contracts/ERC-20/token`]},
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
  {
    section: 'Assets',
    query: 'mint tokens to an investor',
    pages: [`${assets}/how-tos/mint-burn-and-pause`, `${assets}/sdk/asset-tokens`],
  },
  {
    section: 'Assets',
    query: 'recover a lost wallet',
    pages: [`${assets}/how-tos/mint-burn-and-pause`, `${assets}/smart-contracts/ERC-3643/introduction`],
  },
  {
    section: 'Assets',
    query: 'how do i freeze an investor wallet',
    kind: 'question',
    pages: [`${assets}/how-tos/mint-burn-and-pause`, `${assets}/smart-contracts/ERC-3643/introduction`],
  },
  {
    section: 'Assets',
    query: 'upload a document to ipfs',
    pages: [
      `${assets}/back-end-api/restfulApi/file-management`,
      `${assets}/back-end-api/graphqlApi/file-management`,
      `${assets}/how-tos/issue-an-erc20-asset`,
    ],
  },
  {
    section: 'Assets',
    query: 'publish metadata json',
    pages: [`${assets}/back-end-api/restfulApi/metadata-management`, `${assets}/how-tos/issue-an-erc20-asset`],
  },
  {section: 'Assets', query: 'create2 predictable token address', pages: [`${assets}/smart-contracts/ERC-20/factory`]},
  {
    section: 'Assets',
    query: 'TokenCreated event',
    kind: 'identifier',
    pages: [`${assets}/smart-contracts/ERC-20/factory`],
  },
  {section: 'Assets', query: 'setCap', kind: 'identifier', pages: [`${assets}/smart-contracts/ERC-20/token`]},
  {section: 'Assets', query: 'assets.buildMint', kind: 'identifier', pages: [`${assets}/sdk/asset-tokens`]},
  {
    section: 'Assets',
    query: 'inspect calldata before signing',
    pages: [`${assets}/how-tos/build-sign-and-submit-a-transaction`],
  },
  {
    section: 'Assets',
    query: 'erc-20 or erc-3643 which should i choose',
    kind: 'question',
    pages: [`${assets}/smart-contracts/overview`],
  },
  {
    section: 'Assets',
    query: 'kyc claim accredited investor',
    pages: [`${assets}/how-tos/issue-an-erc3643-asset-and-onboard-an-investor`],
  },
  {
    section: 'Assets',
    query: 'onboard investor identiy registry',
    kind: 'typo',
    pages: [
      `${assets}/how-tos/issue-an-erc3643-asset-and-onboard-an-investor`,
      `${assets}/smart-contracts/ERC-3643/introduction`,
    ],
  },
  {
    section: 'Assets',
    query: 'what is an onchainid',
    kind: 'question',
    pages: [`${assets}/smart-contracts/ERC-3643/introduction`, `${resources}/glossary`],
  },
  {section: 'Assets', query: 'frozen balance my wallet', pages: [`${assets}/front-end-ui/my-wallet`]},
  {
    section: 'Assets',
    query: 'register a webhook endpoint',
    pages: [`${assets}/back-end-api/restfulApi/notifications`, `${assets}/back-end-api/graphqlApi/notifications`],
  },
  {
    section: 'Assets',
    query: 'how do i verify a webhook signature',
    kind: 'question',
    pages: [
      `${assets}/back-end-api/backend-overview`,
      `${assets}/back-end-api/restfulApi/notifications`,
      `${assets}/back-end-api/graphqlApi/notifications`,
    ],
  },
  {section: 'Assets', query: 'webhok signature', kind: 'typo', pages: [`${assets}/back-end-api/backend-overview`]},
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
    kind: 'identifier',
    pages: [`${pools}/smart-contracts/erc20-collateral-pool-contract/technical-aspects`],
  },
  {section: 'Pools', query: 'supply usdc earn interest', pages: [`${pools}/pools-processes/lending`]},
  {section: 'Pools', query: 'liquidation bot', pages: [`${pools}/pools-processes/liquidation`]},
  {
    section: 'Pools',
    query: 'collateral pool address sandbox',
    pages: [`${pools}/smart-contracts/erc20-collateral-pool-contract/introduction`],
  },
  {section: 'Pools', query: 'pools.buildBorrow', kind: 'identifier', pages: [`${pools}/sdk/collateral-pool`]},
  {
    section: 'Pools',
    query: 'maximum ltv liquidation threshold',
    pages: [`${pools}/pools-processes/overview`, `${pools}/pools-processes/borrowing`],
  },
  {section: 'Pools', query: 'utilisation rate', pages: [`${pools}/pools-processes/overview`]},
  {
    section: 'Pools',
    query: 'how is interest accrued',
    kind: 'question',
    pages: [
      `${pools}/smart-contracts/erc20-collateral-pool-contract/technical-aspects`,
      `${pools}/pools-processes/overview`,
    ],
  },
  {
    section: 'Pools',
    query: 'intrest rate model',
    kind: 'typo',
    pages: [
      `${pools}/pools-processes/overview`,
      `${pools}/front-end-ui/pool-details`,
      `${pools}/smart-contracts/erc20-collateral-pool-contract/technical-aspects`,
    ],
  },
  {section: 'Pools', query: 'reserve factor', pages: [`${pools}/pools-processes/overview`]},
  {section: 'Pools', query: 'withdraw collateral after repaying', pages: [`${pools}/pools-processes/borrowing`]},
  {
    section: 'Pools',
    query: 'borow against collateral',
    kind: 'typo',
    pages: [`${pools}/pools-processes/borrowing`, `${pools}/sdk/collateral-pool`],
  },
  {section: 'Pools', query: 'lendng pool supply usdc', kind: 'typo', pages: [`${pools}/pools-processes/lending`]},
  {
    section: 'Pools',
    query: 'helth factor',
    kind: 'typo',
    pages: [
      `${pools}/pools-processes/borrowing`,
      `${pools}/pools-processes/liquidation`,
      `${pools}/pools-processes/overview`,
      `${pools}/front-end-ui/borrowed`,
      `${pools}/smart-contracts/erc20-collateral-pool-contract/technical-aspects`,
    ],
  },
  {section: 'Pools', query: 'liquidaton bonus', kind: 'typo', pages: [`${pools}/pools-processes/liquidation`]},
  {
    section: 'Pools',
    query: 'what is the close factor',
    kind: 'question',
    pages: [`${pools}/pools-processes/liquidation`],
  },
  {
    section: 'Pools',
    query: 'colateral pool address sandbox',
    kind: 'typo',
    pages: [`${pools}/smart-contracts/erc20-collateral-pool-contract/introduction`],
  },
  {
    section: 'Pools',
    query: 'POOL_ADMIN_ROLE',
    kind: 'identifier',
    pages: [
      `${pools}/smart-contracts/erc20-collateral-pool-contract/introduction`,
      `${pools}/smart-contracts/erc20-collateral-pool-contract/technical-aspects`,
    ],
  },
  {
    section: 'Pools',
    query: 'buildDepositCollateral',
    kind: 'identifier',
    pages: [
      `${pools}/sdk/collateral-pool`,
      `${pools}/back-end/restfulApi/borrow`,
      `${pools}/back-end/graphqlApi/borrow`,
    ],
  },
  {section: 'Pools', query: 'assetra.pools.buildBorrow', kind: 'identifier', pages: [`${pools}/sdk/collateral-pool`]},
  {
    section: 'Pools',
    query: 'LTV_EXCEEDED',
    kind: 'identifier',
    pages: [
      `${pools}/back-end/backend-overview`,
      `${pools}/sdk/collateral-pool`,
      `${pools}/back-end/restfulApi/borrow`,
      `${pools}/back-end/graphqlApi/borrow`,
    ],
  },
  {
    section: 'Pools',
    query: 'create a lending pool',
    pages: [
      `${pools}/back-end/restfulApi/admin`,
      `${pools}/back-end/graphqlApi/admin`,
      `${pools}/front-end-ui/admin-section/manage-pools`,
    ],
  },
  {
    section: 'Pools',
    query: '/chains/{chainId}/transactions',
    kind: 'identifier',
    pages: [
      `${assets}/back-end-api/restfulApi/transactions`,
      `${pools}/back-end/restfulApi/utils`,
      `${engage}/back-end-api/restfulApi/utilities`,
    ],
  },
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
    kind: 'identifier',
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
    kind: 'identifier',
    pages: [`${engage}/smart-contracts/buyback-contract/contract-actions`],
  },
  {
    section: 'Engage',
    query: 'claimRewards',
    kind: 'identifier',
    pages: [`${engage}/smart-contracts/staking-contract/contract-actions`],
  },
  {
    section: 'Engage',
    query: 'unstake early penalty',
    pages: [
      `${engage}/smart-contracts/staking-contract/introduction`,
      `${engage}/front-end-ui/staking`,
      `${engage}/sdk/staking-vesting-buybacks`,
    ],
  },
  {
    section: 'Engage',
    query: 'can i unstake before the lock ends',
    kind: 'question',
    pages: [
      `${engage}/smart-contracts/staking-contract/introduction`,
      `${engage}/front-end-ui/staking`,
      `${engage}/sdk/staking-vesting-buybacks`,
    ],
  },
  {
    section: 'Engage',
    query: 'what is the minimum stake of a plan',
    kind: 'question',
    pages: [
      `${engage}/smart-contracts/staking-contract/contract-config`,
      `${engage}/smart-contracts/staking-contract/introduction`,
      `${engage}/front-end-ui/admin-section/staking-settings`,
      `${engage}/front-end-ui/staking`,
    ],
  },
  {
    section: 'Engage',
    query: 'staking contarct sandbox address',
    kind: 'typo',
    pages: [`${engage}/smart-contracts/staking-contract/introduction`, `${engage}/smart-contracts/`],
  },
  {
    section: 'Engage',
    query: 'IEngageStaking',
    kind: 'identifier',
    pages: [
      `${engage}/smart-contracts/staking-contract/introduction`,
      `${engage}/smart-contracts/staking-contract/contract-actions`,
    ],
  },
  {
    section: 'Engage',
    query: 'claim vested tokens',
    pages: [
      `${engage}/smart-contracts/vesting-contract/introduction`,
      `${engage}/smart-contracts/vesting-contract/contract-actions`,
      `${engage}/front-end-ui/vesting`,
      `${engage}/sdk/staking-vesting-buybacks`,
    ],
  },
  {
    section: 'Engage',
    query: 'vestnig cliff',
    kind: 'typo',
    pages: [`${engage}/smart-contracts/vesting-contract/introduction`, `${engage}/front-end-ui/vesting`],
  },
  {
    section: 'Engage',
    query: 'revoke vesting scheduel',
    kind: 'typo',
    pages: [
      `${engage}/smart-contracts/vesting-contract/introduction`,
      `${engage}/front-end-ui/admin-section/vesting-settings`,
    ],
  },
  {
    section: 'Engage',
    query: 'VESTING_MANAGER_ROLE',
    kind: 'identifier',
    pages: [
      `${engage}/smart-contracts/vesting-contract/introduction`,
      `${engage}/smart-contracts/vesting-contract/contract-config`,
      `${engage}/smart-contracts/vesting-contract/contract-actions`,
    ],
  },
  {
    section: 'Engage',
    query: 'gasless vote eip-712',
    pages: [`${engage}/back-end-api/graphqlApi/governance`, `${engage}/front-end-ui/governance`],
  },
  {
    section: 'Engage',
    query: 'proposal threshold',
    pages: [`${engage}/front-end-ui/admin-section/governance-settings`, '/docs/admin-section/governance/proposals'],
  },
  {
    section: 'Engage',
    query: 'proposl threshold',
    kind: 'typo',
    pages: [`${engage}/front-end-ui/admin-section/governance-settings`, '/docs/admin-section/governance/proposals'],
  },
  {
    section: 'Engage',
    query: 'govrnance quorum',
    kind: 'typo',
    pages: [
      '/docs/admin-section/governance/proposals',
      `${engage}/front-end-ui/admin-section/governance-settings`,
      `${engage}/front-end-ui/governance`,
    ],
  },
  {
    section: 'Engage',
    query: 'buyback execution window',
    pages: [`${engage}/smart-contracts/buyback-contract/introduction`, `${engage}/front-end-ui/buyback`],
  },
  {
    section: 'Engage',
    query: 'buyback max slipage',
    kind: 'typo',
    pages: [`${engage}/smart-contracts/buyback-contract/contract-config`],
  },
  // Error codes GraphQL alone returns: their row in the API page's error table is their catalogue.
  {
    section: 'Engage',
    query: 'BELOW_PROPOSAL_THRESHOLD',
    kind: 'identifier',
    pages: [`${engage}/back-end-api/graphqlApi/governance`],
  },
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
  {
    section: 'CP Pools',
    query: 'castVote',
    kind: 'identifier',
    pages: [`${cp}/smart-contracts/counterparty-pool-contract`],
  },
  {section: 'CP Pools', query: 'investor claim after success', pages: [`${cp}/how-tos/cp-pool-success-flow`]},
  {
    section: 'CP Pools',
    query: 'cp pool statuses',
    pages: [`${cp}/smart-contracts/counterparty-pool-contract`, `${cp}/front-end-ui/overview`],
  },
  {section: 'CP Pools', query: 'funding deadline target missed', pages: [`${cp}/how-tos/cp-pool-failure-flow`]},
  {
    section: 'CP Pools',
    query: 'what happens when a cp pool defaults',
    kind: 'question',
    pages: [`${cp}/how-tos/cp-pool-default-flow`],
  },
  {
    section: 'CP Pools',
    query: 'how do cp pool investors claim rewards',
    kind: 'question',
    pages: [`${cp}/how-tos/cp-pool-success-flow`, `${cp}/smart-contracts/counterparty-pool-contract`],
  },
  {section: 'CP Pools', query: 'CP_POOL_NOT_FOUND', kind: 'identifier', pages: [`${cp}/back-end-api/graphqlApi/pools`]},
  {section: 'CP Pools', query: 'EXCEEDS_TARGET', kind: 'identifier', pages: [`${cp}/back-end-api/graphqlApi/pools`]},
  // Blockchain and Web3
  {section: 'Blockchain and Web3', query: 'base sepolia chain id', pages: [`${chains}/base`]},
  {section: 'Blockchain and Web3', query: 'polygon amoy rpc url', pages: [`${chains}/polygon`]},
  {section: 'Blockchain and Web3', query: 'bnb testnet faucet', pages: [`${chains}/bsc`]},
  {section: 'Blockchain and Web3', query: 'ethereum confirmations', pages: [`${chains}/ethereum`]},
  {section: 'Blockchain and Web3', query: 'add network to metamask', pages: [`${chains}/metamaskChainConnection`]},
  {section: 'Blockchain and Web3', query: 'rwa.io chain parameters', pages: [`${chains}/rwa.io`]},
  {section: 'Blockchain and Web3', query: 'arbitrum support', pages: [`${chains}/upcomingNetworks`]},
  {section: 'Blockchain and Web3', query: 'base block explorer', pages: [`${chains}/base`]},
  {
    section: 'Blockchain and Web3',
    query: 'which networks does assetra support',
    kind: 'question',
    pages: [`${chains}`],
  },
  {section: 'Blockchain and Web3', query: 'chain id 84532', kind: 'identifier', pages: [`${chains}/base`]},
  {section: 'Blockchain and Web3', query: '80002', kind: 'identifier', pages: [`${chains}/polygon`]},
  {section: 'Blockchain and Web3', query: 'polygn amoy faucet', kind: 'typo', pages: [`${chains}/polygon`]},
  {
    section: 'Blockchain and Web3',
    query: 'how do i get test eth on base sepolia',
    kind: 'question',
    pages: [`${chains}/base`],
  },
  {
    section: 'Blockchain and Web3',
    query: 'how many confirmations does ethereum need',
    kind: 'question',
    pages: [`${chains}/ethereum`],
  },
  {section: 'Blockchain and Web3', query: 'ethereum confirmatons', kind: 'typo', pages: [`${chains}/ethereum`]},
  {
    section: 'Blockchain and Web3',
    query: 'how do i add base sepolia to metamask',
    kind: 'question',
    pages: [`${chains}/metamaskChainConnection`, `${chains}/base`],
  },
  {section: 'Blockchain and Web3', query: 'metamsk', kind: 'typo', pages: [`${chains}/metamaskChainConnection`]},
  {
    section: 'Blockchain and Web3',
    query: 'wallet_addEthereumChain',
    kind: 'identifier',
    pages: [`${chains}/metamaskChainConnection`],
  },
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
  {
    section: 'Real-world use cases',
    query: 'payment_allocations table',
    kind: 'identifier',
    pages: [`${cases}/lease-agreement/database`],
  },
  {section: 'Real-world use cases', query: 'tokenise rent receivables', pages: [`${cases}/lease-agreement/use-case`]},
  {section: 'Real-world use cases', query: 'gold token', pages: [`${cases}/aurus/overview`, `${cases}/aurus/use-case`]},
  {
    section: 'Real-world use cases',
    query: 'gold reserve',
    pages: [`${cases}/aurus/overview`, `${cases}/aurus/use-case`],
  },
  {
    section: 'Real-world use cases',
    query: 'how much gold is one aur',
    kind: 'question',
    pages: [`${cases}/aurus/overview`],
  },
  {
    section: 'Real-world use cases',
    query: 'what is the vault receipt',
    kind: 'question',
    pages: [`${cases}/aurus/use-case`],
  },
  {section: 'Real-world use cases', query: 'redeem aur tokens for cash', pages: [`${cases}/aurus/use-case`]},
  {
    section: 'Real-world use cases',
    query: 'gold bar deposit mint',
    pages: [`${cases}/aurus/use-case`, `${cases}/aurus/overview`],
  },
  {
    section: 'Real-world use cases',
    query: 'aurus storge fee',
    kind: 'typo',
    pages: [`${cases}/aurus/overview`, `${cases}/aurus/use-case`],
  },
  {
    section: 'Real-world use cases',
    query: 'tokenise rent recievables',
    kind: 'typo',
    pages: [`${cases}/lease-agreement/use-case`],
  },
  {section: 'Real-world use cases', query: 'agreements table columns', pages: [`${cases}/lease-agreement/database`]},
  {
    section: 'Real-world use cases',
    query: 'payment_alocations table',
    kind: 'typo',
    pages: [`${cases}/lease-agreement/database`],
  },
  {
    section: 'Real-world use cases',
    query: 'AGREEMENT_SIGNATURE_INVALID',
    kind: 'identifier',
    pages: [`${cases}/lease-agreement/api`],
  },
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
  {section: 'Resources', query: 'sandbx vs production', kind: 'typo', pages: [`${resources}/faqs`, `${intro}/`]},
  {section: 'Resources', query: 'deprecaton policy', kind: 'typo', pages: [`${resources}/roadmap`]},
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
