import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {waitForHydration} from '../support/browser';

// Code blocks keep their server HTML (light-theme colours) on load and go live (working buttons, the
// dark theme's colours) when a pointer or focus reaches them, or near the viewport in the dark theme;
// see src/theme/CodeBlock. The lease API page is the longest reference page.
const longPage = '/docs/rwa-use-cases/lease-agreement/api';

/** The last code block on the page outside tabs: far below the first screen. */
const lastPlainBlock = (page: Page): Locator => page.locator('.markdown .theme-code-block:not(.tabs-container *)').last();

test.describe('code blocks on a long page', () => {
  test('a block far below the first screen keeps its highlighted server HTML after hydration', async ({page}) => {
    await page.goto(longPage);
    await page.waitForLoadState('networkidle');
    const block = lastPlainBlock(page);
    await expect(block.locator('.token').first()).toBeAttached();
    expect((await block.locator('code').textContent())?.trim().length).toBeGreaterThan(20);
    expect(await block.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight * 3)).toBe(true);
    expect(await page.locator('.markdown .theme-code-block').count()).toBeGreaterThan(20);
  });

  test('in the light theme a block in view keeps its server HTML until a pointer reaches it', async ({page}) => {
    await page.goto(longPage);
    await waitForHydration(page);
    const block = lastPlainBlock(page);
    await block.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(block.locator('xpath=..')).not.toHaveAttribute('data-live');
    await expect(block.locator('.token').first()).toBeVisible();
    await block.hover();
    await expect(block.locator('xpath=..')).toHaveAttribute('data-live', 'true');
  });

  test('a block reached by the pointer goes live: its copy button copies the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(longPage);
    const block = lastPlainBlock(page);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    // Clicks reach the live block, not the server HTML it replaces.
    await expect(block.locator('xpath=..')).toHaveAttribute('data-live', 'true');
    const code = await block.locator('code').innerText();
    await block.getByRole('button', {name: /copy code/i}).click();
    await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
  });

  test('in the dark theme a block scrolled into view takes the dark code colours', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(longPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const block = lastPlainBlock(page);
    await block.scrollIntoViewIfNeeded();
    // Dracula's background, the dark code theme's base (config/prism.ts); the server HTML has the light one.
    await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(40, 42, 54)');
  });

  test('switching an example tab shows the other client highlighted', async ({page}) => {
    await page.goto(longPage);
    // Docusaurus remounts tabs once hydrated; take them after that.
    await waitForHydration(page);
    const tabs = page.locator('.markdown .tabs-container').nth(5);
    await tabs.scrollIntoViewIfNeeded();
    await tabs.getByRole('tab', {name: 'TypeScript'}).click();
    const panel = tabs.locator('[role=tabpanel]:not([hidden])');
    await expect(panel.locator('.token.keyword').first()).toBeVisible();
  });

  test('keyboard focus that lands on a block before it goes live stays on it', async ({page}) => {
    await page.goto(longPage);
    const block = lastPlainBlock(page);
    await block.locator('pre').focus();
    await expect(block.locator('pre')).toBeFocused();
    await expect(block.locator('pre')).toBeInViewport();
    // Give the block time to go live, then focus must still be on its code.
    await page.waitForTimeout(500);
    await expect(block.locator('pre')).toBeFocused();
  });
});

test.describe('code blocks on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 412, height: 823}});

  test('a tap on the copy button of server HTML copies the code once the block is live', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(longPage);
    await waitForHydration(page);
    const block = lastPlainBlock(page);
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('xpath=..')).not.toHaveAttribute('data-live');
    const code = await block.locator('code').innerText();
    await block.getByRole('button', {name: /copy code/i}).tap();
    // Polls the outcome: the button says "Copied" for only a second, which a slow poll can miss.
    await expect.poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
    await expect(block.locator('xpath=..')).toHaveAttribute('data-live', 'true');
  });
});
