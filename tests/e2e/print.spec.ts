import type {Page} from '@playwright/test';
import {waitForHydration} from '../support/browser';
import {test, expect} from './fixtures';

/** Opens a page in a theme, hydrated, then switches to print media. */
async function openForPrint(page: Page, path: string, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await waitForHydration(page);
  await page.emulateMedia({media: 'print'});
}

const display = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).display);

const afterContent = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element, '::after').content);

const hiddenInPrint = {
  'announcement bar': 'div[role="banner"]',
  'skip link': 'a[href="#__docusaurus_skipToContent_fallback"]',
  navbar: '.navbar',
  'back-to-top button': '.theme-back-to-top-button',
  sidebar: '.theme-doc-sidebar-container',
  'table of contents': '.theme-doc-toc-desktop',
  'site footer': 'footer.footer',
  pagination: '.pagination-nav',
  'edit link': '.theme-edit-this-page',
  'code copy button': '.theme-code-block button',
  'home breadcrumb': '.breadcrumbs__item:has(a[aria-label="Home page"])',
};

for (const theme of ['light', 'dark'] as const) {
  test(`a printed doc page is its content alone, black on white, at full width (${theme})`, async ({page}) => {
    await openForPrint(page, '/docs/pools/back-end/restfulApi/authentication', theme);
    for (const [name, selector] of Object.entries(hiddenInPrint)) {
      await expect(page.locator(selector).first(), `${name} (${selector}) is on the page`).toBeAttached();
      await expect(page.locator(selector).first(), `${name} (${selector})`).toBeHidden();
    }
    for (const selector of ['.navbar', '.theme-doc-sidebar-container', 'footer.footer']) {
      expect(await display(page, selector), selector).toBe('none');
    }
    await expect(page.locator('.theme-doc-breadcrumbs')).toBeVisible();
    await expect(page.locator('.theme-last-updated')).toBeVisible();

    const widths = await page.evaluate(() => ({
      viewport: document.documentElement.clientWidth,
      content: document.querySelector('.theme-doc-markdown')!.getBoundingClientRect().width,
    }));
    expect(widths.content).toBeGreaterThan(widths.viewport * 0.9);

    const colours = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('.markdown > p, .markdown > .static-html > p')!).color,
      code: getComputedStyle(document.querySelector('.theme-code-block pre code span[class]')!).color,
    }));
    expect(colours.background).toBe('rgb(255, 255, 255)');
    expect(colours.text).toBe('rgb(0, 0, 0)');
    if (theme === 'dark') expect(colours.code).toBe('rgb(0, 0, 0)');
  });
}

test('printed links show where they go; in-page anchors and e-mail addresses do not', async ({page}) => {
  await openForPrint(page, '/docs/blockchain-and-web3/metamaskChainConnection', 'light');
  const external = page.locator('.markdown a[href^="https://"]').first();
  const href = await external.getAttribute('href');
  expect(await afterContent(page, '.markdown a[href^="https://"]')).toBe(`" (${href})"`);

  const internalHref = await page.locator('.markdown a[href^="/docs/"]').first().getAttribute('href');
  expect(await afterContent(page, '.markdown a[href^="/docs/"]')).toBe(`" (${internalHref})"`);

  // A heading's own anchor link is hidden; an in-page link gets no address.
  expect(await display(page, '.markdown .hash-link')).toBe('none');
  await page.evaluate(() => {
    const markdown = document.querySelector('.markdown')!;
    markdown.insertAdjacentHTML(
      'beforeend',
      '<p><a id="in-page" href="#top">to the top</a> <a id="mail" href="mailto:a@b.example">a@b.example</a></p>',
    );
  });
  expect(await afterContent(page, '#in-page')).toBe('none');
  expect(await afterContent(page, '#mail')).toBe('none');
});

test('printed code wraps, so a long line is not cut off, and blocks and headings keep together', async ({page}) => {
  await openForPrint(page, '/docs/pools/back-end/restfulApi/authentication', 'light');
  const block = page.locator('.theme-code-block', {hasText: 'accessToken'}).first();
  const code = await block.locator('pre').evaluate((pre) => ({
    whiteSpace: getComputedStyle(pre.querySelector('code')!).whiteSpace,
    overflows: pre.scrollWidth > pre.clientWidth,
    breakInside: getComputedStyle(pre).breakInside,
  }));
  expect(code).toEqual({whiteSpace: 'pre-wrap', overflows: false, breakInside: 'avoid'});
  expect(
    await page
      .locator('.markdown h2')
      .first()
      .evaluate((heading) => getComputedStyle(heading).breakAfter),
  ).toBe('avoid');
  expect(
    await page
      .locator('.markdown tr')
      .first()
      .evaluate((row) => getComputedStyle(row).breakInside),
  ).toBe('avoid');
});

for (const theme of ['light', 'dark'] as const) {
  test(`a printed Mermaid diagram fits the page width (${theme})`, async ({page}) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({width: 700, height: 900});
    await page.goto('/docs/pools/back-end/restfulApi/lend');
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(async () => {
      await page.evaluate(() => document.querySelector('[aria-label="Diagram source"]')?.scrollIntoView());
      await expect(diagram).toBeVisible({timeout: 1_000});
    }).toPass();
    await page.emulateMedia({media: 'print'});
    const fit = await diagram.evaluate((svg) => ({
      svg: svg.getBoundingClientRect().width,
      column: document.querySelector('.theme-doc-markdown')!.getBoundingClientRect().width,
      filter: getComputedStyle(svg).filter,
    }));
    expect(fit.svg).toBeGreaterThan(0);
    expect(fit.svg).toBeLessThanOrEqual(fit.column);
    expect(fit.filter).toBe(theme === 'dark' ? 'invert(1) hue-rotate(180deg)' : 'none');
  });
}

test('a doc page prints to a PDF of several pages', async ({page}) => {
  await openForPrint(page, '/docs/pools/back-end/restfulApi/authentication', 'dark');
  const pdf = await page.pdf({format: 'A4', margin: {top: '15mm', bottom: '15mm', left: '15mm', right: '15mm'}});
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(50_000);
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThan(1);
});
