/**
 * Thirty questions a reader types, each with the pages a good answer is on. A query scores when
 * one of its pages is among the first three distinct pages returned. Kept fixed so engines and
 * releases are compared on the same list.
 */
export interface RelevanceQuery {
  query: string;
  pages: string[];
}

export const relevanceQueries: RelevanceQuery[] = [
  {query: 'health factor', pages: ['/docs/resources/glossary', '/docs/resources/faqs']},
  {query: 'add network to metamask', pages: ['/docs/blockchain-and-web3/metamaskChainConnection']},
  {query: 'base sepolia', pages: ['/docs/blockchain-and-web3/base']},
  {query: 'bnb testnet faucet', pages: ['/docs/blockchain-and-web3/bsc']},
  {query: 'polygon amoy', pages: ['/docs/blockchain-and-web3/polygon']},
  {query: 'sepolia', pages: ['/docs/blockchain-and-web3/ethereum']},
  {query: 'rwa.io chain parameters', pages: ['/docs/blockchain-and-web3/rwa.io']},
  {query: 'arbitrum', pages: ['/docs/blockchain-and-web3/upcomingNetworks', '/docs/resources/roadmap']},
  {query: 'install sdk', pages: ['/docs/introduction/software-development-kit', '/docs/introduction/']},
  {query: 'createAssetraClient', pages: ['/docs/introduction/software-development-kit', '/docs/introduction/']},
  {query: 'sign in with ethereum', pages: ['/docs/introduction/software-development-kit', '/docs/resources/faqs']},
  {query: 'api key header', pages: ['/docs/introduction/assetra-toolkit', '/docs/resources/faqs', '/docs/introduction/software-development-kit']},
  {query: 'idempotency key', pages: ['/docs/resources/glossary', '/docs/introduction/software-development-kit', '/docs/introduction/assetra-toolkit']},
  {query: 'rate limit 429', pages: ['/docs/resources/faqs']},
  {query: 'pagination cursor', pages: ['/docs/resources/glossary', '/docs/resources/faqs']},
  {query: 'problem details error code', pages: ['/docs/introduction/assetra-toolkit', '/docs/resources/faqs', '/docs/resources/glossary']},
  {query: 'amounts as strings decimals', pages: ['/docs/resources/faqs', '/docs/introduction/software-development-kit']},
  {query: 'erc-3643 identity registry', pages: ['/docs/resources/glossary', '/blog/2025/03/12/permissioned-assets-with-erc-3643']},
  {query: 'liquidation bonus', pages: ['/docs/resources/glossary', '/blog/2024/11/05/collateral-pools-are-live']},
  {query: 'minimum apr', pages: ['/blog/2025/08/26/cp-pools-minimum-apr', '/docs/resources/glossary', '/docs/resources/faqs']},
  {query: 'vesting cliff', pages: ['/docs/resources/glossary', '/blog/2026/02/10/engage-staking-vesting-buybacks']},
  {query: 'TokenAmount component', pages: ['/docs/introduction/react-components']},
  {query: 'useSignIn', pages: ['/docs/introduction/react-components']},
  {query: 'contribution dco sign-off', pages: ['/docs/introduction/open-source-guidelines']},
  {query: 'report a vulnerability', pages: ['/docs/introduction/open-source-guidelines', '/docs/resources/additional-resources']},
  {query: 'definition of done', pages: ['/docs/introduction/agile-playbook']},
  {query: 'release train sandbox', pages: ['/docs/introduction/agile-playbook']},
  {query: 'deprecation policy', pages: ['/docs/resources/roadmap']},
  {query: 'mermaid diagram', pages: ['/markdown-page']},
  {query: 'confirmations finality', pages: ['/docs/blockchain-and-web3', '/docs/blockchain-and-web3/ethereum', '/docs/introduction/tech-stack']},
];
