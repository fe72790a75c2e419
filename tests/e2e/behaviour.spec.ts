import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {waitForHydration} from '../support/browser';
import {testBuildDir, testBuildPort} from '../support/testBuild';
import {buildDir, repoRoot} from '../support/paths';
import {servedFile} from '../../scripts/staticHost/files';
import {serveBuildDir} from '../../scripts/staticHost/server';
import {builtFiles, readBuiltFile} from '../../plugins/support/builtSite';
import {crashRecoveredFlag, testRoutes} from '../../plugins/test-routes/routes';

test.describe('crash screen (SPEC §2, §4, §8)', () => {
  const testBuild = `http://localhost:${testBuildPort}`;

  test('a render crash shows "This page crashed." with the error and its cause; "Try again" restores the page', async ({
    page,
  }) => {
    await page.goto(`${testBuild}${testRoutes.crash}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('main')).toContainText(
      `The crash test page failed on purpose.\n\nCause:\nwindow.${crashRecoveredFlag} is not set.`,
    );
    // The shell around the page survives the crash.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

    await page.evaluate<true, typeof crashRecoveredFlag>((flag) => (window[flag] = true), crashRecoveredFlag);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash test');
    await expect(page.getByText('The crash test page rendered.')).toBeVisible();
    await expect(page).toHaveTitle(/^Crash test/);
  });

  test('the crash test page exists only in the test build', async ({request}) => {
    expect((await request.get(`${testBuild}${testRoutes.crash}`)).status()).toBe(200);
    expect((await request.get(testRoutes.crash)).status()).toBe(404);
    const files = builtFiles(buildDir).filter((file) => /\.(html|js)$/.test(file));
    const mentions = files.filter((file) => readBuiltFile(buildDir, file).includes(testRoutes.crash));
    expect(mentions).toEqual([]);
    expect(servedFile(path.join(repoRoot, testBuildDir), testRoutes.crash).found).toBe(true);
  });
});

test('a site served under the wrong base URL says so and suggests the right one (SPEC §8)', async ({page}) => {
  const server = await serveBuildDir(buildDir, {basePath: '/wrong-base/'});
  try {
    await page.goto(`${server.origin}/wrong-base/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = /');
    await expect(banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong-base/');
  } finally {
    await server.close();
  }
});

test.describe('docs version preference (SPEC §4)', () => {
  const key = 'docs-preferred-version-default';

  async function reloadWithStoredVersion(page: Page, version: string) {
    await page.goto('/docs/introduction/');
    await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, version]);
    await page.reload();
    await waitForHydration(page);
  }

  test('a stored version that exists is kept', async ({page}) => {
    await reloadWithStoredVersion(page, 'current');
    await page.getByRole('complementary').getByRole('link', {name: 'Tech stack', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tech stack');
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBe('current');
  });

  test('a stored version the site no longer has is cleared', async ({page}) => {
    await reloadWithStoredVersion(page, '0.9-retired');
    await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
  });
});

test.describe('collapsible sidebar categories (SPEC §4, §9)', () => {
  /** Expands the Assets category and returns its list's height transition time in ms, from the transitionend event. */
  async function expandAssets(page: Page): Promise<number> {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    const category = page.locator('.theme-doc-sidebar-item-category', {
      has: page.getByRole('link', {name: 'Assets', exact: true}),
    });
    // The list mounts on first expansion, so listen on the category, where its transitionend bubbles to.
    await category.evaluate((item: HTMLElement) =>
      item.addEventListener('transitionend', (event: TransitionEvent) => {
        if (event.propertyName === 'height' && (event.target as Element).parentElement === item) {
          item.dataset.transitionMs = String(event.elapsedTime * 1000);
        }
      }),
    );
    await category.getByRole('button', {name: /Expand sidebar category 'Assets'/}).click();
    await expect(category.locator(':scope > ul')).toBeVisible();
    await expect(category).toHaveAttribute('data-transition-ms', /.+/);
    return Number(await category.getAttribute('data-transition-ms'));
  }

  test('animate their height', async ({page}) => {
    expect(await expandAssets(page)).toBeGreaterThan(1);
  });

  test('take 1 ms when the reader prefers reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    expect(await expandAssets(page)).toBeCloseTo(1);
  });
});

test('without localStorage the site still renders, navigates and switches theme, logging only a warning (SPEC §8)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Storage is disabled by the test.', 'SecurityError');
      },
    });
  });
  const messages: {type: string; text: string}[] = [];
  page.on('console', (message) => messages.push({type: message.type(), text: message.text()}));
  await page.goto('/docs/introduction/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  await page.getByRole('complementary').getByRole('link', {name: 'Tech stack', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tech stack');
  await page.getByRole('button', {name: /dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  expect(
    messages.filter((message) => message.type === 'warning' && /storage is not available/i.test(message.text)).length,
  ).toBeGreaterThan(0);
  expect(messages.filter((message) => message.type === 'error')).toEqual([]);
});
