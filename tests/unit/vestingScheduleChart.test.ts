import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  maxDurationSeconds,
  scheduleProblem,
  secondsPerDay,
  vestedAmount,
  vestingBreakpoints,
  vestingPosition,
  type VestingSchedule,
} from '@site/src/components/VestingScheduleChart/math';
import {parseDecimal} from '@site/src/lib/decimal';
import {repoRoot} from '../support/paths';

const kest = (amount: string) => parseDecimal(amount, 18);
const days = (count: number) => BigInt(count) * secondsPerDay;

/** Dev1's team schedule: 120,000 KEST, 365-day cliff, 1,095 days, linear. */
const dev1: VestingSchedule = {
  totalAmount: kest('120000'),
  cliffSeconds: days(365),
  durationSeconds: days(1095),
  stepSeconds: 0n,
};
/** Dev2's advisor schedule: 24,000 KEST in twelve 30-day steps, no cliff. */
const dev2: VestingSchedule = {
  totalAmount: kest('24000'),
  cliffSeconds: 0n,
  durationSeconds: days(360),
  stepSeconds: days(30),
};

describe('vesting schedule', () => {
  it('releases nothing before the cliff, then a third of the team grant at once', () => {
    expect(vestedAmount(dev1, days(364))).toBe(0n);
    expect(vestedAmount(dev1, days(365))).toBe(kest('40000'));
    expect(vestedAmount(dev1, days(730))).toBe(kest('80000'));
  });

  it('rounds linear release down to the base unit', () => {
    // 120,000 × 400 / 1,095 = 43,835.616438356164383561… KEST
    expect(vestedAmount(dev1, days(400))).toBe(43_835_616_438_356_164_383_561n);
  });

  it('releases stepped schedules in whole steps only', () => {
    expect(vestedAmount(dev2, days(29))).toBe(0n);
    expect(vestedAmount(dev2, days(45))).toBe(kest('2000'));
    expect(vestedAmount(dev2, days(359))).toBe(kest('22000'));
    expect(vestedAmount(dev2, days(360))).toBe(kest('24000'));
  });

  it('vests everything at the end and never more', () => {
    expect(vestedAmount(dev1, days(1095))).toBe(dev1.totalAmount);
    expect(vestedAmount(dev1, days(5000))).toBe(dev1.totalAmount);
  });

  it('splits the grant into claimable and locked after what was claimed', () => {
    expect(vestingPosition(dev1, days(730), kest('40000'))).toEqual({
      vested: kest('80000'),
      claimable: kest('40000'),
      locked: kest('40000'),
    });
    expect(() => vestingPosition(dev1, days(365), kest('40001'))).toThrow(/cannot exceed/);
  });

  it('names the problem with a schedule a contract would refuse', () => {
    expect(scheduleProblem(dev1)).toBeUndefined();
    expect(scheduleProblem(dev2)).toBeUndefined();
    expect(scheduleProblem({...dev1, durationSeconds: 0n})).toEqual({
      term: 'duration',
      message: 'The duration must be longer than zero.',
    });
    expect(scheduleProblem({...dev1, cliffSeconds: days(2000)})?.term).toBe('cliff');
    expect(scheduleProblem({...dev2, stepSeconds: days(400)})?.term).toBe('step');
  });

  it('refuses a total of 0 (ZeroAmount), as the staking estimator refuses an amount of 0', () => {
    expect(scheduleProblem({...dev1, totalAmount: 0n})).toEqual({
      term: 'total',
      message: 'Enter an amount above zero.',
    });
    expect(scheduleProblem({...dev2, totalAmount: 1n})).toBeUndefined();
  });

  it('accepts durations up to maxDuration(), 3,650 days, as createSchedule does', () => {
    expect(maxDurationSeconds).toBe(315_360_000n);
    expect(scheduleProblem({...dev1, durationSeconds: days(3650)})).toBeUndefined();
    expect(scheduleProblem({...dev1, durationSeconds: days(3651)})).toEqual({
      term: 'duration',
      message: "Enter at most 3,650 days (the contract's maxDuration()).",
    });
    expect(scheduleProblem({...dev1, durationSeconds: days(5000)})?.term).toBe('duration');
  });

  it('refuses a step that does not divide the duration (InvalidStepDuration)', () => {
    // contract-config's example: 365 days in 30-day steps is 12.17 steps.
    expect(scheduleProblem({...dev2, durationSeconds: days(365)})).toEqual({
      term: 'step',
      message: 'Steps must divide the duration: 365 days is not a whole number of 30-day steps.',
    });
    expect(scheduleProblem({...dev2, stepSeconds: days(7)})?.term).toBe('step');
    expect(scheduleProblem({...dev2, stepSeconds: days(360)})).toBeUndefined();
    expect(scheduleProblem({...dev2, stepSeconds: days(1)})).toBeUndefined();
    expect(scheduleProblem({...dev2, stepSeconds: 86_399n})?.message).toBe(
      'Steps must divide the duration: 360 days is not a whole number of 86,399-second steps.',
    );
  });

  it('holds maxDuration() to what the vesting contract’s NatSpec states', () => {
    const natSpec = fs.readFileSync(path.join(repoRoot, 'reference/contracts/EngageVesting.sol'), 'utf8');
    const stated = /@return duration ([\d,]+) seconds \(([\d,]+) days\)/.exec(natSpec);
    expect(stated?.[1]).toBe(maxDurationSeconds.toLocaleString('en'));
    expect(stated?.[2]).toBe((maxDurationSeconds / secondsPerDay).toLocaleString('en'));
  });

  it('draws the start, cliff, every step and the end, and thins very fine steps', () => {
    expect(vestingBreakpoints(dev1)).toEqual([0n, days(365), days(1095)]);
    expect(vestingBreakpoints(dev2)).toHaveLength(12 + 1);
    const daily: VestingSchedule = {...dev2, durationSeconds: days(3650), stepSeconds: days(1)};
    expect(vestingBreakpoints(daily, 400).length).toBeLessThanOrEqual(402);
  });
});
