import {test, expect} from '../../../tests/e2e/fixtures';
import {isReactManaged, waitForHydration} from '../../../tests/support/browser';

// A Markdown table with nothing interactive in it is HTML made at build time (plugins/static-tables):
// React manages the <table>, never its cells, on a first load and after a client-side navigation alike.
const referencePage = '/docs/pools/back-end/restfulApi/lend';

test.describe('tables', () => {
  test('on the first load React manages the table and the page around it, not its cells', async ({page}) => {
    await page.goto(referencePage);
    await waitForHydration(page);
    const table = page.locator('.markdown table').first();
    expect(await page.locator('.markdown table').count()).toBeGreaterThan(5);
    expect(await isReactManaged(table)).toBe(true);
    expect(await isReactManaged(table.locator('td').first())).toBe(false);
    expect(await isReactManaged(page.locator('.markdown h2').first())).toBe(true);
  });

  test('a link in a table opens the other page in the app, without loading the page again', async ({page}) => {
    await page.goto(referencePage);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {samePageLoad: true}));
    const link = page.locator('#build-supply-responses + div table a[href$="#supply-cap-exceeded"]');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/pools\/back-end\/backend-overview#supply-cap-exceeded$/);
    const target = page.locator('#supply-cap-exceeded');
    await expect(target).toBeInViewport();
    expect(await page.evaluate(() => (window as Window & {samePageLoad?: boolean}).samePageLoad)).toBe(true);
    // The error catalogue's row target is part of its table's HTML, and a jump to it stops below the sticky navbar.
    expect(await isReactManaged(target)).toBe(false);
    const navbar = (await page.locator('.navbar').boundingBox())!;
    expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  });

  test('a download link in a table still downloads the file', async ({page}) => {
    // The reference downloads table lists each published file with a download link.
    await page.goto('/docs/assets/smart-contracts/overview');
    await waitForHydration(page);
    const link = page.locator('.markdown table a[download]').first();
    await link.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(await link.getAttribute('download'));
  });

  test('after a client-side navigation a table arrives as the same HTML, and its links still navigate in the app', async ({
    page,
  }) => {
    await page.goto('/docs/pools/back-end/backend-overview');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {samePageLoad: true}));
    await page.locator('.markdown a[href="/docs/pools/back-end/restfulApi/lend"]').first().click();
    await expect(page).toHaveURL(/\/restfulApi\/lend$/);
    // The URL changes before the new page renders: wait for the lend page itself, or the overview's table is read.
    await expect(page.locator('#build-supply-responses')).toBeAttached();
    const table = page.locator('.markdown table').first();
    await expect(table.locator('td').first()).toBeAttached();
    expect(await isReactManaged(table)).toBe(true);
    expect(await isReactManaged(table.locator('td').first())).toBe(false);
    await page.locator('#build-supply-responses + div table a[href$="#supply-cap-exceeded"]').click();
    await expect(page).toHaveURL(/\/docs\/pools\/back-end\/backend-overview#supply-cap-exceeded$/);
    expect(await page.evaluate(() => (window as Window & {samePageLoad?: boolean}).samePageLoad)).toBe(true);
  });
});
