import {test, expect} from './fixtures';
import {wcagViolations} from '../support/axe';
import {pageTypes} from '../support/pageTypes';

// Reference pages carry thousands of nodes (every code token is one): axe needs tens of seconds for one.
test.describe.configure({timeout: 150_000});

for (const theme of ['light', 'dark'] as const) {
  for (const [kind, path] of pageTypes) {
    test(`${kind} has no WCAG 2.1 AA violations (${theme})`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      // As a reader who scrolls nowhere: the page as loaded, with nothing changed before the audit.
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Diagrams are in the page's HTML, drawn: the audit sees them as readers do.
      await expect(page.getByLabel('Diagram source')).toHaveCount(0);
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
}
