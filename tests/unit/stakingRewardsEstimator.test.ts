import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  lockProblem,
  maxLockDays,
  secondsPerDay,
  stakeRewards,
  stakingFigures,
} from '@site/src/components/StakingRewardsEstimator/math';
import {parseDecimal} from '@site/src/lib/decimal';
import {repoRoot} from '../support/paths';

const kest = (amount: string) => parseDecimal(amount, 18);
const days = (count: number) => BigInt(count) * secondsPerDay;

describe('staking rewards', () => {
  it('pays Ana 221.917808219178082191 KEST for 10,000 KEST in the 90-day plan at 9 %', () => {
    // 10,000 × 9 % × 90 / 365, rounded down to the token's 18 decimals.
    expect(stakeRewards(kest('10000'), 900n, days(90))).toBe(221_917_808_219_178_082_191n);
  });

  it('without compounding, a locked stake earns until its lock ends, then nothing more (rewardEndsAt)', () => {
    const figures = stakingFigures({
      amount: kest('10000'),
      aprBps: 900n,
      lockSeconds: days(90),
      horizonSeconds: days(365),
    });
    // 10,000 KEST in the 90-day plan held for a year pays 90 days of 9 %, as the contract does: not 900 KEST.
    expect(figures.totalRewards).toBe(221_917_808_219_178_082_191n);
    expect(figures.finalBalance).toBe(kest('10000') + 221_917_808_219_178_082_191n);
    expect(figures.cycles).toHaveLength(1);
  });

  it('a flexible stake accrues for at most a year', () => {
    const figures = stakingFigures({amount: kest('10000'), aprBps: 400n, lockSeconds: 0n, horizonSeconds: days(500)});
    expect(figures.totalRewards).toBe(kest('400'));
  });

  it('a restake interval longer than the lock pays each cycle only up to its own lock end', () => {
    const figures = stakingFigures({
      amount: kest('10000'),
      aprBps: 900n,
      lockSeconds: days(90),
      horizonSeconds: days(240),
      restakeEverySeconds: days(120),
    });
    expect(figures.cycles[0]!.rewards).toBe(221_917_808_219_178_082_191n);
    expect(figures.cycles[1]!.rewards).toBe(stakeRewards(kest('10000') + 221_917_808_219_178_082_191n, 900n, days(90)));
  });

  it('with compounding, restakes principal plus rewards each time the lock ends and rounds each cycle down', () => {
    const figures = stakingFigures({
      amount: kest('10000'),
      aprBps: 1400n,
      lockSeconds: days(180),
      horizonSeconds: days(365),
      restakeEverySeconds: days(180),
    });
    expect(figures.cycles.map((cycle) => cycle.rewards)).toEqual([
      690_410_958_904_109_589_041n,
      738_077_688_121_598_799_024n,
      21_917_649_460_049_303_757n,
    ]);
    expect(figures.totalRewards).toBe(1_450_406_296_485_757_691_822n);
    expect(figures.totalRewards).toBeGreaterThan(kest('1400'));
    // The last cycle is 5 days into a new 180-day lock.
    expect(figures.stillLockedFor).toBe(days(175));
  });

  it('reports no remaining lock when the horizon ends on an unlock', () => {
    expect(
      stakingFigures({
        amount: kest('1'),
        aprBps: 900n,
        lockSeconds: days(90),
        horizonSeconds: days(180),
        restakeEverySeconds: days(90),
      }).stillLockedFor,
    ).toBe(0n);
  });

  it('keeps full precision for amounts far beyond floating point', () => {
    const amount = 2n ** 200n;
    expect(stakeRewards(amount, 10_000n, 31_536_000n)).toBe(amount);
  });

  it('refuses a restake before the lock ends and an empty interval', () => {
    expect(() =>
      stakingFigures({
        amount: kest('1'),
        aprBps: 900n,
        lockSeconds: days(90),
        horizonSeconds: days(365),
        restakeEverySeconds: days(30),
      }),
    ).toThrow(/lock has ended/);
    expect(() =>
      stakingFigures({
        amount: kest('1'),
        aprBps: 900n,
        lockSeconds: 0n,
        horizonSeconds: days(365),
        restakeEverySeconds: 0n,
      }),
    ).toThrow(/longer than zero/);
  });

  it('accepts a lock of at most 1,460 days, as createPlan does', () => {
    expect(maxLockDays).toBe(1460n);
    expect(lockProblem(0n)).toBeUndefined();
    expect(lockProblem(1460n)).toBeUndefined();
    expect(lockProblem(1461n)).toBe('Enter at most 1,460 days, the longest lock the staking contract accepts.');
  });

  it('holds the longest lock to what the staking contract’s NatSpec states', () => {
    const natSpec = fs.readFileSync(path.join(repoRoot, 'reference/contracts/EngageStaking.sol'), 'utf8');
    const stated = /`lockPeriod` ≤ ([\d,]+) s \(([\d,]+) days\)/.exec(natSpec);
    expect(stated?.[1]).toBe((maxLockDays * secondsPerDay).toLocaleString('en'));
    expect(stated?.[2]).toBe(maxLockDays.toLocaleString('en'));
    expect(natSpec).toContain(`(at most ${(maxLockDays * secondsPerDay).toLocaleString('en')})`);
  });
});
