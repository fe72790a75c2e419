import React from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import StakingRewardsEstimator from '@site/src/components/StakingRewardsEstimator';
import VestingScheduleChart from '@site/src/components/VestingScheduleChart';

/** Server HTML without React's text separators, as a reader sees the text. */
const render = (element: React.ReactElement) => renderToString(element).replaceAll('<!-- -->', '');

/** The static HTML a reader without JavaScript gets: the default scenario's figures, no error text. */
describe('Engage calculators render on the server', () => {
  it('the staking estimator shows Ana’s 90-day plan figures', () => {
    const html = render(<StakingRewardsEstimator />);
    expect(html).toContain('Staking rewards estimator');
    // 10,000 KEST × 9 % × 90 / 365, rounded down to 18 decimals.
    expect(html).toContain('221.917808 KEST');
    expect(html).toContain('221917808219178082191 base units');
    expect(html).not.toContain('Correct the highlighted field');
    // createPlan's limit, from src/data.
    expect(html).toContain('0 for a flexible plan; at most 1,460 days.');
  });

  it('the vesting chart shows Dev1’s schedule on day 400, with the chart and its table', () => {
    const html = render(<VestingScheduleChart />);
    expect(html).toContain('43,835.616438 KEST');
    expect(html).toContain('role="img"');
    expect(html).toContain('<table>');
    expect(html).toContain('2027-02-05');
    expect(html).not.toContain('Correct the highlighted field');
    // The vesting contract's maxDuration(), from src/data.
    expect(html).toContain('From the start until everything has vested; at most 3,650 days.');
    expect(html).toContain('otherwise tokens vest in whole steps, which must divide the duration.');
  });

  it('the advisor schedule vests in whole 30-day steps', () => {
    const html = render(<VestingScheduleChart example="advisor" elapsedDays={45} />);
    expect(html).toContain('2,000 KEST');
  });
});
