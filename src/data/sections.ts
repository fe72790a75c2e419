/**
 * The documentation's content areas, in SPEC §2 navbar order. The navbar, the home page cards and
 * the not-found page all list them from here.
 */
import {networks} from './networks';

/** The networks card names the networks from their data: those Assetra runs on, then any it does not run on yet. */
function networksCardText(): string {
  const names = (deployed: boolean) =>
    networks.filter((network) => network.products.length > 0 === deployed).map((network) => network.name);
  const waiting = names(false);
  const status = waiting.length > 0 ? `, and where ${waiting.join(' and ')} stands` : '';
  return `The networks Assetra runs on (${names(true).join(', ')}), how to connect a wallet to them${status}.`;
}

export type SectionId =
  'introduction' | 'assets' | 'pools' | 'engage' | 'cp-pools' | 'blockchain-and-web3' | 'rwa-use-cases' | 'resources';

export interface Section {
  id: SectionId;
  /** Navbar label, exactly as SPEC §2 writes it. */
  navLabel: string;
  /** Heading used on cards and in search results (lvl0). */
  title: string;
  description: string;
  /** Navbar href, exactly as SPEC §2 writes it. */
  href: string;
  /** The folder under `docs/` that holds the section; the section is live once it exists. */
  docsDir: string;
}

export const sections: readonly Section[] = [
  {
    id: 'introduction',
    navLabel: 'Introduction',
    title: 'Introduction',
    description:
      'What Assetra is, the toolkit, tech stack, SDK and React components, and how the team works in the open.',
    href: '/docs/introduction/',
    docsDir: 'introduction',
  },
  {
    id: 'assets',
    navLabel: 'Assets',
    title: 'Assets',
    description:
      'Issue and manage tokenised assets as ERC-20 or permissioned ERC-3643 tokens, through the UI, the APIs or the contracts.',
    href: '/docs/category/assets',
    docsDir: 'assets',
  },
  {
    id: 'pools',
    navLabel: 'Pools',
    title: 'Pools',
    description:
      'Collateral lending pools: supply liquidity, borrow against collateral, and liquidate positions that fall below the threshold.',
    href: '/docs/category/pools',
    docsDir: 'pools',
  },
  {
    id: 'engage',
    navLabel: 'Engage',
    title: 'Engage',
    description:
      'Reward and retain token holders with staking, vesting, buybacks and governance, configured from the admin settings.',
    href: '/docs/category/engage',
    docsDir: 'engage',
  },
  {
    id: 'cp-pools',
    navLabel: 'CP Pools',
    title: 'CP Pools',
    description:
      'Counterparty pools that promise investors a minimum APR, with success, default, failure and shortfall flows.',
    href: '/docs/category/cp-pools',
    docsDir: 'cp-pools',
  },
  {
    id: 'blockchain-and-web3',
    navLabel: 'Blockchain and Web3',
    title: 'Blockchain and Web3',
    description: networksCardText(),
    href: '/docs/blockchain-and-web3',
    docsDir: 'blockchain-and-web3',
  },
  {
    id: 'rwa-use-cases',
    navLabel: 'RW Use Cases',
    title: 'Real-world use cases',
    description:
      'End-to-end designs built on the platform: the Aurus gold-backed token and a tokenised lease agreement.',
    href: '/docs/category/real-world-use-cases',
    docsDir: 'rwa-use-cases',
  },
  {
    id: 'resources',
    navLabel: 'Resources',
    title: 'Resources',
    description: 'Answers to common questions, a glossary of platform terms, further reading and the roadmap.',
    href: '/docs/category/resources',
    docsDir: 'resources',
  },
];
