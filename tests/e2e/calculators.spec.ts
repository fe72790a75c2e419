import {test, expect} from './fixtures';
import {waitForHydration} from '../support/browser';

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
    await waitForHydration(page);
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
    await waitForHydration(page);
    const principal = page.getByLabel('Target amount (USDC)');
    await principal.fill('7,000.1234567');
    await expect(principal).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Use at most 6 decimal places.')).toBeVisible();
    await expect(principal).toHaveAccessibleDescription(
      /The principal the pool raises from investors\. Use at most 6 decimal places\./,
    );
    await expect(page.locator('form [role=status]')).toHaveText('Correct the highlighted field to see the figures.');
    await principal.fill('7000');
    await expect(principal).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('form [role=status]')).toContainText('175.00 USDC');
  });

  test('every field is reachable with the keyboard, in reading order', async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByLabel('Target amount (USDC)').focus();
    const order: string[] = [];
    for (let step = 0; step < 8; step++) {
      order.push(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-label') ??
            document.querySelector(`label[for="${document.activeElement?.id}"]`)?.textContent ??
            '',
        ),
      );
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
    await waitForHydration(page);
    await page.getByLabel('Collateral price (USDC per HSIF)').fill('12.75');
    const output = page.locator('form [role=status]');
    await expect(output).toContainText('0.9375');
    await expect(output).toContainText('Liquidatable');
    await expect(output).toContainText(
      'Repays 2,550.00 USDC and takes 210 HSIF; afterwards the health factor is 1.0875',
    );
  });
});

test.describe('staking rewards estimator', () => {
  const path = '/docs/engage/smart-contracts/staking-contract/introduction';

  test('is server-rendered with Ana’s 90-day stake, readable without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(path);
    const output = page
      .locator('form[aria-labelledby]', {hasText: 'Staking rewards estimator'})
      .locator('[role=status]');
    await expect(output).toContainText('221.917808 KEST');
    await expect(output).toContainText('221917808219178082191 base units');
    await context.close();
  });

  test('compounds by restaking when the lock ends, each cycle rounded down as the contract does', async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const form = page.locator('form', {hasText: 'Staking rewards estimator'});
    await form.getByLabel('Plan', {exact: true}).selectOption({label: '180 days (14 % APR)'});
    await form.getByLabel('Keep staking for (days)').fill('365');
    // Without restaking, the stake earns only until its lock ends (rewardEndsAt): 10,000 × 14 % × 180 / 365.
    await expect(form.getByRole('status')).toContainText('690.410958 KEST');
    await form.getByLabel('Compound: restake the rewards').check();
    await expect(form.getByLabel('Restake every (days)')).toHaveValue('180');
    // 690.41… + 738.07… + 21.91… KEST over two full locks and 5 days of a third.
    await expect(form.getByRole('status')).toContainText('1450406296485757691822 base units');
    await expect(form.getByRole('status')).toContainText('still locked for 175 days');
  });

  test('refuses a restake before the lock ends, next to the field', async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const form = page.locator('form', {hasText: 'Staking rewards estimator'});
    await form.getByLabel('Compound: restake the rewards').check();
    const restake = form.getByLabel('Restake every (days)');
    await restake.fill('30');
    await expect(restake).toHaveAttribute('aria-invalid', 'true');
    await expect(restake).toHaveAccessibleDescription(/restaked only once its lock has ended/);
    await expect(form.getByRole('status')).toHaveText('Correct the highlighted field to see the figures.');
  });
});

test.describe('vesting schedule chart', () => {
  const path = '/docs/engage/smart-contracts/vesting-contract/introduction';

  test('is server-rendered with Dev1’s position, a chart and its table alternative', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(path);
    const form = page.locator('form', {hasText: 'Vesting schedule'});
    // Day 546 (2027-07-01): 120,000 × 546 / 1,095 KEST.
    await expect(form.getByRole('status')).toContainText('Vested59,835.616438 KEST');
    await expect(form.getByRole('img')).toHaveAccessibleName(
      /Vested KEST by day since 2026-01-01 Nothing vests until day 365/,
    );
    // The table alternative sits in a closed <details>: present in the HTML, one click away.
    await expect(form.locator('table')).toHaveCount(1);
    await context.close();
  });

  test('switches to the stepped advisor schedule and shows what is claimable after a claim', async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const form = page.locator('form', {hasText: 'Vesting schedule'});
    await form.getByLabel('Schedule', {exact: true}).selectOption('advisor');
    await form.getByLabel('Days since the start (days)').fill('45');
    await expect(form.getByRole('status')).toContainText('Vested2,000 KEST');
    await form.getByLabel('Claimed so far (KEST)').fill('1500');
    await expect(form.getByRole('status')).toContainText('Claimable now500 KEST');
    await form.getByLabel('Claimed so far (KEST)').fill('2500');
    await expect(form.getByText('Claimed so far cannot exceed what has vested by that day.')).toBeVisible();
  });

  test('the table alternative opens from the keyboard', async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const summary = page.getByText('The schedule as a table');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.locator('form', {hasText: 'Vesting schedule'}).getByRole('cell', {name: '40,000', exact: true}),
    ).toBeVisible();
  });
});

test.describe('ARTE basket composer', () => {
  const path = '/docs/assets/front-end-ui/arte';

  test('is server-rendered with the deposits for 12.5 ARTE-IG', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(path);
    const composer = page.locator('section', {hasText: 'ARTE basket composer'});
    await expect(composer).toContainText('3.125 SGLD');
    await expect(composer).toContainText('3125000000000000000');
    await expect(composer).toContainText('250 USDC');
    await context.close();
  });

  test('rounds deposits up on mint and returns down on burn', async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const composer = page.locator('section', {hasText: 'ARTE basket composer'});
    await composer.getByLabel('Basket tokens to mint (ARTE-IG)').fill('1.23456789');
    await expect(composer).toContainText('24.691358 USDC');
    await composer.getByText('Burn: return basket tokens, receive components').click();
    await composer.getByLabel('Basket tokens to burn (ARTE-IG)').fill('1.23456789');
    await expect(composer).toContainText('24.691357 USDC');
  });
});
