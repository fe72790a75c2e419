import {test, expect} from '../../../tests/e2e/fixtures';
import {isReactManaged, renderRouteAgain, waitForHydration} from '../../../tests/support/browser';

// Prose with nothing interactive in it is HTML made at build time (plugins/static-tables/prose): React manages the
// element around each run, never its paragraphs and links, and those links behave as the theme's Link would; a heading
// is one element with its anchor link inside (plugins/static-tables/headings).
const introduction = '/docs/introduction/';
const glossaryLink = '.static-html a[href="/docs/resources/glossary"]';

test.describe('prose', () => {
  test('on the first load React manages each run of prose, not its paragraphs, lists or links', async ({page}) => {
    await page.goto(introduction);
    await waitForHydration(page);
    const run = page.locator('.markdown > .static-html').first();
    expect(await page.locator('.markdown > .static-html').count()).toBeGreaterThan(5);
    expect(await isReactManaged(run)).toBe(true);
    expect(await isReactManaged(run.locator('p').first())).toBe(false);
    expect(await isReactManaged(page.locator(glossaryLink).first())).toBe(false);
    // A heading is one element, its anchor link part of its HTML.
    expect(await isReactManaged(page.locator('.markdown h2').first())).toBe(true);
    expect(await isReactManaged(page.locator('.markdown h2 a.hash-link').first())).toBe(false);
  });

  test('a run of prose keeps its nodes when the page renders again (a heading link)', async ({page}) => {
    await page.goto('/docs/pools/back-end/restfulApi/authentication');
    await waitForHydration(page);
    const run = page.locator('.markdown > .static-html').first();
    await run.evaluate((element) => Object.assign(element.firstElementChild!, {marked: true}));
    await renderRouteAgain(page);
    const marked = await run.evaluate((element) => (element.firstElementChild as Element & {marked?: boolean}).marked);
    expect(marked).toBe(true);
  });

  test('a heading’s anchor link puts the heading below the navbar, in the address and in history', async ({page}) => {
    await page.goto(introduction);
    await waitForHydration(page);
    const heading = page.locator('.markdown h2').nth(2);
    const id = await heading.getAttribute('id');
    await heading.hover();
    await heading.locator('a.hash-link').click();
    await expect(page).toHaveURL(new RegExp(`${introduction}#${id}$`));
    const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThan(navbarBottom);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(navbarBottom + 40);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${introduction}$`));
  });

  test('a prose link loads its page on hover and opens it in the app, without loading the page again', async ({
    page,
  }) => {
    await page.goto(introduction);
    await waitForHydration(page);
    // Records what the site asks Docusaurus to preload (window.docusaurus is frozen, so it is replaced, not patched).
    await page.evaluate(() => {
      const {docusaurus} = window;
      const preloaded: string[] = [];
      Object.assign(window, {
        samePageLoad: true,
        preloaded,
        docusaurus: {...docusaurus, preload: (url: string) => (preloaded.push(url), docusaurus.preload(url))},
      });
    });
    const link = page.locator(glossaryLink).first();
    await link.hover();
    await expect
      .poll(() => page.evaluate(() => (window as Window & {preloaded?: string[]}).preloaded))
      .toEqual(['/docs/resources/glossary']);
    await link.click();
    await expect(page).toHaveURL(/\/docs\/resources\/glossary$/);
    await expect(page.locator('h1')).toHaveText('Glossary');
    expect(await page.evaluate(() => (window as Window & {samePageLoad?: boolean}).samePageLoad)).toBe(true);
  });

  test('a link to another site still opens in a new tab, and a modified click is left to the browser', async ({
    page,
  }) => {
    await page.goto(introduction);
    await waitForHydration(page);
    const external = page.locator('.static-html a[href^="https://"]').first();
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .locator(glossaryLink)
        .first()
        .click({modifiers: ['Control']}),
    ]);
    expect(popup.url()).toContain('/docs/resources/glossary');
    await expect(page).toHaveURL(new RegExp(`${introduction}$`));
  });

  test('after a client-side navigation prose arrives as the same HTML, and its links still navigate in the app', async ({
    page,
  }) => {
    await page.goto('/docs/resources/glossary');
    await waitForHydration(page);
    const serverHtml = await (await page.request.get(introduction)).text();
    await page.evaluate(() => Object.assign(window, {samePageLoad: true}));
    await page.locator('.navbar a[href="/docs/introduction/"]').first().click();
    await expect(page).toHaveURL(/\/docs\/introduction\/?$/);
    // The address changes before the new page renders, and React strips its keys from the old page's elements.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    const run = page.locator('.markdown > .static-html').first();
    await expect(run).toBeAttached();
    expect(await isReactManaged(run)).toBe(true);
    expect(await isReactManaged(run.locator('p').first())).toBe(false);
    // The first run is the server's HTML, element for element (the server's is minified: compare as parsed).
    const [served, rendered] = await page.evaluate((html) => {
      const first = (root: ParentNode) => root.querySelector('.markdown > .static-html')!.innerHTML;
      const tidy = (markup: string) => markup.replace(/>\s+</g, '><');
      return [tidy(first(new DOMParser().parseFromString(html, 'text/html'))), tidy(first(document))];
    }, serverHtml);
    expect(rendered).toBe(served);
    await page.locator(glossaryLink).first().click();
    await expect(page).toHaveURL(/\/docs\/resources\/glossary$/);
    expect(await page.evaluate(() => (window as Window & {samePageLoad?: boolean}).samePageLoad)).toBe(true);
  });
});
