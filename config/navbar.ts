import type {ThemeConfig} from '@docusaurus/preset-classic';
import {brand, codeHostingUrl, logo, shell} from '../src/data/site';
import type {Section} from '../src/data/sections';

/** SPEC §2 navbar: the section links on the left in SPEC order, code hosting on the right. */
export function navbar(live: readonly Section[]): ThemeConfig['navbar'] {
  return {
    title: brand.docsLabel,
    hideOnScroll: shell.navbarHideOnScroll,
    logo: {alt: logo.alt, src: logo.light, srcDark: logo.dark, width: 124, height: 32},
    items: [
      ...live.map((section) => ({to: section.href, label: section.navLabel, position: 'left' as const})),
      {href: codeHostingUrl, label: 'GitHub', position: 'right' as const, 'aria-label': 'Assetra on GitHub'},
    ],
  };
}
