import {test, expect} from '@playwright/test';
import {attribute, textOf} from '@site/plugins/support/builtHtml';
import {isExecutableScriptType, scriptHash} from '@site/plugins/security-headers/inlineScripts';
import {builtPolicy} from '../support/builtPolicy';
import {parsedBuiltPages} from '../support/builtSite';
import {checkBuildLinks, describeBroken} from '../support/linkCheck';
import {buildDir} from '../support/paths';

/**
 * Checks over every page of the production build, read from disk (no browser). The pages are parsed
 * once per worker, so the tests share one worker and run in order.
 */
test.describe.configure({mode: 'serial', timeout: 180_000});

test('every same-site link, asset and anchor in build/ resolves', async ({}, testInfo) => {
  const report = checkBuildLinks(buildDir);
  const figures = `${report.pages} pages and ${report.stylesheets} stylesheets scanned: ${report.references} same-site links and assets checked (${report.targets} distinct targets), ${report.anchors} anchors checked, ${report.external} links to other hosts not followed, ${report.broken.length} broken`;
  console.log(`[links] ${figures}`);
  testInfo.annotations.push({type: 'links', description: figures});
  expect(report.references, 'links were found to check').toBeGreaterThan(report.pages);
  expect(report.anchors, 'anchors were found to check').toBeGreaterThan(0);
  expect(describeBroken(report.broken), `${report.broken.length} broken links or anchors, by page`).toBe('');
});

test('every link to another host opens with rel="noopener noreferrer"', async () => {
  const missing: string[] = [];
  let external = 0;
  for (const page of parsedBuiltPages(buildDir)) {
    for (const element of page.elements) {
      const href = element.tagName === 'a' ? attribute(element, 'href') : null;
      if (!href) continue;
      const url = new URL(href, page.url);
      if (!/^https?:$/.test(url.protocol) || url.origin === page.url.origin) continue;
      external++;
      const rel = (attribute(element, 'rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        missing.push(`${page.file}: <a href="${href}" rel="${attribute(element, 'rel') ?? ''}">`);
    }
  }
  console.log(`[links] ${external} links to other hosts, ${missing.length} without noopener noreferrer`);
  expect(external).toBeGreaterThan(0);
  expect(missing.join('\n')).toBe('');
});

test('the CSP in build/_headers allows exactly the inline scripts the pages run', async () => {
  const hashes = new Set<string>();
  for (const page of parsedBuiltPages(buildDir)) {
    for (const element of page.elements) {
      if (
        element.tagName !== 'script' ||
        attribute(element, 'src') !== null ||
        !isExecutableScriptType(attribute(element, 'type'))
      )
        continue;
      hashes.add(`'${scriptHash(textOf(element))}'`);
    }
  }
  const scriptSources = builtPolicy(buildDir).get('script-src')!;
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...hashes].sort());
  expect(hashes.size).toBeGreaterThan(0);
});
