import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';
import {testBuildDir, testBuildPort} from '../../../tests/support/testBuild';
import {env as hostedEnv} from './testBuild';
import {answerAlgolia} from './support/answerAlgolia';
import {currentFocusStop, markFocusables, type FocusStop} from '../../../tests/support/focus';
import {repoRoot} from '../../../tests/support/paths';

/** The embedded index: a manifest, term shards and record chunks, all JSON under /search/. */
const manifestPath = '/search/manifest.json';
const indexFiles = /\/search\/.+\.json$/;
const searchButton = (page: Page) => page.getByRole('button', {name: 'Search Ctrl K'});
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** Opens a docs page and waits until React has hydrated, so shortcuts are wired. */
async function openDocs(page: Page, route = '/docs/introduction/') {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Holds every term shard until the returned function is called, so a test sees the stall state
 * (SPEC §9: after 300 ms) however slow the machine, instead of racing a fixed delay.
 */
async function holdTermShards(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search\/terms\/.+\.json$/, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({response});
  });
  return release;
}

test.describe('search modal (SPEC §2, §4, §8, §9)', () => {
  test('opens with Ctrl+K, shows the placeholder, and Escape returns focus to the button', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('covers the whole page, the sticky navbar and announcement bar included', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    for (const bar of ['.navbar', '[role="banner"]']) {
      const box = (await page.locator(bar).boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('.DocSearch-Container')),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop, bar).toBe(true);
    }
  });

  test('opens with "/" and with a click', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
  });

  test('a typing key on the focused button opens the modal with that key as the query', async ({page}) => {
    await openDocs(page);
    await searchButton(page).focus();
    await page.keyboard.press('h');
    await expect(input(page)).toHaveValue('h');
  });

  test('leaves Ctrl+F to the browser', async ({page}) => {
    await openDocs(page);
    await searchButton(page).focus();
    await page.keyboard.press('Control+f');
    await page.waitForTimeout(300);
    await expect(modal(page)).toHaveCount(0);
  });

  test('loads its code and the index only once the reader reaches for the button', async ({page}) => {
    const scripts: string[] = [];
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (indexFiles.test(request.url())) indexRequests.push(request.url());
    });
    await openDocs(page);
    await page.waitForLoadState('networkidle');
    const scriptsOnLoad = scripts.length;
    expect(indexRequests).toEqual([]);
    await searchButton(page).hover();
    // The manifest, then the page table every first page of results needs: no term shard before a query.
    await expect
      .poll(() => indexRequests)
      .toEqual([
        expect.stringMatching(/\/search\/manifest\.json$/),
        expect.stringMatching(/\/search\/pages\/0\.json$/),
      ]);
    await expect.poll(() => scripts.length).toBeGreaterThan(scriptsOnLoad);
  });

  test('the button names its shortcut, and its keycaps press down with the keys', async ({page}) => {
    await openDocs(page);
    const button = searchButton(page);
    // Chromium on Linux: the modifier is Ctrl (a Mac shows ⌘). The name is what the button shows, in order.
    await expect(button).toHaveAttribute('aria-label', 'Search Ctrl K');
    await expect(button).toHaveText('Search Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K /');
    const keycaps = button.locator('kbd');
    await expect(keycaps).toHaveText(['Ctrl', 'K']);
    await page.keyboard.down('Control');
    await expect(keycaps.first()).toHaveClass(/DocSearch-Button-Key--pressed/);
    await expect(keycaps.last()).not.toHaveClass(/DocSearch-Button-Key--pressed/);
    await page.keyboard.up('Control');
    await expect(keycaps.first()).not.toHaveClass(/DocSearch-Button-Key--pressed/);
  });

  test('keeps the modal out of the start-up scripts: no DocSearch modal code runs before the reader reaches for search', async ({
    page,
  }) => {
    await openDocs(page);
    await page.waitForLoadState('networkidle');
    const startupScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.name),
    );
    const startupCode = await Promise.all(
      startupScripts.map((url) => page.evaluate((src) => fetch(src).then((response) => response.text()), url)),
    );
    // DocSearch's modal renders this class; the button alone never mentions it.
    expect(startupCode.filter((code) => code.includes('DocSearch-Modal'))).toEqual([]);
  });

  test('opens the search page with the typed key when the modal code cannot load', async ({page}) => {
    await openDocs(page);
    await page.waitForLoadState('networkidle');
    // From now on every script fails, as after a deployment replaced the site's chunks.
    await page.route(/\/assets\/js\/.+\.js$/, (route) => route.abort('failed'));
    await searchButton(page).focus();
    await page.keyboard.press('w');
    await expect(page).toHaveURL(/\/search\?q=w$/);
  });

  test('finds headings and text, highlights the match and groups results by section', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('health factor');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    // The Pools pages that work through the health factor come before the glossary entry (Resources).
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Pools');
    await expect(hits.first().locator('mark').first()).toHaveText(/health/i);
    await hits.first().click();
    await expect(page).toHaveURL(/\/docs\/pools\/[^#]+#[\w-]*health-factor[\w-]*$/);
    const anchor = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test('shows at most 5 results per section, and 5-word snippets on small screens', async ({page}) => {
    await page.setViewportSize({width: 600, height: 900});
    await openDocs(page);
    await page.keyboard.press('Control+k');
    // A word found in many paragraphs, so headings alone cannot fill the list.
    await input(page).fill('insured');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    for (const section of await page.locator('.DocSearch-Hits').all()) {
      expect(await section.locator('.DocSearch-Hit').count(), 'hits in one section').toBeLessThanOrEqual(5);
    }
    const snippets = await page.locator('.DocSearch-Hit-title:has(mark)').allInnerTexts();
    const contentSnippets = snippets.filter((text) => text.startsWith('…') || text.endsWith('…'));
    expect(contentSnippets.length).toBeGreaterThan(0);
    for (const text of contentSnippets) expect(text.match(/[\p{L}\p{N}]+/gu)?.length, text).toBeLessThanOrEqual(5);
  });

  test('"See all {count} results" opens the search page for the query', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('wallet');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toBeVisible();
    const count = Number((await seeAll.innerText()).match(/\d+/)![0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=wallet$/);
    await expect(page.getByRole('status')).toHaveText(`${count} results for “wallet”`);
  });

  test('keeps recent searches and favourites in localStorage', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await input(page).fill('glossary');
    await page.locator('.DocSearch-Hit').first().click();
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hit').first();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await recent.hover();
    await recent.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_')));
    expect(stored.sort()).toEqual(['__DOCSEARCH_FAVORITE_SEARCHES__assetra', '__DOCSEARCH_RECENT_SEARCHES__assetra']);
  });

  test('says so when nothing matches, with a way to report it', async ({page}) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('zzqxjv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqxjv');
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /github\.com\/assetra\/documentation\/issues\/new\?title=Search/,
    );
  });

  test('shows the network error screen when the index cannot load', async ({page, pageErrors}) => {
    await page.route(indexFiles, (route) => route.abort('failed'));
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('health');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    // DocSearch rethrows the failed search after showing its state; nothing else may fail.
    expect(pageErrors.map((error) => error.name)).toEqual(pageErrors.map(() => 'RetryError'));
    pageErrors.length = 0;
  });

  test('shows the stall indicator while a slow index loads', async ({page}) => {
    const release = await holdTermShards(page);
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('health');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('treats HTML and script in the query as text', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('<img src=x onerror=alert(1)>');
    await page.waitForTimeout(500);
    await input(page).fill('"><script>alert(1)</script>');
    await page.waitForTimeout(500);
    expect(dialogs).toBe(0);
    await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);
  });
});

test.describe('search in the shell', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`Tab reaches the button in the navbar, focus shown, and Ctrl+K there opens and Escape returns (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openDocs(page, '/docs/engage/smart-contracts/staking-contract/introduction');
      await markFocusables(page);
      const stops: FocusStop[] = [];
      const isButton = (stop: FocusStop) => stop.description === 'button "Search Ctrl K"';
      while (!stops.some(isButton)) {
        expect(stops.length, 'the search button is among the first stops').toBeLessThan(40);
        await page.keyboard.press('Tab');
        stops.push(await currentFocusStop(page));
      }
      expect(stops.map((stop) => stop.region)).not.toContain('sidebar');
      expect(stops.at(-1)!.region).toBe('navbar');
      await expect
        .poll(async () => {
          const stop = await currentFocusStop(page);
          return stop.visible && stop.indicated;
        })
        .toBe(true);
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
    });
  }

  test('the not-found page tells how to open search, and "/" there opens it', async ({page}) => {
    await page.goto('/docs/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(
      'Search the docs: press / or Ctrl + K (⌘ + K on a Mac) and type what you were looking for.',
    );
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the button is not printed (${theme})`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openDocs(page, '/docs/pools/back-end/restfulApi/authentication');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(searchButton(page)).toBeVisible();
      await page.emulateMedia({media: 'print'});
      // Hidden, it leaves the accessibility tree, where a role lookup searches.
      await expect(page.locator('.DocSearch-Button')).toBeAttached();
      await expect(page.locator('.DocSearch-Button')).toBeHidden();
    });
  }

  test('the search page finds the changelog pages', async ({page}) => {
    await page.goto('/search?q=Pools%20changelog');
    await expect(page.locator('main ol li a[href^="/docs/changelog"]').first()).toBeVisible();
  });
});

test.describe('search page (/search?q=…)', () => {
  test('shows results for the query in the URL and follows the query as the reader types', async ({page}) => {
    await page.goto('/search?q=liquidation%20threshold');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “liquidation threshold”$/);
    await expect(page.locator('main ol li').first().locator('mark').first()).toBeVisible();
    const field = page.getByRole('searchbox', {name: 'Search terms'});
    await field.fill('add network');
    await expect(page).toHaveURL(/\/search\?q=add%20network$/);
    await expect(page.getByRole('status')).toHaveText(/results? for “add network”/);
  });

  test('loads more results from the keyboard', async ({page}) => {
    await page.goto('/search?q=the');
    const items = page.locator('main ol > li');
    await expect(items).toHaveCount(20);
    const more = page.getByRole('button', {name: 'Show more results'});
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(40);
  });

  test('says "Searching…" while a slow index loads, then shows the results', async ({page}) => {
    const release = await holdTermShards(page);
    await page.goto('/search?q=health');
    await expect(page.getByRole('status')).toHaveText('Searching…');
    release();
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “health”$/);
  });

  test('shows the network error text when the index cannot load', async ({page}) => {
    await page.route(indexFiles, (route) => route.abort('failed'));
    await page.goto('/search?q=health');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('keeps hostile queries inert', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('status')).not.toBeEmpty();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
});

test.describe('hosted search (Algolia mode, requests intercepted)', () => {
  const hostedUrl = `http://localhost:${testBuildPort}`;

  test('queries the Algolia multi-index endpoint with SPEC §3 parameters and renders its hits', async ({page}) => {
    const hit = {
      objectID: 'hosted-1',
      hierarchy: {
        lvl0: 'Resources',
        lvl1: 'Glossary',
        lvl2: 'Health factor',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      type: 'lvl2',
      url: 'https://docs.assetra.dev/docs/resources/glossary#health-factor',
      _highlightResult: {
        hierarchy: {
          lvl1: {value: 'Glossary', matchLevel: 'none', matchedWords: []},
          lvl2: {value: '<mark>Health</mark> factor', matchLevel: 'full', matchedWords: ['health']},
        },
      },
      _snippetResult: {},
    };
    const requests = await answerAlgolia(page, 'health', [hit]);
    await page.goto(`${hostedUrl}/docs/introduction/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await input(page).fill('health');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Health factor');

    const last = requests.at(-1)!;
    expect(last.url.hostname.toLowerCase()).toContain(hostedEnv.ALGOLIA_APP_ID.toLowerCase());
    expect(last.url.pathname).toBe('/1/indexes/*/queries');
    expect(last.url.searchParams.get('x-algolia-application-id')).toBe(hostedEnv.ALGOLIA_APP_ID);
    expect(last.url.searchParams.get('x-algolia-api-key')).toBe(hostedEnv.ALGOLIA_SEARCH_API_KEY);
    expect(last.body.requests[0]).toMatchObject({
      indexName: 'assetra',
      query: 'health',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: ['language:en', ['docusaurus_tag:docs-default-current', 'docusaurus_tag:default']],
      clickAnalytics: false,
    });
    expect(last.body.requests[0]!.attributesToSnippet).toContain('content:10');

    // The hosted hit is absolute; the site keeps the reader on this host.
    await page.locator('.DocSearch-Hit').first().click();
    await expect(page).toHaveURL(`${hostedUrl}/docs/resources/glossary#health-factor`);
  });

  test('the search page asks Algolia too', async ({page}) => {
    const requests = await answerAlgolia(page, 'vesting');
    await page.goto(`${hostedUrl}/search?q=vesting`);
    await expect(page.getByRole('status')).toHaveText('No results for “vesting”.');
    expect(requests.at(-1)!.body.requests[0]).toMatchObject({
      indexName: 'assetra',
      query: 'vesting',
      hitsPerPage: 20,
      page: 0,
    });
  });

  test('serves no embedded index and never ships the admin key', async ({request}) => {
    expect((await request.get(`${hostedUrl}${manifestPath}`)).status()).toBe(404);
    const files = fs.readdirSync(path.join(repoRoot, testBuildDir), {recursive: true, encoding: 'utf8'});
    const leaks = files.filter((file) => {
      const full = path.join(repoRoot, testBuildDir, file);
      return fs.statSync(full).isFile() && fs.readFileSync(full, 'utf8').includes(hostedEnv.ALGOLIA_ADMIN_API_KEY);
    });
    expect(leaks).toEqual([]);
    // The public search key does ship: the browser needs it to query Algolia.
    const carriers = files.filter((file) => {
      const full = path.join(repoRoot, testBuildDir, file);
      return fs.statSync(full).isFile() && fs.readFileSync(full, 'utf8').includes(hostedEnv.ALGOLIA_SEARCH_API_KEY);
    });
    expect(carriers.length).toBeGreaterThan(0);
  });
});
