import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcement, baseUrl, brand, editUrl, organizationName, projectName, siteUrl} from './src/data/site';
import {siteDir} from './config/siteDir';
import {liveSections} from './config/liveSections';
import {defaultSocialCard, siteMetadata} from './config/socialMetadata';
import {sitemapOptions} from './config/sitemap';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {darkCodeTheme, lightCodeTheme, magicComments} from './config/prism';
import {remarkPipeline} from './config/remarkPipeline';
import {mermaidThemeConfig} from './config/mermaid';
import {docsLastUpdate} from './config/lastUpdate';
import {timedPlugin} from './config/stepTimes';
import {traceRspack} from './config/rspackTrace';
import searchPlugin from './plugins/search';
import referencePlugin from './plugins/reference';
import securityHeadersPlugin from './plugins/security-headers';
import changelogPlugin from './plugins/changelog';
import testRoutesPlugin from './plugins/test-routes';
import llmsTxtPlugin from './plugins/llms-txt';
import socialCardsPlugin from './plugins/social-cards';
import robotsTxtPlugin from './plugins/robots-txt';
import codeBlocksPlugin from './plugins/code-blocks';
import staticTablesPlugin from './plugins/static-tables';
import diagramsPlugin from './plugins/diagrams';
import postcssOptionsPlugin from './plugins/postcss-options';
import serverBundlePlugin from './plugins/server-bundle';
import prefetchOncePlugin from './plugins/prefetch-once';

/** SPEC §1: the site version is the package version. */
const {version} = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {version: string};
const sections = liveSections();
const lastUpdate = docsLastUpdate(path.join(siteDir, 'docs'));
const remarkPlugins = remarkPipeline.afterDocusaurus;
traceRspack();

const config: Config = {
  title: brand.title,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  organizationName,
  projectName,

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  future: {experimental_faster: true},

  markdown: {mermaid: true, parseFrontMatter: lastUpdate.parseFrontMatter},

  // Docusaurus starts every postBuild in this order without waiting: the diagrams plugin's is synchronous, so it has
  // drawn every page before any plugin after it starts, and before any earlier one (the preset's) passes its first
  // await. It comes after theme-mermaid (listed here rather than in `themes`, which load after plugins) because a
  // plugin's theme components shadow those of the plugins before it, and its Mermaid replaces theme-mermaid's.
  plugins: [
    '@docusaurus/theme-mermaid',
    ...[
      diagramsPlugin,
      referencePlugin,
      changelogPlugin,
      searchPlugin,
      securityHeadersPlugin,
      testRoutesPlugin,
      llmsTxtPlugin,
      socialCardsPlugin,
      robotsTxtPlugin,
      codeBlocksPlugin,
      staticTablesPlugin,
      postcssOptionsPlugin,
      serverBundlePlugin,
      prefetchOncePlugin,
    ].map(timedPlugin),
  ],

  customFields: {
    version,
    liveSectionIds: sections.map((section) => section.id),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          beforeDefaultRemarkPlugins: remarkPipeline.beforeDocusaurus,
          remarkPlugins,
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          ...lastUpdate.pluginOptions,
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription: 'Releases and engineering notes from the Assetra team.',
          editUrl,
          showReadingTime: true,
          beforeDefaultRemarkPlugins: remarkPipeline.beforeDocusaurusOutsideDocs,
          remarkPlugins,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            title: `${brand.title} blog`,
            description: 'Releases and engineering notes from the Assetra team.',
            copyright: `Copyright © ${new Date().getFullYear()} ${brand.name}`,
          },
        },
        pages: {beforeDefaultRemarkPlugins: remarkPipeline.beforeDocusaurusOutsideDocs, remarkPlugins},
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        sitemap: sitemapOptions(),
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: defaultSocialCard.path,
    metadata: siteMetadata,
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: announcement,
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: navbar(sections),
    footer: footer(version),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      magicComments,
    },
    mermaid: mermaidThemeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
