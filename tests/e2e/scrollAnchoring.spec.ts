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

test.describe('scroll anchoring: what renders above the reader does not move the text in view', () => {
  test('code blocks rendering as they near the view leave a control scrolled to in place', async ({page}) => {
    await page.goto('/docs/engage/smart-contracts/staking-contract/introduction');
    await waitForHydration(page);
    const checkbox = page.locator('form', {hasText: 'Staking rewards estimator'}).getByLabel('Compound: restake the rewards');
    // Measured in the page, in the frames right after the scroll: a round trip to the test is too slow to see a move.
    const measured = await checkbox.evaluate(
      (target) =>
        new Promise<{blocksRenderedAbove: number; topWhenScrolled: number; topLater: number}>((resolve) => {
          let blocksRenderedAbove = 0;
          document.addEventListener(
            'contentvisibilityautostatechange',
            (event) => {
              const block = event.target as Element;
              const above = block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
              if (!(event as ContentVisibilityAutoStateChangeEvent).skipped && above && block.matches('.theme-code-block')) blocksRenderedAbove++;
            },
            {capture: true},
          );
          target.scrollIntoView({block: 'center'});
          const topWhenScrolled = target.getBoundingClientRect().top;
          let frames = 10;
          const next = () => {
            if (--frames > 0) return void requestAnimationFrame(next);
            resolve({blocksRenderedAbove, topWhenScrolled, topLater: target.getBoundingClientRect().top});
          };
          requestAnimationFrame(next);
        }),
    );
    // The code blocks just above the view were skipped until the scroll, then rendered: the case that moved the page.
    expect(measured.blocksRenderedAbove).toBeGreaterThan(0);
    expect(measured.topLater).toBeCloseTo(measured.topWhenScrolled, 0);
  });

  for (const path of ['/docs/engage/smart-contracts/staking-contract/introduction', '/blog/2025/08/26/cp-pools-minimum-apr']) {
    test(`the sidebar is not the scroll anchor: content growing above the view scrolls with it (${path})`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate('scrollTo(0, document.scrollingElement.scrollHeight / 2)');
      await afterFrames(page, 2);
      const scrolledTo = await page.evaluate('scrollY');
      await page.locator('article p').first().evaluate((paragraph) => (paragraph.style.paddingTop = '300px'));
      await afterFrames(page, 2);
      expect(await page.evaluate('scrollY')).toBe(Number(scrolledTo) + 300);
    });
  }
});

/** Heights of code blocks and table frames far below the first screen (the browser has skipped them so far), before and after rendering. */
async function heightsBeforeAndAfterRendering(page: Page) {
  const heights = await page.evaluate(() => {
    const skippable = Array.from(document.querySelectorAll<HTMLElement>('.markdown .theme-code-block, .markdown table')).map(
      (element) => (element.tagName === 'TABLE' ? element.parentElement! : element),
    );
    const farBelow = skippable.filter((element) => element.getBoundingClientRect().top > 3 * window.innerHeight && element.offsetParent);
    const before = farBelow.map((element) => element.getBoundingClientRect().height);
    for (const element of farBelow) element.style.contentVisibility = 'visible';
    return farBelow.map((element, index) => ({code: element.matches('.theme-code-block'), before: before[index]!, after: element.getBoundingClientRect().height}));
  });
  return {code: heights.filter((block) => block.code), tables: heights.filter((block) => !block.code)};
}

test.describe('the height of code blocks and tables before they first render', () => {
  test('on a wide screen: code blocks take their real height and tables at least their rows’ height', async ({page}) => {
    await page.goto('/docs/assets/smart-contracts/ERC-3643/introduction');
    await waitForHydration(page);
    const {code, tables} = await heightsBeforeAndAfterRendering(page);
    expect(code.length).toBeGreaterThan(100);
    expect(tables.length).toBeGreaterThan(100);
    for (const block of code) expect(Math.abs(block.before - block.after)).toBeLessThanOrEqual(1);
    // A table's estimate counts one line a row; cells that wrap make it taller, never shorter.
    for (const table of tables) expect(table.before).toBeLessThanOrEqual(table.after + 1);
    expect(tables.filter((table) => Math.abs(table.before - table.after) <= 1).length).toBeGreaterThan(tables.length / 2);
  });

  test('on a phone, where titles and cells wrap: never shorter than the block or table', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/docs/pools/pools-processes/borrowing');
    await waitForHydration(page);
    const {code, tables} = await heightsBeforeAndAfterRendering(page);
    expect(code.length).toBeGreaterThanOrEqual(3);
    expect(tables.length).toBeGreaterThanOrEqual(3);
    for (const block of [...code, ...tables]) expect(block.before).toBeGreaterThanOrEqual(block.after - 1);
  });
});
