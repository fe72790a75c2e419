import {test, expect} from './fixtures';

test.describe('CP pool calculator', () => {
  const path = '/docs/cp-pools/how-tos/cp-pool-creation';

  test('is server-rendered with the how-to figures, readable without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(path);
    const output = page.locator('form [role=status]');
    await expect(output).toContainText('Minimum rewards175.00 USDC');
    await expect(output).toContainText('7,175.00 USDC');
    await expect(output).toContainText('your minimum rewards are 1.75 USDC');
    await expect(output).toContainText('Minimum APR not met');
    await context.close();
  });

  test('recomputes exactly as the reader types, with no floating-point rounding', async ({page}) => {
    await page.goto(path);
    await page.getByLabel('Target amount (USDC)').fill('100000');
    await page.getByLabel('Minimum APR (%)').fill('8');
    await page.getByLabel('Term unit').selectOption('days');
    await page.getByLabel('Term', {exact: true}).fill('90');
    // 100,000 × 8 % × 90 / 365 = 1,972.6027397…, rounded up at 6 decimals as the contract does.
    await expect(page.locator('form [role=status]')).toContainText('Minimum rewards1,972.60274 USDC');
    await page.getByLabel('Owner repays (USDC)').fill('101972.602739');
    await expect(page.locator('form [role=status]')).toContainText('Minimum APR not met.');
    await page.getByLabel('Owner repays (USDC)').fill('101972.60274');
    await expect(page.locator('form [role=status]')).toContainText('Success.');
  });

  test('explains a bad value next to its field and keeps the form usable', async ({page}) => {
    await page.goto(path);
    const principal = page.getByLabel('Target amount (USDC)');
    await principal.fill('7,000.1234567');
    await expect(principal).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Use at most 6 decimal places.')).toBeVisible();
    await expect(principal).toHaveAccessibleDescription(/The principal the pool raises from investors\. Use at most 6 decimal places\./);
    await expect(page.locator('form [role=status]')).toHaveText('Correct the highlighted field to see the figures.');
    await principal.fill('7000');
    await expect(principal).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('form [role=status]')).toContainText('175.00 USDC');
  });

  test('every field is reachable with the keyboard, in reading order', async ({page}) => {
    await page.goto(path);
    await page.getByLabel('Target amount (USDC)').focus();
    const order: string[] = [];
    for (let step = 0; step < 8; step++) {
      order.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.querySelector(`label[for="${document.activeElement?.id}"]`)?.textContent ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(order).toEqual([
      'Target amount (USDC)',
      'Minimum APR (%)',
      'Term',
      'Term unit',
      'Collateral locked (AUR)',
      'Collateral price (USDC per AUR)',
      'Liquidation discount (%)',
      'Owner repays (USDC)',
    ]);
  });
});

test.describe('health factor calculator', () => {
  const path = '/docs/pools/pools-processes/borrowing';

  test('starts from Ana’s position, server-rendered', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(path);
    const output = page.locator('form [role=status]');
    await expect(output).toContainText('Health factor1.4705');
    await expect(output).toContainText('Liquidation price13.60 USDC per HSIF');
    await expect(output).toContainText('Can still borrow900.00 USDC');
    await context.close();
  });

  test('shows the liquidation the how-to works through when the price falls to 12.75', async ({page}) => {
    await page.goto(path);
    await page.getByLabel('Collateral price (USDC per HSIF)').fill('12.75');
    const output = page.locator('form [role=status]');
    await expect(output).toContainText('0.9375');
    await expect(output).toContainText('Liquidatable');
    await expect(output).toContainText('Repays 2,550.00 USDC and takes 210 HSIF; afterwards the health factor is 1.0875');
  });
});
