import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rule sets the site is held to: WCAG 2.1 A and AA, and axe's best practices. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Every axe rule of `wcagTags` run over the page (or the part `include` selects), as `rule: selector, …` lines.
 * Legacy mode runs `axe.run` in the page: the default per-frame `runPartial` sends every checked node out and back
 * (on a reference page 21 s against 7 s). It skips only cross-origin frames, which the site has none of.
 * Only violations are collected; every rule still runs on every node.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  // A table's frame learns from a ResizeObserver, after hydration, that it scrolls sideways and takes focus: on a busy
  // machine that can come after the load. Audit once it has come (a frame that never takes focus times out here).
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('div[class*="frame_"]:has(> table)')).every(
      (frame) => frame.scrollWidth <= frame.clientWidth || frame.hasAttribute('tabindex'),
    ),
  );
  let builder = new AxeBuilder({page})
    .withTags(wcagTags)
    .options({resultTypes: ['violations']})
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  return violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
