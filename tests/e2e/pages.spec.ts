import {test, expect} from './fixtures';

test.describe('headings and table of contents (SPEC §2, §5)', () => {
  test('h2 and h3 get a "Direct link to {heading}" anchor; the h1 gets none', async ({page}) => {
    await page.goto('/docs/introduction/');
    await expect(page.locator('h1 .hash-link')).toHaveCount(0);
    const headings = page.locator('article :is(h2, h3)[id]');
    expect(await headings.count()).toBeGreaterThan(2);
    for (const heading of await headings.all()) {
      const text = (await heading.innerText()).replace(/\u200b/g, '').trim();
      await expect(heading.locator('a.hash-link')).toHaveAttribute('aria-label', `Direct link to ${text}`);
      await expect(heading.locator('a.hash-link')).toHaveAttribute('href', `#${await heading.getAttribute('id')}`);
    }
  });

  test('the table of contents lists exactly the page’s h2 and h3 headings', async ({page}) => {
    await page.goto('/docs/introduction/react-components');
    const ids = await page.locator('article :is(h2, h3)[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    const deeper = await page
      .locator('article :is(h4, h5, h6)[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    expect(tocTargets).toEqual(ids);
    expect(deeper.length, 'the page has h4 headings to leave out').toBeGreaterThan(0);
    for (const id of deeper) expect(tocTargets).not.toContain(id);
  });
});

test.describe('not-found page (SPEC §2)', () => {
  test('answers 404 with a way forward: sections and a report link (the search hint: plugins/search)', async ({
    page,
  }) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByRole('main')).toContainText('/docs/no-such-page');
    await expect(page.getByRole('link', {name: 'Introduction', exact: true}).last()).toHaveAttribute(
      'href',
      '/docs/introduction/',
    );
    await expect(page.getByRole('link', {name: 'report the broken link'})).toHaveAttribute(
      'href',
      /github\.com\/assetra\/documentation\/issues\/new\?title=Broken%20link%3A%20%2Fdocs%2Fno-such-page/,
    );
  });

  test('is also shown for an unknown route reached inside the app', async ({page}) => {
    await page.goto('/');
    await page.evaluate(() => window.history.pushState({}, '', '/docs/missing-by-link'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test.describe('URL normalisation (SPEC §2)', () => {
  test('/index.html and .html paths land on the path without the suffix', async ({page}) => {
    await page.goto('/docs/introduction/index.html');
    await expect(page).toHaveURL(/\/docs\/introduction\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await page.goto('/markdown-page.html');
    await expect(page).toHaveURL(/\/markdown-page$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Writing pages for the Assetra docs');
  });

  test('the client router renders the page for a .html path too', async ({page}) => {
    await page.goto('/');
    await page.evaluate(() => window.history.pushState({}, '', '/docs/resources/faqs.html'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Frequently asked questions');
  });

  test('/docs sends the reader on to the Introduction', async ({page}) => {
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/introduction\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  });
});

test.describe('markdown page', () => {
  test('demonstrates admonitions, tabs, titled and highlighted code, and a rendered Mermaid diagram', async ({
    page,
  }) => {
    await page.goto('/markdown-page');
    for (const kind of ['note', 'tip', 'info', 'warning', 'danger']) {
      await expect(page.locator(`.theme-admonition-${kind}`).first()).toBeVisible();
    }
    await page.getByRole('tab', {name: 'pnpm'}).click();
    await expect(page.getByText('pnpm add @assetra/sdk viem')).toBeVisible();
    await expect(page.getByText('send-transaction.ts', {exact: true})).toBeVisible();
    await expect(page.locator('.theme-code-block-highlighted-line')).not.toHaveCount(0);
    // The diagram is drawn ahead of time and in the page's HTML: its source never shows.
    await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible();
    await expect(page.getByLabel('Diagram source')).toHaveCount(0);
  });
});
