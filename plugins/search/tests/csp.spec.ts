import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';
import {waitForHydration} from '../../../tests/support/browser';
import {recordViolations} from '../../../tests/support/cspViolations';
import {answerAlgolia, hostedBuildDir} from '../../../tests/support/hostedSearch';
import {buildDir, repoRoot} from '../../../tests/support/paths';
import {serveBuildDir} from '../../../scripts/staticHost/server';

/** Search under the Content-Security-Policy of each build's own `_headers`, served as a static host would. */

type Server = Awaited<ReturnType<typeof serveBuildDir>>;
let site: Server;
let hostedSite: Server;

test.beforeAll(async () => {
  site = await serveBuildDir(buildDir, {withHeaders: true});
  hostedSite = await serveBuildDir(path.join(repoRoot, hostedBuildDir), {withHeaders: true});
});
test.afterAll(async () => {
  await site.close();
  await hostedSite.close();
});

async function openSearch(page: Page, origin: string, query: string) {
  await page.goto(`${origin}/docs/introduction/`);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

test('the search modal opens, loads the embedded index and shows hits, with no violation', async ({page}) => {
  const violations = await recordViolations(page);
  await openSearch(page, site.origin, 'health factor');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('hosted search reaches Algolia through connect-src, with no violation', async ({page}) => {
  const violations = await recordViolations(page);
  const queried = await answerAlgolia(page, 'vesting');
  await openSearch(page, hostedSite.origin, 'vesting');
  await expect(page.locator('.DocSearch-Modal')).toContainText('No results for');
  expect(queried.length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});
