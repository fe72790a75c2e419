import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {waitForHydration} from '../support/browser';

// Table-heavy pages: the how-to whose narrow Role column read "counterp / arty", the REST references
// of the lease and lending APIs, and the largest contract reference (210 tables).
const pages = [
  '/docs/cp-pools/how-tos/cp-pool-min-apr-not-met-flow',
  '/docs/rwa-use-cases/lease-agreement/api',
  '/docs/pools/back-end/restfulApi/lend',
  '/docs/assets/smart-contracts/ERC-3643/introduction',
  // Troubleshooting rows whose remedy runs far longer than their cause.
  '/docs/assets/how-tos/mint-burn-and-pause',
];

// Layout does not depend on the colour mode; each width runs in one of the two.
const screens = [
  {width: 1280, theme: 'light'},
  {width: 412, theme: 'dark'},
] as const;

interface Measured {
  tables: number;
  /** Tables in a closed tab or <details>: a reader does not see them until they open it. */
  hidden: number;
  words: number;
  defects: string[];
}

/**
 * Scrolls to each table as a reader would, then lists every cell that does not start at its row's top, every word
 * of a cell's text split across two lines and every table wider than its column (its frame,
 * src/components/TableFrame). Values (code, e-mail addresses) may break anywhere: not words.
 */
function measureTables(page: Page): Promise<Measured> {
  return page.evaluate(async () => {
    const measured: Measured = {tables: 0, hidden: 0, words: 0, defects: []};
    const tables = Array.from(document.querySelectorAll<HTMLTableElement>('.markdown table'));
    for (const [index, table] of tables.entries()) {
      const frame = table.parentElement!;
      if (!table.checkVisibility()) {
        measured.hidden++;
        continue;
      }
      frame.scrollIntoView({block: 'start'});
      measured.tables++;
      const name = `table ${index + 1} (${Array.from(table.rows[0]!.cells, (cell) => cell.textContent).join(' | ')})`;
      const overflow = table.getBoundingClientRect().width - frame.clientWidth;
      if (overflow > 0.5) measured.defects.push(`${name} is ${Math.round(overflow)} px wider than its column`);
      // A short cell beside a tall one is read with the start of that row, so every cell starts at the row's top.
      for (const row of Array.from(table.rows)) {
        for (const cell of Array.from(row.cells)) {
          const content = document.createRange();
          content.selectNodeContents(cell);
          const firstLine = content.getClientRects()[0];
          if (!firstLine) continue;
          const offset =
            firstLine.top - cell.getBoundingClientRect().top - parseFloat(getComputedStyle(cell).paddingTop);
          if (offset > 8) {
            measured.defects.push(
              `${name}: "${cell.textContent!.slice(0, 40)}" starts ${Math.round(offset)} px below its row's top`,
            );
            break;
          }
        }
      }
      const text = document.createTreeWalker(table, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node.parentElement!.closest("code, a[href^='mailto:']") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
      });
      for (let node = text.nextNode() as Text | null; node; node = text.nextNode() as Text | null) {
        for (const word of node.data.matchAll(/[\p{L}\p{N}'’]+/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index!);
          range.setEnd(node, word.index! + word[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          measured.words++;
          if (lines.size > 1) measured.defects.push(`${name}: "${word[0]}" is split across ${lines.size} lines`);
        }
      }
    }
    return measured;
  });
}

for (const {width, theme} of screens) {
  test.describe(`tables at ${width} px (${theme})`, () => {
    test.use({viewport: {width, height: 900}});

    for (const path of pages) {
      test(`${path}: cells start at their row's top, words stay whole and every table fits its column`, async ({
        page,
      }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const {tables, hidden, words, defects} = await measureTables(page);
        expect(tables).toBeGreaterThan(hidden);
        expect(tables + hidden).toBe(await page.locator('.markdown table').count());
        expect(words).toBeGreaterThan(tables);
        expect(defects).toEqual([]);
      });
    }
  });
}

test('a table too wide for its column even with whole words scrolls sideways in a frame that takes keyboard focus', async ({
  page,
}) => {
  // Ten columns of SQL result (column names as code) on the lease database page; at 412 px no layout fits them whole.
  await page.setViewportSize({width: 412, height: 900});
  await page.goto('/docs/rwa-use-cases/lease-agreement/database');
  await waitForHydration(page);
  const frame = page.locator('.markdown div:has(> table:has(th > code:text-is("days_past_due")))');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('tabindex', '0');
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // A table that fits adds no tab stop.
  await expect(page.locator('.markdown div:has(> table)').first()).not.toHaveAttribute('tabindex');
});
