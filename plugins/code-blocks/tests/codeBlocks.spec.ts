import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';
import {isReactManaged, renderRouteAgain, waitForHydration} from '../../../tests/support/browser';
import {repoRoot} from '../../../tests/support/paths';

// Code blocks are highlighted at build time (plugins/code-blocks): the server HTML is final, its token
// colours come from CSS in either theme, and hydrating changes nothing in it. The lease API page is
// the longest reference page.
const longPage = '/docs/rwa-use-cases/lease-agreement/api';

/** The last code block on the page outside tabs: far below the first screen. */
const lastPlainBlock = (page: Page): Locator =>
  page.locator('.markdown .theme-code-block:not(.tabs-container *)').last();

/** The computed colour of the block's first coloured token. */
const firstTokenColour = (block: Locator) =>
  block
    .locator('code span[class]')
    .first()
    .evaluate((element) => getComputedStyle(element).color);

/**
 * Records every accessible name the button takes from now on, and returns a reader of them: "Copied" shows for a
 * second only, which a busy machine's poll can miss.
 */
async function recordLabels(button: Locator): Promise<() => Promise<string[]>> {
  await button.evaluate((element) => {
    const labels: string[] = [];
    new MutationObserver(() => labels.push(element.getAttribute('aria-label') ?? '')).observe(element, {
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    Object.assign(window, {copyLabels: labels});
  });
  return () => button.page().evaluate(() => (window as Window & {copyLabels?: string[]}).copyLabels ?? []);
}

test.describe('code blocks on a long page', () => {
  test('the server HTML is highlighted and hydration leaves it as it is', async ({page}) => {
    const serverHtml = await (await page.request.get(longPage)).text();
    await page.goto(longPage);
    await waitForHydration(page);
    const blocks = page.locator('.markdown .theme-code-block code');
    expect(await blocks.count()).toBeGreaterThan(20);
    const {live, served} = await page.evaluate((html) => {
      const selector = '.markdown .theme-code-block:not(.tabs-container *) code';
      const last = (root: ParentNode) => Array.from(root.querySelectorAll(selector)).at(-1)!.innerHTML;
      return {live: last(document), served: last(new DOMParser().parseFromString(html, 'text/html'))};
    }, serverHtml);
    expect(live).toMatch(/<span class="[ld]\d+/);
    // The markup the server sent, as it was: React adopted it rather than rendering it again.
    expect(live).toBe(served);
    expect(
      await lastPlainBlock(page).evaluate((element) => element.getBoundingClientRect().top > window.innerHeight * 3),
    ).toBe(true);
  });

  test('in the dark theme every block has the dark colours at once, scrolled to or not', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(longPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const block = lastPlainBlock(page);
    // Dracula's background (config/prism.ts), never the light theme's, with no scrolling or pointer.
    await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    const darkToken = await firstTokenColour(block);
    // The same HTML takes the light colours when the theme switches: they come from CSS alone.
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(246, 248, 250)');
    expect(await firstTokenColour(block)).not.toBe(darkToken);
  });

  test('the copy button copies the code exactly, also far down the page', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(longPage);
    await waitForHydration(page);
    const block = lastPlainBlock(page);
    await block.scrollIntoViewIfNeeded();
    const code = await block.locator('code').textContent();
    expect(code!.split('\n').length).toBeGreaterThan(1);
    const button = block.getByRole('button', {name: /copy code/i});
    const labels = await recordLabels(button);
    await button.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect.poll(labels).toContain('Copied');
  });

  test('switching an example tab shows the other client highlighted', async ({page}) => {
    await page.goto(longPage);
    await waitForHydration(page);
    const tabs = page.locator('.markdown .tabs-container').nth(5);
    await tabs.scrollIntoViewIfNeeded();
    await tabs.getByRole('tab', {name: 'TypeScript'}).click();
    const panel = tabs.locator('[role=tabpanel]:not([hidden])');
    await expect(panel.locator('.language-ts code span[class]').first()).toBeVisible();
  });
});

test.describe('the block around the code is HTML too, its buttons working by delegation', () => {
  test('React manages each block, not its code, buttons or icons; "Copied" turns back after a second', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(longPage);
    await waitForHydration(page);
    const block = lastPlainBlock(page);
    expect(await isReactManaged(block)).toBe(true);
    for (const part of ['pre', 'code', 'button', 'svg'])
      expect(await isReactManaged(block.locator(part).first()), part).toBe(false);
    // Found by its tooltip, which stays "Copy" while its name changes.
    const button = block.getByTitle('Copy', {exact: true});
    await expect(button).toHaveAccessibleName('Copy code to clipboard');
    await block.scrollIntoViewIfNeeded();
    const labels = await recordLabels(button);
    await button.click();
    await expect.poll(labels).toEqual(['Copied', 'Copy code to clipboard']);
    await expect(button).toHaveAccessibleName('Copy code to clipboard');
  });

  test('a wrapped block stays wrapped, the same nodes, when the page renders again (a heading link)', async ({
    page,
  }) => {
    await page.goto('/docs/pools/back-end/restfulApi/authentication');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block', {hasText: 'accessToken'}).first();
    await block.hover();
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
    await block.locator('pre').evaluate((pre) => Object.assign(pre, {marked: true}));
    await renderRouteAgain(page);
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeVisible();
    expect(await block.locator('pre').evaluate((pre) => (pre as HTMLElement & {marked?: boolean}).marked)).toBe(true);
  });

  test('a block whose code fits shows no word-wrap toggle; hovering one wider than the block shows it', async ({
    page,
  }) => {
    await page.goto('/docs/pools/back-end/restfulApi/authentication');
    await waitForHydration(page);
    const fits = page.locator('.theme-code-block', {hasText: '"nonce"'}).first();
    expect(await fits.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    await fits.hover();
    await expect(fits.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
    await expect(fits.getByRole('button', {name: 'Toggle word wrap', includeHidden: true})).toBeHidden();
    const wide = page.locator('.theme-code-block', {hasText: 'accessToken'}).first();
    await expect(wide.getByRole('button', {name: 'Toggle word wrap', includeHidden: true})).toBeHidden();
    await wide.hover();
    await expect(wide.getByRole('button', {name: 'Toggle word wrap'})).toBeVisible();
  });

  test("after a client-side navigation the new page's blocks copy too", async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/introduction/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('.markdown a[href^="/docs/pools/back-end/restfulApi/utils#"]').first().click();
    await expect(page).toHaveURL(/\/restfulApi\/utils#/);
    // The address changes before the new page renders: its blocks are read once its title is there.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Utils (REST)');
    expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
    const block = page.locator('.markdown .theme-code-block').first();
    const code = await block.locator('code').textContent();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});

test('a copied block keeps its source to the character: newlines, quotes and the backslash', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/markdown-page');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block', {hasText: 'Terminal'});
  await block.getByRole('button', {name: /copy code/i}).click();
  // The block as the page's source writes it: quotes, a backslash and a newline.
  const source = fs.readFileSync(path.join(repoRoot, 'src/pages/markdown-page.mdx'), 'utf8');
  const written = /```bash title="Terminal"\n([\s\S]*?)\n```/.exec(source)![1]!;
  expect(written).toMatch(/"[^\n]*\\\n/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(written);
});

test.describe('code blocks on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 412, height: 823}});

  test('a tap on the copy button copies the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(longPage);
    await waitForHydration(page);
    const block = lastPlainBlock(page);
    await block.scrollIntoViewIfNeeded();
    const code = await block.locator('code').textContent();
    await block.getByRole('button', {name: /copy code/i}).tap();
    // Polls the outcome: the button says "Copied" for only a second, which a slow poll can miss.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});
