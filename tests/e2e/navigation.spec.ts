import type {Page, Route} from '@playwright/test';
import {test, expect} from './fixtures';
import {isRouteChunk, waitForHydration} from '../support/browser';

/** Holds every page chunk requested from now on until `release` is called: the next route's code "loads slowly". */
async function holdRouteChunks(page: Page): Promise<{release: () => Promise<void>}> {
  const held: Route[] = [];
  let holding = true;
  await page.route(isRouteChunk, (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** When, in page time, the reader clicked and the progress bar appeared. */
interface ProgressMarks {
  clicked?: number;
  barShown?: number;
}

test.describe('route change (SPEC §4, §9)', () => {
  test('the progress bar starts 200 ms after a path change and finishes with the route update; no spinner', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      const marks: ProgressMarks = {};
      (window as unknown as {progressMarks: ProgressMarks}).progressMarks = marks;
      document.addEventListener('click', () => (marks.clicked = performance.now()), {capture: true});
      new MutationObserver(() => {
        if (document.getElementById('nprogress') && marks.barShown === undefined) marks.barShown = performance.now();
      }).observe(document.body, {childList: true});
    });
    const chunks = await holdRouteChunks(page);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Resources', exact: true}).click();

    const bar = page.locator('#nprogress');
    await expect(bar.locator('.bar')).toBeVisible();
    await expect(bar.locator('.spinner')).toHaveCount(0);
    const {clicked, barShown} = await page.evaluate(
      () => (window as unknown as {progressMarks: ProgressMarks}).progressMarks,
    );
    expect(barShown! - clicked!, 'the bar waits about 200 ms before it starts').toBeGreaterThanOrEqual(150);

    await chunks.release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Resources');
    await expect(bar).toHaveCount(0);
  });

  test('keeps the old page visible while the next page’s code loads', async ({page}) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    const chunks = await holdRouteChunks(page);
    await page.getByRole('complementary').getByRole('link', {name: 'Tech stack', exact: true}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    // The URL has moved on, but the Introduction stays on screen until the Tech stack code arrives.
    await expect(page).toHaveURL(/\/docs\/introduction\/tech-stack$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await chunks.release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tech stack');
  });

  test('reloads the page when the next page’s code fails to load', async ({page}) => {
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    let failing = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) failing = false;
    });
    await page.route(isRouteChunk, (route) => (failing ? route.abort('failed') : route.continue()));
    const reload = page.waitForRequest((request) => request.isNavigationRequest());
    // Followed from the keyboard: a hover would first preload the page, and the theme leaves that promise's
    // failure unhandled, which is not what this test is about.
    await page.getByRole('complementary').getByRole('link', {name: 'Tech stack', exact: true}).focus();
    await page.keyboard.press('Enter');
    // A full page load of the target, not a client-side render.
    expect((await reload).url()).toMatch(/\/docs\/introduction\/tech-stack$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tech stack');
    await waitForHydration(page);
  });
});

test.describe('scroll after navigation (SPEC §4)', () => {
  test('a link to path#anchor scrolls to the anchor', async ({page}) => {
    await page.goto('/docs/assets/smart-contracts/overview');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', {name: 'ARTE basket tokens'}).click();
    await expect(page).toHaveURL(/\/docs\/resources\/glossary#arte-basket-token$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Glossary');
    await expect(page.locator('#arte-basket-token')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a path change scrolls to the top', async ({page}) => {
    await page.goto('/docs/resources/glossary');
    await waitForHydration(page);
    const footerLink = page.locator('footer').getByRole('link', {name: 'Tech stack', exact: true});
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footerLink.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tech stack');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('prefetching (SPEC §4)', () => {
  /**
   * Brings a footer link into view and hovers it, and returns once the link has asked Docusaurus to
   * prefetch its page (the asking is asynchronous, so the page may go on loading after the hover),
   * with the page chunks requested from the hover on.
   */
  async function hoverFooterLink(page: Page): Promise<{chunkRequests: string[]; link: ReturnType<Page['locator']>}> {
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const link = page.locator('footer').getByRole('link', {name: 'Tech stack', exact: true});
    await expect(link, 'the link starts out of view, so nothing has prefetched it yet').not.toBeInViewport();
    await page.evaluate(() => {
      const asked: string[] = [];
      const {prefetch} = window.docusaurus;
      Object.assign(window, {prefetchesAsked: asked});
      window.docusaurus = {
        ...window.docusaurus,
        prefetch: (routePath: string) => {
          asked.push(routePath);
          return prefetch(routePath);
        },
      };
    });
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (isRouteChunk(request.url())) chunkRequests.push(request.url());
    });
    await link.hover();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {prefetchesAsked: string[]}).prefetchesAsked))
      .toContain('/docs/introduction/tech-stack');
    await page.waitForLoadState('networkidle');
    return {chunkRequests, link};
  }

  test('loads a link’s page chunks when it comes into view or is hovered', async ({page}) => {
    const {chunkRequests} = await hoverFooterLink(page);
    await expect.poll(() => chunkRequests.length).toBeGreaterThan(0);
  });

  for (const [condition, connection] of [
    ['Save-Data is on', {effectiveType: '4g', saveData: true}],
    ['the connection is slow-2g', {effectiveType: 'slow-2g', saveData: false}],
  ] as const) {
    test(`loads nothing ahead when ${condition}, and the link still works`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
      }, connection);
      const {chunkRequests, link} = await hoverFooterLink(page);
      expect(chunkRequests).toEqual([]);
      await link.click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Tech stack');
      expect(chunkRequests.length).toBeGreaterThan(0);
    });
  }
});
