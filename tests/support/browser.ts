import {expect, type Page} from '@playwright/test';

/** Waits until React has hydrated the page, so the client router and event handlers are live. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Page chunks the client router loads on demand; main and runtime come with the HTML. */
export const isRouteChunk = (url: URL | string): boolean =>
  /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/.test(new URL(url).pathname);

/**
 * Renders every part the browser skips off-screen (`content-visibility: auto` on code blocks and
 * tables). Skipped parts take their real height as they render, which moves the page while axe
 * measures it, so it would read colours at the wrong places.
 */
export async function renderOffscreenContent(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('.markdown *'))) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}
