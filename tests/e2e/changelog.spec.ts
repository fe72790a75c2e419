import {test, expect} from './fixtures';
import {noticeDays} from '../../src/data/deprecationPolicy';
import {releases} from '../../src/data/releases';

test.describe('API changelog', () => {
  test('the roadmap renders the policy from data and links the changelog', async ({page}) => {
    await page.goto('/docs/resources/roadmap');
    const policy = page.locator('table', {hasText: 'Breaking changes'});
    await expect(policy).toContainText(`announced at least ${noticeDays} days ahead`);
    // The page links the changelog twice (its date, and where to follow releases): both go to the same page.
    await page.getByRole('main').getByRole('link', {name: 'changelog', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/changelog\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API changelog');
  });

  test('the sidebar lists the platform and product changelogs', async ({page}) => {
    await page.goto('/docs/changelog/pools');
    const sidebar = page.locator('nav.menu');
    await expect(sidebar.getByRole('link', {name: 'Changelog', exact: true})).toHaveAttribute(
      'href',
      /^\/docs\/changelog\/?$/,
    );
    for (const name of ['Assets', 'Pools', 'CP Pools', 'Engage', 'Lease agreement API'])
      await expect(sidebar.locator('a[href^="/docs/changelog/"]', {hasText: name}).first()).toBeVisible();
  });

  test('a reference heading links its history to the changelog entry', async ({page}) => {
    await page.goto('/docs/pools/back-end/restfulApi/utils');
    // The history line, as Markdown renders it or in a run of prose made at build time.
    const history = page.locator(
      '#get-transaction-status + p.reference-history, #get-transaction-status + .static-html > p.reference-history',
    );
    await expect(history).toHaveText('Added in Pools 1.1.');
    await history.getByRole('link', {name: 'Pools 1.1'}).click();
    await expect(page).toHaveURL(/\/docs\/changelog\/pools#pools-1-1$/);
    await expect(page.locator('#pools-1-1')).toBeInViewport();
  });

  test('RSS and Atom feeds list every release, and every page points at them', async ({page, request}) => {
    const rss = await request.get('/docs/changelog/rss.xml');
    expect(rss.status()).toBe(200);
    expect((await rss.text()).match(/<item>/g)).toHaveLength(releases.length);
    const atom = await request.get('/docs/changelog/atom.xml');
    expect((await atom.text()).match(/<entry>/g)).toHaveLength(releases.length);
    await page.goto('/docs/changelog');
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/docs/changelog/rss.xml"]'),
    ).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', {name: 'Atom'})).toHaveAttribute(
      'href',
      '/docs/changelog/atom.xml',
    );
  });
});
