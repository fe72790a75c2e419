import {expect, type Locator, type Page} from '@playwright/test';

/** Waits until React has hydrated the page, so the client router and event handlers are live. */
export async function waitForHydration(page: Page): Promise<void> {
  // The largest page (500 KB of HTML) takes seconds to hydrate on a slow or busy machine.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}

/** Page chunks the client router loads on demand; main and runtime come with the HTML. */
export const isRouteChunk = (url: URL | string): boolean =>
  /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/.test(new URL(url).pathname);

/** True when React manages the element (it hydrated or rendered it), false for HTML React only holds as a string. */
export const isReactManaged = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * Renders the route again without leaving the page, as a heading link does: a hash change, then back. What React did
 * not change (HTML it holds as a string) must keep its nodes.
 */
export async function renderRouteAgain(page: Page): Promise<void> {
  const heading = page.locator('.markdown h2').nth(1);
  await heading.hover();
  await heading.locator('a.hash-link').click();
  await expect(page).toHaveURL(/#/);
  await page.evaluate(() => window.history.pushState(null, '', '#elsewhere'));
  await page.goBack();
}
