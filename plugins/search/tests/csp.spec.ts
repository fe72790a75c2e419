import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';
import {waitForHydration} from '../../../tests/support/browser';
import {recordViolations} from '../../../tests/support/cspViolations';
import {testBuildDir} from '../../../tests/support/testBuild';
import {env as hostedEnv} from './testBuild';
import {answerAlgolia} from './support/answerAlgolia';
import {builtPolicy} from '../../../tests/support/builtPolicy';
import {buildDir, repoRoot} from '../../../tests/support/paths';
import {serveBuildDir} from '../../../scripts/staticHost/server';
import {algoliaReadHosts} from '../backend';

/** Search under the Content-Security-Policy of each build's own `_headers`, served as a static host would. */

type Server = Awaited<ReturnType<typeof serveBuildDir>>;
let site: Server;
let hostedSite: Server;

test.beforeAll(async () => {
  site = await serveBuildDir(buildDir, {withHeaders: true});
  hostedSite = await serveBuildDir(path.join(repoRoot, testBuildDir), {withHeaders: true});
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

test('the hosted build adds exactly its application’s Algolia read hosts to connect-src, and nothing else', () => {
  const plain = builtPolicy(buildDir);
  const hosted = builtPolicy(path.join(repoRoot, testBuildDir));
  expect(hosted.get('connect-src')).toEqual([
    ...plain.get('connect-src')!,
    ...algoliaReadHosts(hostedEnv.ALGOLIA_APP_ID),
  ]);
  expect(algoliaReadHosts(hostedEnv.ALGOLIA_APP_ID)).toHaveLength(4);
  for (const [directive, sources] of plain)
    if (directive !== 'connect-src') expect(hosted.get(directive), directive).toEqual(sources);
});
