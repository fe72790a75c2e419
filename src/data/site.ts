/**
 * Brand, addresses and shell settings of the site: the one place they are written.
 * `docusaurus.config.ts`, the theme components and the pages all read them from here.
 */

const name = 'Assetra';
const docsLabel = 'Developer Docs';

export const brand = {
  name,
  /** The name as an identifier: the search index's name (SPEC §3). */
  id: name.toLowerCase(),
  /** Shown beside the logo in the navbar; the logo carries the name. */
  docsLabel,
  title: `${name} ${docsLabel}`,
  tagline: 'Technical Documentation for Developers',
  /** One sentence used in meta descriptions and the home hero. */
  summary:
    'Build on Assetra: issue and manage tokenised real-world assets, run collateral and counterparty pools, and engage token holders, with REST and GraphQL APIs, smart contracts and an SDK.',
} as const;

export const siteUrl = 'https://docs.assetra.dev';
export const baseUrl = '/';

export const organizationName = 'assetra';
export const projectName = 'documentation';

export const codeHostingUrl = `https://github.com/${organizationName}`;
export const repositoryUrl = `${codeHostingUrl}/${projectName}`;
/** Edit links point at the default branch of the public source repository. */
export const editUrl = `${repositoryUrl}/tree/main/`;

export type SocialNetwork = 'telegram' | 'x' | 'linkedin' | 'youtube' | 'discord';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the icon link. */
  label: string;
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  {network: 'telegram', label: 'Assetra on Telegram', href: 'https://t.me/assetra'},
  {network: 'x', label: 'Assetra on X', href: 'https://x.com/assetra'},
  {network: 'linkedin', label: 'Assetra on LinkedIn', href: 'https://www.linkedin.com/company/assetra'},
  {network: 'youtube', label: 'Assetra on YouTube', href: 'https://www.youtube.com/@assetra'},
  {network: 'discord', label: 'Assetra on Discord', href: 'https://discord.gg/assetra'},
];

export interface AnnouncementSettings {
  /** Changing the id shows the bar again to readers who dismissed the previous one. */
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export const announcement: AnnouncementSettings = {
  id: 'docs-0-0-1',
  content:
    'The Assetra Developer Docs are live. New here? Start with the <a href="/docs/introduction/">Introduction</a>.',
  backgroundColor: '#14203f',
  textColor: '#ffffff',
  isCloseable: true,
};

/** Shell switches SPEC §2 leaves to configuration. */
export const shell = {
  /** SPEC §2: the navbar does not hide on scroll unless this is turned on. */
  navbarHideOnScroll: false,
} as const;

export const logo = {
  alt: 'Assetra',
  light: 'img/logo.svg',
  dark: 'img/logo-dark.svg',
  /** SPEC §2: footer logo width. */
  footerWidth: 200,
} as const;
