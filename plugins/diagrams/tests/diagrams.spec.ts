import type {Page, Response} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';
import {waitForHydration} from '../../../tests/support/browser';
import {expectedHeaders, recordViolations} from '../../../tests/support/cspViolations';
import {buildDir} from '../../../tests/support/paths';
import {serveBuildDir} from '../../../scripts/staticHost/server';

// Diagrams are drawn ahead of time (`npm run diagrams`, plugins/diagrams, its theme/Mermaid): the
// page's HTML holds the drawing and a client-side navigation fetches it. The production site never
// loads Mermaid; a diagram without a drawing shows its source.
const diagramPage = '/docs/pools/pools-processes/borrowing';
const linkingPage = '/docs/pools/back-end/restfulApi/borrow';
const drawn = '.docusaurus-mermaid-container > svg[id^="diagram-"]';

/** Resolves, once the page is done, to whether any script it loaded is the Mermaid library. */
function recordMermaidLoads(page: Page): () => Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).some((body) => body.includes('mermaidAPI'));
}

/** The fill the page paints the first participant box with. */
const actorFill = (page: Page) =>
  page
    .locator(`${drawn} rect.actor`)
    .first()
    .evaluate((rect) => getComputedStyle(rect).fill);

test.describe('diagrams', () => {
  test('a page shows its diagrams drawn at once, from its HTML, and never loads Mermaid', async ({page}) => {
    const loadedMermaid = recordMermaidLoads(page);
    await page.goto(diagramPage);
    await expect(page.locator(drawn).first()).toBeInViewport();
    await waitForHydration(page);
    await expect(page.getByLabel('Diagram source')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await loadedMermaid()).toBe(false);
  });

  test('a drawing follows the colour mode, light without JavaScript', async ({browser}) => {
    const noScript = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await noScript.newPage();
    await staticPage.goto(diagramPage);
    const lightFill = await actorFill(staticPage);
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(diagramPage);
    await waitForHydration(page);
    expect(await actorFill(page)).toBe(lightFill);
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const darkFill = await actorFill(page);
    expect(darkFill).not.toBe(lightFill);
    // Mermaid's neutral theme paints boxes light and its dark theme dark: compare the red channels.
    const red = (colour: string) => Number(/\d+/.exec(colour)![0]);
    expect(red(darkFill)).toBeLessThan(red(lightFill));
    await context.close();
  });

  test('after a client-side navigation the drawing is fetched, without Mermaid', async ({page}) => {
    const loadedMermaid = recordMermaidLoads(page);
    await page.goto(linkingPage);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {samePageLoad: true}));
    const fetched = page.waitForResponse((response) => /\/diagrams\/[0-9a-f]{14}\.svg$/.test(response.url()));
    await page.locator('.markdown a[href="/docs/pools/pools-processes/borrowing"]').first().click();
    await expect(page).toHaveURL(/\/pools-processes\/borrowing$/);
    expect((await fetched).status()).toBe(200);
    await expect(page.locator(drawn).first()).toBeVisible();
    await expect(page.getByLabel('Diagram source').first()).toBeHidden();
    expect(await page.evaluate(() => (window as Window & {samePageLoad?: boolean}).samePageLoad)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await loadedMermaid()).toBe(false);
  });

  test('a drawing that cannot load leaves the diagram as its readable source, and Mermaid stays out', async ({
    page,
  }) => {
    const loadedMermaid = recordMermaidLoads(page);
    await page.route('**/diagrams/*.svg', (route) => route.fulfill({status: 404}));
    await page.goto(linkingPage);
    await waitForHydration(page);
    await page.locator('.markdown a[href="/docs/pools/pools-processes/borrowing"]').first().click();
    await expect(page).toHaveURL(/\/pools-processes\/borrowing$/);
    const source = page.getByLabel('Diagram source').first();
    await source.scrollIntoViewIfNeeded();
    await expect(source).toBeVisible();
    await expect(source).toContainText('participant Pool as Pool contract');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
    expect(await loadedMermaid()).toBe(false);
  });

  test('a page built before its diagram was drawn shows the source, readable, after hydration too', async ({page}) => {
    // The HTML as a build without the drawing writes it: the source in the diagram's holder.
    await page.route(`**${diagramPage}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<div class="docusaurus-mermaid-container"><svg[\s\S]*?<\/svg><\/div>/,
        '<pre aria-label="Diagram source"><code>sequenceDiagram\n  Ana-&gt;&gt;Pool: borrow</code></pre>',
      );
      await route.fulfill({response, body: html});
    });
    await page.goto(diagramPage);
    await waitForHydration(page);
    const source = page.getByLabel('Diagram source');
    await expect(source).toBeVisible();
    await expect(source).toContainText(/participant Pool as Pool contract/);
    await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  });
});

test('drawn diagrams show in both colour modes under the Content-Security-Policy of build/_headers', async ({page}) => {
  const site = await serveBuildDir(buildDir, {withHeaders: true});
  try {
    const violations = await recordViolations(page);
    const response = await page.goto(`${site.origin}${diagramPage}`);
    for (const {name, value} of expectedHeaders()) expect(response?.headers()[name.toLowerCase()], name).toBe(value);
    await waitForHydration(page);
    const light = await actorFill(page);
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await actorFill(page)).not.toBe(light);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  } finally {
    await site.close();
  }
});

test('a link to an anchor below a diagram keeps the heading in place when the drawing arrives late', async ({page}) => {
  // The pool life-cycle overview draws a diagram above this heading. After a client-side navigation its drawing is
  // fetched; held back here until after the scroll to the heading, it replaces the source, which has another height.
  // Without scroll anchoring, as in Safari, so that only the page's layout keeps the heading where it was.
  const above = '[data-diagram="1a9845dfdfa2ef"]';
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/diagrams/1a9845dfdfa2ef.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/docs/resources/faqs');
  await page.addStyleTag({content: '* { overflow-anchor: none !important; }'});
  await waitForHydration(page);
  await page.getByRole('main').locator('a[href$="/overview#a-borrowers-position-over-time"]').first().click();
  await expect(page).toHaveURL(/\/pools-processes\/overview#a-borrowers-position-over-time$/);
  const heading = page.locator('#a-borrowers-position-over-time');
  await expect(heading).toBeInViewport();
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const before = await top();
  const sourceHeight = await page.locator(above).evaluate((holder) => holder.getBoundingClientRect().height);
  release();
  await expect(page.locator(`${above} .docusaurus-mermaid-container svg`)).toBeVisible();
  const drawnHeight = await page.locator(above).evaluate((holder) => holder.getBoundingClientRect().height);
  expect(Math.abs(drawnHeight - sourceHeight), 'the drawing has another height than its source').toBeGreaterThan(5);
  // The heading stays below the navbar: it moves by no more than a line's height as the drawing takes its place.
  expect(before).toBeLessThan(120);
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(10);
});
