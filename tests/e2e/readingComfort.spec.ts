import type {Page} from '@playwright/test';
import {waitForHydration} from '../support/browser';
import {currentFocusStop, markFocusables} from '../support/focus';
import {test, expect} from './fixtures';

/** Lengths, in characters, of the full lines (not a paragraph's last) of prose paragraphs without code. */
function proseLineLengths(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const lengths: number[] = [];
    for (const paragraph of Array.from(document.querySelectorAll('.markdown > p, .markdown > .static-html > p'))) {
      if (paragraph.querySelector('code')) continue;
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node as Text).length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = range.getClientRects()[0]?.top;
          if (top !== undefined) lines.set(Math.round(top), (lines.get(Math.round(top)) ?? 0) + 1);
        }
      }
      lengths.push(...[...lines.values()].slice(0, -1));
    }
    return lengths.sort((a, b) => a - b);
  });
}

/** Widths of the first paragraph and table, in the paragraph's ch, and of the Markdown column. */
function widths(page: Page) {
  return page.evaluate(() => {
    const paragraph = document.querySelector('.markdown > p, .markdown > .static-html > p')!;
    const probe = document.createElement('span');
    probe.style.cssText = 'display: inline-block; width: 1ch';
    paragraph.append(probe);
    const ch = probe.getBoundingClientRect().width;
    probe.remove();
    return {
      paragraphCh: paragraph.getBoundingClientRect().width / ch,
      paragraph: paragraph.getBoundingClientRect().width,
      table: document.querySelector('.markdown table')!.getBoundingClientRect().width,
      column: document.querySelector('.markdown')!.getBoundingClientRect().width,
    };
  });
}

test('at 1440 px, prose keeps a readable measure while tables use the whole column', async ({page}, testInfo) => {
  await page.setViewportSize({width: 1440, height: 900});
  const lengths: number[] = [];
  for (const path of ['/docs/introduction/', '/docs/resources/faqs', '/docs/pools/pools-processes/borrowing']) {
    await page.goto(path);
    const measured = await widths(page);
    expect(measured.paragraphCh).toBeGreaterThanOrEqual(60);
    expect(measured.paragraphCh).toBeLessThanOrEqual(64);
    expect(measured.table).toBeCloseTo(measured.column, 0);
    lengths.push(...(await proseLineLengths(page)));
  }
  lengths.sort((a, b) => a - b);
  const median = lengths[lengths.length >> 1]!;
  testInfo.annotations.push({
    type: 'measure',
    description: `median ${median} characters over ${lengths.length} full lines`,
  });
  expect(lengths.length).toBeGreaterThan(50);
  expect(median).toBeGreaterThanOrEqual(65);
  expect(median).toBeLessThanOrEqual(85);
});

test('at 390 px, prose uses the whole column', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/introduction/');
  const measured = await widths(page);
  expect(measured.paragraph).toBeCloseTo(measured.column, 0);
});

const longLineBlock = (page: Page) => page.locator('.theme-code-block', {hasText: 'accessToken'}).first();

test('a code block with a long line toggles word wrap and back', async ({page}) => {
  await page.goto('/docs/pools/back-end/restfulApi/authentication');
  await waitForHydration(page);
  const block = longLineBlock(page);
  const pre = block.locator('pre');
  const layout = () =>
    pre.evaluate((element) => ({
      whiteSpace: getComputedStyle(element.querySelector('code')!).whiteSpace,
      scrolls: element.scrollWidth > element.clientWidth,
    }));
  expect(await layout()).toEqual({whiteSpace: 'pre', scrolls: true});
  // Reaching a block whose code is too wide shows its word-wrap toggle (plugins/code-blocks/client/codeBlockButtons).
  await block.hover();
  const toggle = block.getByRole('button', {name: 'Toggle word wrap'});
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect.poll(layout).toEqual({whiteSpace: 'pre-wrap', scrolls: false});
  await toggle.click();
  await expect.poll(layout).toEqual({whiteSpace: 'pre', scrolls: true});
});

for (const theme of ['light', 'dark'] as const) {
  test(`the word-wrap toggle is reached by Tab, shows focus and works with Enter (${theme})`, async ({page}) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/docs/pools/back-end/restfulApi/authentication');
    await waitForHydration(page);
    await markFocusables(page);
    const block = longLineBlock(page);
    await block.locator('pre').focus();
    // Focus measures the block (plugins/code-blocks/client/codeBlockButtons), which shows its word-wrap toggle; focus
    // stays on the code.
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeAttached();
    await expect(block.locator('pre')).toBeFocused();
    await page.keyboard.press('Tab');
    // The focused button fades in (the theme's opacity transition): wait until it has.
    const toggle = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveCSS('opacity', '1');
    const stop = await currentFocusStop(page);
    expect(stop.description).toBe('button "Toggle word wrap"');
    expect(stop.visible, `visible: ${stop.indicator}`).toBe(true);
    expect(stop.indicated, `focus indicator: ${stop.indicator}`).toBe(true);
    await page.keyboard.press('Enter');
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  });
}
