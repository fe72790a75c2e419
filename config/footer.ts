import type {ThemeConfig} from '@docusaurus/preset-classic';
import {brand, codeHostingUrl, logo} from '../src/data/site';

/** SPEC §2 footer link columns; the social icons are rendered by the wrapped Footer/Copyright. */
export function footer(version: string): ThemeConfig['footer'] {
  return {
    style: 'dark',
    logo: {alt: logo.alt, src: logo.dark, srcDark: logo.dark, width: logo.footerWidth, href: '/'},
    links: [
      {
        title: 'Build',
        items: [
          {label: 'Assetra toolkit', to: '/docs/introduction/assetra-toolkit'},
          {label: 'Tech stack', to: '/docs/introduction/tech-stack'},
          {label: 'Blockchain and Web3', to: '/docs/blockchain-and-web3'},
        ],
      },
      {
        title: 'Open source',
        items: [
          {label: 'Open-source guidelines', to: '/docs/introduction/open-source-guidelines'},
          {label: 'Technology roadmap', to: '/docs/resources/roadmap'},
          {label: 'GitHub', href: codeHostingUrl},
        ],
      },
      {
        title: 'More',
        items: [
          {label: 'Blog', to: '/blog'},
          {label: 'FAQs', to: '/docs/resources/faqs'},
          {label: 'Glossary', to: '/docs/resources/glossary'},
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} ${brand.name}. Docs version ${version}.`,
  };
}
