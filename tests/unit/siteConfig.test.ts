import {describe, expect, it} from 'vitest';
import type * as Preset from '@docusaurus/preset-classic';
import config from '@site/docusaurus.config';
import {sections} from '@site/src/data/sections';
import {liveSections} from '@site/config/liveSections';
import {specNavbarLinks} from '../support/spec';

const themeConfig = config.themeConfig as Preset.ThemeConfig;
const docsOptions = (config.presets![0] as [string, Preset.Options])[1].docs as Exclude<
  Preset.Options['docs'],
  false | undefined
>;

describe('site config (SPEC §1, §4, §5, §9)', () => {
  it('carries the brand and addresses', () => {
    expect(config).toMatchObject({
      title: 'Assetra Developer Docs',
      tagline: 'Technical Documentation for Developers',
      url: 'https://docs.assetra.dev',
      baseUrl: '/',
      organizationName: 'assetra',
      projectName: 'documentation',
      favicon: 'img/favicon.svg',
    });
    expect(docsOptions.editUrl).toBe('https://github.com/assetra/documentation/tree/main/');
    // Build-time HTML writes links as Link does without it (plugins/static-tables/html.ts).
    expect(config.trailingSlash).toBeUndefined();
  });

  it('has one English, left-to-right locale', () => {
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
    expect(config.i18n?.localeConfigs?.en?.direction).toBe('ltr');
  });

  it('throws on broken links and only warns on Markdown links, anchors and duplicate routes', () => {
    expect(config).toMatchObject({
      onBrokenLinks: 'throw',
      onBrokenMarkdownLinks: 'warn',
      onBrokenAnchors: 'warn',
      onDuplicateRoutes: 'warn',
    });
  });

  it('builds with Rspack and labels the single docs version "Next"', () => {
    expect(config.future?.experimental_faster).toBe(true);
    expect(docsOptions.versions).toEqual({current: {label: 'Next'}});
    expect(docsOptions.onInlineTags).toBe('throw');
    expect(config.customFields?.version).toBe('0.0.1');
  });

  it('starts light, ignores the system preference and shows the switch', () => {
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('shows a closeable announcement bar with its own id and colours', () => {
    expect(themeConfig.announcementBar).toMatchObject({isCloseable: true});
    for (const key of ['id', 'content', 'backgroundColor', 'textColor'] as const) {
      expect(themeConfig.announcementBar?.[key]).toBeTruthy();
    }
  });

  it('never hides or auto-collapses sidebar categories and shows TOC levels 2–3', () => {
    expect(themeConfig.docs?.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('keeps the navbar in place on scroll by default', () => {
    expect(themeConfig.navbar?.hideOnScroll).toBe(false);
  });

  it('gives the footer logo a width of 200', () => {
    expect(themeConfig.footer?.logo?.width).toBe(200);
  });
});

describe('navbar (SPEC §2)', () => {
  it('the section data carries SPEC’s eight links, hrefs and labels, in order', () => {
    expect(sections.map(({href, navLabel}) => ({href, label: navLabel}))).toEqual(specNavbarLinks());
  });

  it('lists the live sections on the left in SPEC order, then GitHub on the right', () => {
    const live = new Set(liveSections().map((section) => section.href));
    const expected = specNavbarLinks().filter((link) => live.has(link.href));
    const items = themeConfig.navbar!.items! as {to?: string; href?: string; label?: string; position?: string}[];
    expect(items.filter((item) => item.position === 'left').map(({to, label}) => ({href: to, label}))).toEqual(
      expected,
    );
    expect(items.filter((item) => item.position === 'right')).toContainEqual(
      expect.objectContaining({href: 'https://github.com/assetra'}),
    );
  });

  it('a section goes live only when its docs folder exists', () => {
    expect(liveSections('/nonexistent')).toEqual([]);
    expect(liveSections().map((section) => section.id)).toEqual(
      expect.arrayContaining(['introduction', 'blockchain-and-web3', 'resources']),
    );
  });
});
