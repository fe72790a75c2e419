import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {waitForHydration} from '../support/browser';

/** Resolves after the browser has drawn `count` more frames, so anything deferred to rendering has happened. */
const afterFrames = (page: Page, count: number): Promise<void> =>
  page.evaluate(`new Promise((resolve) => {
    let left = ${count};
    const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
    requestAnimationFrame(next);
  })`);

/** Resolves once the page's height has stayed the same for ten frames in a row (or after five seconds). */
const settled = (page: Page): Promise<void> =>
  page.evaluate(`new Promise((resolve) => {
    const started = performance.now();
    let height = -1;
    let same = 0;
    const next = () => {
      const now = document.scrollingElement.scrollHeight;
      same = now === height ? same + 1 : 0;
      height = now;
      if (same >= 10 || performance.now() - started > 5000) resolve();
      else requestAnimationFrame(next);
    };
    requestAnimationFrame(next);
  })`);

// Chromium anchors scrolling on the first element in view: a sticky sidebar would be chosen and never
// move, so content growing above the reader (a diagram drawn after a client-side navigation, an image
// loading) would push the text being read (src/css/custom.css).
test.describe('scroll anchoring: what grows above the reader does not move the text in view', () => {
  for (const path of [
    '/docs/engage/smart-contracts/staking-contract/introduction',
    '/blog/2025/08/26/cp-pools-minimum-apr',
  ]) {
    test(`the sidebar is not the scroll anchor: content growing above the view scrolls with it (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate('scrollTo(0, document.scrollingElement.scrollHeight / 2)');
      // Whatever the page still draws on its own (a diagram drawn in the browser) settles before the check.
      await page.waitForLoadState('networkidle');
      await settled(page);
      const scrolledTo = await page.evaluate('scrollY');
      await page
        .locator('article p')
        .first()
        .evaluate((paragraph) => (paragraph.style.paddingTop = '300px'));
      await afterFrames(page, 2);
      expect(await page.evaluate('scrollY')).toBe(Number(scrolledTo) + 300);
    });
  }
});
