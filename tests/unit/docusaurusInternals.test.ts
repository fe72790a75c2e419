import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../support/paths';

// Every Docusaurus internal the site relies on (ARCHITECTURE.md lists why each is used). After a
// Docusaurus upgrade this names what moved, instead of a page failing in a way no test names.

const packageDir = (name: string) => path.join(repoRoot, 'node_modules', name);
const themeClassic = packageDir('@docusaurus/theme-classic');
const themeCommon = packageDir('@docusaurus/theme-common');
const core = packageDir('@docusaurus/core');
const read = (...parts: string[]) => fs.readFileSync(path.join(...parts), 'utf8');

/** The class names a CSS module of the classic theme defines. */
const moduleClasses = (file: string) =>
  new Set([...read(themeClassic, 'lib', 'theme', file).matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]));

/** Names `theme-common/internal` exports, read from its declaration file. */
const internalExports = new Set(
  [...read(themeCommon, 'lib', 'internal.d.ts').matchAll(/\b(\w+)\b/g)].map((match) => match[1]),
);

describe('Docusaurus internals the site relies on are where it expects them', () => {
  it.each([['Heading/styles.module.css', ['anchorWithStickyNavbar', 'anchorWithHideOnScrollNavbar']]])(
    'theme-classic/lib/theme/%s: classes plugins/static-tables/theme/StaticHeading uses',
    (file, classes) => {
      const defined = moduleClasses(file);
      expect(classes.filter((name) => !defined.has(name))).toEqual([]);
    },
  );

  it('theme-classic: the pre-hydration flag src/theme/AnnouncementBar clears', () => {
    const flag = 'data-announcement-bar-initially-dismissed';
    expect(read(themeClassic, 'lib', 'inlineScripts.js')).toContain(flag);
    expect(read(themeClassic, 'lib', 'theme', 'AnnouncementBar', 'styles.module.css')).toContain(`[${flag}='true']`);
  });

  it('theme-common/internal exports the hooks swizzled components use', () => {
    const used = ['useAnnouncementBar', 'useScrollPositionBlocker', 'useTabs', 'sanitizeTabsChildren'];
    expect(used.filter((name) => !internalExports.has(name))).toEqual([]);
  });

  it('core: window.docusaurus.prefetch and .preload (plugins/prefetch-once/client/prefetchOnce, plugins/static-tables/client/staticHtmlLinks), __webpack_require__.gca and route keys "path-hash"', () => {
    expect(read(core, 'lib', 'client', 'clientEntry.js')).toContain('window.docusaurus = docusaurus');
    expect(read(core, 'lib', 'client', 'docusaurus.js')).toMatch(/const docusaurus = \{[^}]*\bprefetch\b/);
    expect(read(core, 'lib', 'client', 'docusaurus.js')).toMatch(/const docusaurus = \{[^}]*\bpreload\b/);
    expect(read(core, 'lib', 'webpack', 'plugins', 'ChunkAssetPlugin.js')).toContain("'__webpack_require__.gca'");
    expect(read(core, 'lib', 'server', 'codegen', 'codegenRoutes.js')).toContain(
      'const routeKey = `${routePath}-${routeHash}`',
    );
  });
  it('core: each postBuild gets a copy of one props object, with the routesPaths array made once per build (plugins/support/builtSite)', () => {
    expect(read(core, 'lib', 'commands', 'build', 'buildLocale.js')).toMatch(
      /await plugin\.postBuild\(\{\s*\.\.\.props,/,
    );
    const site = read(core, 'lib', 'server', 'site.js');
    expect(site).toContain('const routesPaths = (0, routes_1.getRoutesPaths)(routes, baseUrl);');
    expect(site).toMatch(/return \{[^}]*\broutesPaths,/);
    // Each loaded plugin with its content, which plugins/support/connectSources reads for the CSP.
    expect(site).toMatch(/return \{[^}]*\bplugins,/);
    expect(read(core, 'lib', 'server', 'plugins', 'plugins.js')).toMatch(/\.\.\.plugin,\s*content,/);
  });

  it('plugin-sitemap leaves out a page whose robots meta says noindex (/docs and /search, config/sitemap.ts)', () => {
    const sitemap = packageDir('@docusaurus/plugin-sitemap');
    expect(read(sitemap, 'lib', 'createSitemap.js')).toContain(
      '(0, head_1.isNoIndexMetaRoute)({ head, route: route.path })',
    );
    expect(read(sitemap, 'lib', 'head.js')).toContain("content.toLowerCase().includes('noindex')");
  });
});
