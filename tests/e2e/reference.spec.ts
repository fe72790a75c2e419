import {test, expect} from './fixtures';
import {postmanSchema} from '@site/plugins/reference/openapi/collections/postman';
import {graphqlAnchors, referenceSource, restAnchors} from '../support/reference';

/** Links of the desktop table of contents, as anchors. */
async function tocAnchors(page: import('@playwright/test').Page): Promise<string[]> {
  return page
    .locator('.theme-doc-toc-desktop .table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
}

/** The list of facts under an operation's heading, as Markdown renders it or in a run of prose made at build time. */
const factsOf = (id: string) => `h3#${id} ~ ul, h3#${id} ~ .static-html > ul`;

test.describe('REST reference pages (rendered from reference/rest)', () => {
  for (const [tag, slug] of [
    ['Lend', 'lend'],
    ['Borrow', 'borrow'],
    ['Authentication', 'authentication'],
    ['Admin', 'admin'],
    ['Utils', 'utils'],
  ] as const) {
    test(`the ${tag} page's table of contents lists every ${tag} endpoint, each a heading in the static HTML`, async ({
      page,
      request,
    }) => {
      const expected = restAnchors('pools', tag);
      const html = await (await request.get(`/docs/pools/back-end/restfulApi/${slug}`)).text();
      for (const anchor of expected) expect(html, anchor).toMatch(new RegExp(`<h3[^>]* id="?${anchor}[" >]`));
      await page.goto(`/docs/pools/back-end/restfulApi/${slug}`);
      const toc = await tocAnchors(page);
      expect(toc).toEqual(expect.arrayContaining(['endpoints', ...expected]));
    });
  }

  test('an endpoint shows its method, path, responses and an example in every client, the choice kept across pages', async ({
    page,
  }) => {
    await page.goto('/docs/pools/back-end/restfulApi/lend#build-supply');
    // The first block after the heading that is not its "Changed in" history line (alone or in prose made as HTML).
    const section = page
      .locator('#build-supply ~ :not(p.reference-history, .static-html:has(> .reference-history))')
      .first();
    await expect(section).toContainText('POST');
    await expect(section).toContainText('/pools/{poolId}/supply');
    const example = page.locator('h4#build-supply-example + div');
    await expect(example.getByRole('tab')).toHaveText(['cURL', 'TypeScript', 'SDK', 'Python', 'Java']);
    await expect(example.getByRole('tab', {name: 'cURL'})).toHaveAttribute('aria-selected', 'true');
    await expect(example.getByRole('tabpanel')).toContainText(
      'curl --request POST "${ASSETRA_API_BASE:-https://api.sandbox.assetra.dev}/pools/v1/pools/pool_01KVQ2D2V06G8J0K2M4P6R8T0V/supply"',
    );
    await example.getByRole('tab', {name: 'TypeScript'}).click();
    await expect(example.getByRole('tabpanel').filter({visible: true})).toContainText(
      'const response = await fetch(`${baseUrl}/pools/v1/pools/pool_01KVQ2D2V06G8J0K2M4P6R8T0V/supply`',
    );
    await example.getByRole('tab', {name: 'Python'}).click();
    await expect(example.getByRole('tabpanel').filter({visible: true})).toContainText('response = requests.post(');
    // The tabs share a group: the reader's choice holds on the next API page.
    await page.goto('/docs/pools/back-end/restfulApi/borrow');
    const borrow = page.locator('h4#build-borrow-example + div');
    await expect(borrow.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(borrow.getByRole('tabpanel').filter({visible: true})).toContainText('requests.post(');
  });

  test('error codes link to their entry in the error catalogue', async ({page}) => {
    await page.goto('/docs/pools/back-end/restfulApi/lend');
    const link = page.locator('#build-supply-responses + div table a[href$="#supply-cap-exceeded"]');
    await expect(link).toHaveAttribute('href', '/docs/pools/back-end/backend-overview#supply-cap-exceeded');
    await link.click();
    await expect(page).toHaveURL(/backend-overview#supply-cap-exceeded$/);
    await expect(page.locator('#supply-cap-exceeded')).toContainText('SUPPLY_CAP_EXCEEDED');
  });

  test('builders link to the SDK method and the contract function they stand for', async ({page}) => {
    await page.goto('/docs/pools/back-end/restfulApi/lend');
    const facts = page.locator(factsOf('build-supply')).first();
    await facts.getByRole('link', {name: 'assetra.pools.buildSupply()'}).click();
    await expect(page).toHaveURL(/\/docs\/pools\/sdk\/collateral-pool#build-supply$/);
    await expect(page.locator('h3#build-supply')).toBeVisible();
    await page.goBack();
    await page.locator(factsOf('build-supply')).first().getByRole('link', {name: 'supply()', exact: true}).click();
    await expect(page).toHaveURL(/erc20-collateral-pool-contract\/introduction#supply$/);
  });
});

test.describe('GraphQL and contract reference pages', () => {
  for (const group of ['authentication', 'lend', 'borrow', 'admin', 'utils']) {
    test(`the Pools GraphQL ${group} page lists every operation of its group in the table of contents`, async ({
      page,
    }) => {
      await page.goto(`/docs/pools/back-end/graphqlApi/${group}`);
      expect(await tocAnchors(page)).toEqual(expect.arrayContaining(graphqlAnchors('pools', group)));
    });
  }

  test('the CP Pools GraphQL page lists every CP Pools operation', async ({page}) => {
    await page.goto('/docs/cp-pools/back-end-api/graphqlApi/pools');
    expect(await tocAnchors(page)).toEqual(
      expect.arrayContaining(['queries', 'mutations', 'types', ...graphqlAnchors('cp-pools', 'pools')]),
    );
  });

  test('the collateral pool contract page lists functions, events and errors, with selectors', async ({page}) => {
    await page.goto('/docs/pools/smart-contracts/erc20-collateral-pool-contract/introduction');
    const toc = await tocAnchors(page);
    expect(toc).toEqual(
      expect.arrayContaining([
        'functions',
        'supply',
        'liquidate',
        'events',
        'event-liquidated',
        'errors',
        'error-health-factor-too-low',
      ]),
    );
    await expect(page.locator(factsOf('supply')).first()).toContainText('Selector: 0x674032b8');
  });
});

test.describe('downloadable reference files', () => {
  const files = [
    'rest/pools.openapi.yaml',
    'graphql/pools.graphql',
    'graphql/pools.examples.yaml',
    'graphql/cp-pools.graphql',
    'contracts/IERC20CollateralPool.sol',
    'contracts/ICounterpartyPool.sol',
  ];

  test('every download link on the back-end overview resolves to the published file', async ({page, request}) => {
    await page.goto('/docs/pools/back-end/backend-overview');
    const links = page.locator('a[data-reference-file]');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!;
      const file = (await link.getAttribute('data-reference-file'))!;
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      if (file.endsWith('.abi.json')) expect(Array.isArray(await response.json())).toBe(true);
      else if (file.endsWith('.postman_collection.json'))
        expect((await response.json()).info.schema).toBe(postmanSchema);
      else if (file.endsWith('.insomnia.json')) expect((await response.json()).__export_format).toBe(4);
      else expect(await response.text()).toBe(referenceSource(file));
    }
  });

  for (const file of files) {
    test(`/reference/${file} is served exactly as reference/${file}`, async ({request}) => {
      const response = await request.get(`/reference/${file}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toBe(referenceSource(file));
    });
  }

  test('the ABI published for each interface matches its function list', async ({request}) => {
    const abi = (await (await request.get('/reference/contracts/IERC20CollateralPool.abi.json')).json()) as {
      type: string;
      name?: string;
    }[];
    const functions = abi.filter((entry) => entry.type === 'function').map((entry) => entry.name);
    expect(functions).toEqual(
      expect.arrayContaining([
        'supply',
        'withdraw',
        'depositCollateral',
        'withdrawCollateral',
        'borrow',
        'repay',
        'liquidate',
      ]),
    );
    expect(referenceSource('contracts/IERC20CollateralPool.sol').match(/^\s*function \w+\(/gm)!.length).toBe(
      functions.length,
    );
  });
});
