import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {serveBuildDir} from '../../scripts/staticHost/server';
import {buildDir} from '../support/paths';
import {waitForHydration} from '../support/browser';
import {pluginPages} from '../support/pluginPages';
import {expectedHeaders, recordViolations} from '../support/cspViolations';

/**
 * The built site served with the headers of its own `_headers` file, as a static host would: every
 * page type and the calculators must run under that Content-Security-Policy (the drawn diagrams and search: their
 * plugins' tests).
 */

type Server = Awaited<ReturnType<typeof serveBuildDir>>;
let site: Server;

test.beforeAll(async () => {
  site = await serveBuildDir(buildDir, {withHeaders: true});
});
test.afterAll(async () => {
  await site.close();
});

/** Opens a page and waits until React has hydrated it, so everything interactive has run once. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response!;
}

const pageTypes: {name: string; route: string; exercise?: (page: Page) => Promise<void>}[] = [
  {name: 'home', route: '/'},
  {name: 'doc page', route: '/docs/introduction/'},
  {name: 'category index', route: '/docs/category/pools'},
  {
    name: 'CP pool calculator',
    route: '/docs/cp-pools/how-tos/cp-pool-creation',
    exercise: async (page) => {
      await page.getByLabel('Target amount (USDC)').fill('100000');
      await expect(page.locator('form [role=status]')).toContainText('Minimum rewards');
    },
  },
  {
    name: 'vesting schedule chart',
    route: '/docs/engage/smart-contracts/vesting-contract/introduction',
    exercise: async (page) => {
      const form = page.locator('form', {hasText: 'Vesting schedule'});
      await form.getByLabel('Days since the start (days)').fill('45');
      await expect(form.getByRole('img')).toHaveAccessibleName(/Vested KEST by day/);
    },
  },
  {name: 'REST reference', route: '/docs/pools/back-end/restfulApi/admin'},
  {
    name: 'API explorer, sent to the mock',
    route: '/docs/pools/back-end/restfulApi/borrow',
    exercise: async (page) => {
      await page.locator('summary', {hasText: 'Try it: Build a borrow transaction'}).click();
      const form = page.getByRole('form', {name: 'Try POST /pools/{poolId}/borrow'});
      await form.getByRole('button', {name: 'Send to Mock'}).click();
      await expect(form.getByRole('status')).toContainText('200 OK from Mock');
    },
  },
  {
    name: 'GraphQL Run panel (graphql-js in the page)',
    route: '/docs/pools/back-end/graphqlApi/authentication',
    exercise: async (page) => {
      await page.locator('summary', {hasText: 'Run the session example'}).click();
      await page.getByRole('button', {name: 'Run against the mock'}).first().click();
      await expect(page.getByRole('status').filter({hasText: 'SANDBOX'})).toBeVisible();
    },
  },
  {name: 'blog post', route: '/blog/2026/07/14/reference-as-code'},
  {name: 'contributor guide', route: '/markdown-page'},
  ...pluginPages().map(({kind, path, exercise}) => ({name: kind, route: path, exercise})),
];

test.describe('Content-Security-Policy from build/_headers', () => {
  for (const {name, route, exercise} of pageTypes) {
    test(`${name} (${route}) runs with no violation`, async ({page}) => {
      const violations = await recordViolations(page);
      const response = await open(page, `${site.origin}${route}`);
      for (const {name: header, value} of expectedHeaders())
        expect(response.headers()[header.toLowerCase()], header).toBe(value);
      await exercise?.(page);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('the not-found page answers 404 under the same policy, with no violation', async ({page}) => {
    const violations = await recordViolations(page);
    const response = await open(page, `${site.origin}/docs/no-such-page`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    expect(violations).toEqual([]);
  });

  test('the policy is enforced: an inline script the build did not emit is blocked and reported', async ({page}) => {
    const violations = await recordViolations(page);
    await open(page, `${site.origin}/docs/introduction/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      return (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join('\n')).toContain('script-src-elem blocked inline');
  });
});
