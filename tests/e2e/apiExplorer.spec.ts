import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {wcagViolations} from '../support/axe';
import {waitForHydration} from '../support/browser';

const restPage = '/docs/pools/back-end/restfulApi/borrow';
const graphqlPage = '/docs/pools/back-end/graphqlApi/authentication';
const secret = 'ak_test_EXPLORER0000000000SECRET';

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the "Try it" or "Run" disclosure named `name` and waits for its form. */
async function open(page: Page, name: RegExp): Promise<Locator> {
  const details = page.locator('details', {has: page.locator('summary', {hasText: name})});
  await expect(details).toHaveCount(1);
  await details.locator('summary').click();
  const form = details.getByRole('form');
  // The first opening fetches the explorer's code and the page's data: on a loaded 2-core machine that took over 5 s.
  await expect(form.getByRole('button', {name: /^(Send to|Run against)/})).toBeVisible({timeout: 20_000});
  return form;
}

const openBorrow = async (page: Page) => {
  await hydrated(page, restPage);
  return open(page, /^Try it: Build a borrow transaction$/);
};

/** The text of the element an input names first in aria-describedby: its error once it has one. */
async function describedBy(form: Locator, input: Locator): Promise<Locator> {
  const [first] = (await input.getAttribute('aria-describedby'))!.split(' ');
  return form.locator(`[id="${first}"]`);
}

test('the explorer loads only when opened: the page carries none of its code or data', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await hydrated(page, restPage);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('/explorer/'))).toEqual([]);
  const beforeOpening = requested.length;
  await open(page, /^Try it: Build a borrow transaction$/);
  const opened = requested.slice(beforeOpening);
  expect(opened.some((url) => url.endsWith('/explorer/rest/pools/buildBorrow.json'))).toBe(true);
  expect(opened.some((url) => url.endsWith('.js'))).toBe(true);
});

test('a sample the explorer writes shows its quotes as written, and its copy button copies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const form = await openBorrow(page);
  const block = form.locator('.theme-code-block').filter({hasText: 'curl'});
  const shown = await block.locator('code').innerText();
  expect(shown).toContain('"amount": "5000000000"');
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  // A final newline is the block's to keep or not (the stock block copies none); the text before it is what counts.
  await expect
    .poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).trimEnd())
    .toBe(shown.trimEnd());
});

test('a reader fills an operation, sees the schema error at its field, fixes it and reads the mock response', async ({
  page,
}) => {
  const form = await openBorrow(page);
  const amount = form.getByLabel(/^amount Amount/);
  const send = form.getByRole('button', {name: 'Send to Mock'});
  const response = form.getByRole('status');
  await expect(amount).toHaveValue('5000000000');

  await amount.fill('5,000 USDC');
  await send.click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(await describedBy(form, amount)).toHaveText(/^Must be a valid Amount/);
  // The mock answers an invalid request as the reference documents it.
  await expect(response).toContainText('400 Bad Request from Mock');
  await expect(response).toContainText('"code": "VALIDATION_FAILED"');
  await expect(response).toContainText('"field": "amount"');

  await amount.fill('4000000000');
  await expect(amount).not.toHaveAttribute('aria-invalid');
  // The code panel follows the form.
  await expect(form.locator('pre').filter({hasText: 'curl'})).toContainText('"amount": "4000000000"');
  await send.click();
  await expect(response).toContainText('200 OK from Mock');
  await expect(response).toContainText('X-Request-Id');
  await expect(response).toContainText('"chainId": 84532');
});

test('credentials stay in sessionStorage: never in localStorage or the URL, never sent to Mock', async ({page}) => {
  const sentWithSecret: string[] = [];
  page.on('request', (request) => {
    if (JSON.stringify(request.headers()).includes(secret) || request.url().includes(secret))
      sentWithSecret.push(request.url());
  });
  const form = await openBorrow(page);
  await form.getByLabel('API key (X-API-Key)').fill(secret);
  await form.getByRole('button', {name: 'Send to Mock'}).click();
  await expect(form.getByRole('status')).toContainText('200 OK from Mock');
  expect(sentWithSecret).toEqual([]);

  // A real call carries it in its header, and only there.
  const received: (string | undefined)[] = [];
  await page.route('https://api.sandbox.assetra.dev/**', async (route) => {
    received.push(route.request().headers()['x-api-key']);
    await route.fulfill({
      status: 200,
      headers: {'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json'},
      body: JSON.stringify({chainId: 84532}),
    });
  });
  await form.getByLabel('Send to').selectOption('sandbox');
  await form.getByRole('button', {name: 'Send to Sandbox'}).click();
  await expect(form.getByRole('status')).toContainText('200 OK from Sandbox');
  expect(received).toEqual([secret]);

  const storage = await page.evaluate(() => ({
    local: JSON.stringify({...localStorage}),
    session: JSON.stringify({...sessionStorage}),
    url: location.href,
  }));
  expect(storage.local).not.toContain(secret);
  expect(storage.url).not.toContain(secret);
  expect(storage.session).toContain(secret);
  expect(page.url()).not.toContain(secret);
  // The code shows where the key comes from, not the key.
  await expect(form.locator('pre').filter({hasText: 'curl'})).toContainText('$ASSETRA_API_KEY');
  await expect(form).not.toContainText(secret);
});

test('a Sandbox call the network blocks is explained, not shown as a stack trace', async ({page}) => {
  const form = await openBorrow(page);
  await form.getByLabel('Send to').selectOption('sandbox');
  // tests/e2e/fixtures aborts every request that leaves localhost, as a blocked network would.
  await form.getByRole('button', {name: 'Send to Sandbox'}).click();
  const status = form.getByRole('status');
  await expect(status).toContainText('No response from Sandbox');
  await expect(status).toContainText('POST https://api.sandbox.assetra.dev/pools/v1/pools/');
  await expect(status).toContainText('failed before any response arrived');
  await expect(status).toContainText('CORS');
  await expect(status).not.toContainText('TypeError');
});

test('a custom base URL outside the Content-Security-Policy is explained at its field', async ({page}) => {
  const form = await openBorrow(page);
  await form.getByLabel('Send to').selectOption('custom');
  const base = form.getByLabel('Base URL');
  await base.fill('http://localhost:4010');
  await form.getByRole('button', {name: 'Send to Custom base URL'}).click();
  await expect(base).toHaveAttribute('aria-invalid', 'true');
  await expect(await describedBy(form, base)).toContainText(
    'may only connect to https://api.assetra.dev and https://api.sandbox.assetra.dev',
  );
  // The samples read the host from ASSETRA_API_BASE; the reader's host is its default.
  await expect(form.locator('pre').filter({hasText: 'curl'})).toContainText(
    '${ASSETRA_API_BASE:-http://localhost:4010}/pools/',
  );
});

test('the GraphQL panel runs an operation and locates a misspelled field', async ({page}) => {
  await hydrated(page, graphqlPage);
  const form = await open(page, /^Run the session example$/);
  await form.getByRole('button', {name: 'Run against the mock'}).click();
  const status = form.getByRole('status');
  await expect(status).toContainText('"environment": "SANDBOX"');

  const operation = form.getByLabel('Operation');
  await operation.fill('query Session {\n  session {\n    adress\n  }\n}');
  await form.getByRole('button', {name: 'Run against the mock'}).click();
  await expect(status).toContainText('3:5 Cannot query field "adress" on type "Session". Did you mean "address"?');
  await expect(operation).toHaveAttribute('aria-invalid', 'true');
});

test('the REST explorers of a page work with the network off once one is open', async ({page, context}) => {
  const form = await openBorrow(page);
  await context.setOffline(true);
  const amount = form.getByLabel(/^amount Amount/);
  const status = form.getByRole('status');
  await amount.fill('');
  await form.getByRole('button', {name: 'Send to Mock'}).click();
  await expect(status).toContainText('400 Bad Request from Mock');
  await expect(await describedBy(form, amount)).toHaveText('Required.');
  await amount.fill('5000000000');
  await form.getByRole('button', {name: 'Send to Mock'}).click();
  await expect(status).toContainText('200 OK from Mock');
  await form.getByLabel('Send to').selectOption('production');
  await form.getByRole('button', {name: 'Send to Production'}).click();
  await expect(status).toContainText('No response from Production');
  await expect(status).toContainText('failed before any response arrived');
  // Another operation of the page, opened for the first time offline: its data came with the first opening.
  const deposit = await open(page, /^Try it: Build a collateral deposit$/);
  await deposit.getByRole('button', {name: 'Send to Mock'}).click();
  await expect(deposit.getByRole('status')).toContainText('from Mock');
});

test('the GraphQL panel works with the network off once it is open', async ({page, context}) => {
  await hydrated(page, graphqlPage);
  const form = await open(page, /^Run the session example$/);
  await context.setOffline(true);
  const status = form.getByRole('status');
  await form.getByRole('button', {name: 'Run against the mock'}).click();
  await expect(status).toContainText('"address": "0x2E17A44b4873335eb3Df8601E18F137B14fDd765"');
  await form.getByLabel('Operation').fill('query { session { issuedAt nonce } }');
  await form.getByRole('button', {name: 'Run against the mock'}).click();
  await expect(status).toContainText('1:28 Cannot query field "nonce" on type "Session".');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open explorer and Run panel have no WCAG 2.1 AA violations (${theme})`, async ({page}) => {
    test.setTimeout(150_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const form = await openBorrow(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // With an error at a field and a response shown, every state of the form is on screen.
    await form.getByLabel(/^amount Amount/).fill('5,000 USDC');
    await form.getByRole('button', {name: 'Send to Mock'}).click();
    await expect(form.getByRole('status')).toContainText('400 Bad Request');
    expect(await wcagViolations(page, 'details[open]')).toEqual([]);

    await hydrated(page, graphqlPage);
    const graphql = await open(page, /^Run the session example$/);
    await graphql.getByLabel('Operation').fill('query { session { adress } }');
    await graphql.getByRole('button', {name: 'Run against the mock'}).click();
    await expect(graphql.getByRole('status')).toContainText('Cannot query field');
    expect(await wcagViolations(page, 'details[open]')).toEqual([]);
  });
}

test('the open explorer fits a 412 px wide screen', async ({page}) => {
  await page.setViewportSize({width: 412, height: 915});
  const form = await openBorrow(page);
  const overflow = await form.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = (await form.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(412);
});
