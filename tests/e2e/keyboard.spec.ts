import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {waitForHydration} from '../support/browser';
import {currentFocusStop, markFocusables, type FocusStop} from '../support/focus';

/** A doc page with navbar, sidebar, code blocks and an interactive component: the staking estimator. */
const stakingPage = '/docs/engage/smart-contracts/staking-contract/introduction';

/** Whether the reader can see the focused element and where focus is. */
const settled = (stop: FocusStop) => stop.visible && stop.indicated;

/**
 * Presses Tab and returns the new focus stop once it is visible with a focus indicator; focus can
 * start a smooth scroll or a fade-in, so the check retries until they settle (most stops need no retry).
 */
async function tabToNextStop(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab');
  let stop = await currentFocusStop(page);
  if (settled(stop)) return stop;
  await expect
    .poll(
      async () => {
        stop = await currentFocusStop(page);
        return settled(stop);
      },
      {message: `focus on ${stop.region}: ${stop.description} is visible and marked (${stop.indicator})`},
    )
    .toBe(true);
  return stop;
}

test.describe('keyboard-only reading (WCAG 2.1.1, 2.4.1, 2.4.7)', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({page}) => {
    await page.goto(stakingPage);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    // The theme focuses <main> for a moment and leaves the sequential focus starting point there,
    // so the next Tab lands in the content, past the navbar and the sidebar.
    await markFocusables(page);
    expect((await tabToNextStop(page)).region).toBe('main');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`Tab walks navbar, sidebar and content to the staking estimator, always showing focus (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(stakingPage);
      await waitForHydration(page);
      await markFocusables(page);
      const estimatorName = 'Staking rewards estimator';
      const estimator = page.getByRole('form', {name: estimatorName});
      const stops: FocusStop[] = [];

      while (stops.at(-1)?.form !== estimatorName) {
        expect(stops.length, 'the estimator is reachable with Tab').toBeLessThan(800);
        stops.push(await tabToNextStop(page));
      }

      expect(stops[0]!.region).toBe('skip link');
      const navbarStops = stops.filter((stop) => stop.region === 'navbar').map((stop) => stop.description);
      for (const label of ['Introduction', 'Assets', 'Pools', 'Engage', 'Resources', 'GitHub', 'dark and light mode']) {
        expect(
          navbarStops.some((description) => description.includes(label)),
          `navbar stop "${label}"`,
        ).toBe(true);
      }
      const firstIn = (region: FocusStop['region']) => stops.findIndex((stop) => stop.region === region);
      expect(firstIn('navbar')).toBeLessThan(firstIn('sidebar'));
      expect(firstIn('sidebar')).toBeLessThan(firstIn('main'));

      // The estimator works from the keyboard: Space ticks "Compound", which adds the restake field.
      const compound = estimator.getByRole('checkbox', {name: /Compound/});
      while (!(await compound.evaluate((box) => box === document.activeElement))) {
        expect((await tabToNextStop(page)).region).toBe('main');
      }
      await page.keyboard.press('Space');
      await expect(estimator.getByLabel(/Restake every/)).toBeVisible();
    });
  }
});
