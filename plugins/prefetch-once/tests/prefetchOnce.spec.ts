import {test, expect} from '../../../tests/e2e/fixtures';
import {waitForHydration} from '../../../tests/support/browser';

/** What this plugin changes: Docusaurus' own prefetching (tests/e2e/navigation.spec.ts) asks for each file once. */
test.describe('prefetching each file once', () => {
  test('prefetches each file once, however many links in view need it, and more as links come into view', async ({
    page,
  }) => {
    const prefetched = () =>
      page.locator('link[rel=prefetch]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    await page.goto('/docs/rwa-use-cases/lease-agreement/api');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const onLoad = await prefetched();
    // The scripts the page ran, its chunks included (webpack removes a chunk's script element once it has run).
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.length, 'the page ran its chunks').toBeGreaterThan(3);
    expect(onLoad.length, 'links in view prefetch their pages').toBeGreaterThan(0);
    expect(new Set(onLoad).size, 'no file is requested twice').toBe(onLoad.length);
    expect(
      onLoad.filter((href) => scripts.includes(href)),
      'nor a file this page already loaded',
    ).toEqual([]);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await prefetched()).length, 'footer links prefetch their pages as they come into view')
      .toBeGreaterThan(onLoad.length);
    const afterScroll = await prefetched();
    expect(new Set(afterScroll).size).toBe(afterScroll.length);
  });
});
