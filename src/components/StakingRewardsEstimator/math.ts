import {engageContractLimits} from '@site/src/data/engageExample';
import {mulDiv} from '@site/src/lib/decimal';

/** The staking contract's year: 365 days, in seconds. Rewards accrue per second on it. */
export const secondsPerYear = 31_536_000n;
export const secondsPerDay = 86_400n;
const bpsDenominator = 10_000n;

/** The longest lock `createPlan` accepts, in whole days. */
export const maxLockDays = BigInt(engageContractLimits.stakingMaxLockSeconds) / secondsPerDay;

/** Undefined for a lock `createPlan` accepts, otherwise the reader-facing reason it would revert. */
export function lockProblem(lockDays: bigint): string | undefined {
  return lockDays > maxLockDays
    ? `Enter at most ${maxLockDays.toLocaleString('en')} days, the longest lock the staking contract accepts.`
    : undefined;
}

/** Rewards of one stake: amount × APR × elapsed / year, rounded down, as `pendingRewards` computes them. */
export function stakeRewards(amount: bigint, aprBps: bigint, elapsedSeconds: bigint): bigint {
  return mulDiv(amount * aprBps, elapsedSeconds, bpsDenominator * secondsPerYear);
}

export interface StakingScenario {
  /** KEST staked, in base units. */
  amount: bigint;
  aprBps: bigint;
  lockSeconds: bigint;
  /** How long the reader keeps the tokens staked. */
  horizonSeconds: bigint;
  /**
   * Restake principal plus rewards every this many seconds (at least the lock period); undefined
   * for no compounding: rewards are claimed and only the principal stays staked.
   */
  restakeEverySeconds?: bigint;
}

export interface StakingCycle {
  /** Seconds from the first stake to this cycle's end. */
  endsAt: bigint;
  staked: bigint;
  rewards: bigint;
}

export interface StakingFigures {
  totalRewards: bigint;
  /** Principal plus every reward at the end of the horizon. */
  finalBalance: bigint;
  /** One entry per restake (compounding), or one for the whole horizon. */
  cycles: StakingCycle[];
  /** Seconds after the horizon until the last stake unlocks; 0 when it is unlocked by then. */
  stillLockedFor: bigint;
}

/**
 * How long a stake accrues: until `rewardEndsAt`, which is `unlocksAt` for a locked plan and a year after the stake
 * opened for a flexible one (EngageStaking.sol). After it the stake stays open but earns nothing until it is restaked.
 */
export const accrualSeconds = (lockSeconds: bigint): bigint => (lockSeconds > 0n ? lockSeconds : secondsPerYear);

/**
 * What a stake earns over the horizon. Without compounding it is one stake's per-second rewards, up to its
 * `rewardEndsAt`. With compounding, each restake starts a new stake of principal plus rewards, so the reward of
 * every cycle is rounded down on its own, as the contract rounds it, and each cycle accrues only until its own
 * `rewardEndsAt`.
 */
export function stakingFigures({
  amount,
  aprBps,
  lockSeconds,
  horizonSeconds,
  restakeEverySeconds,
}: StakingScenario): StakingFigures {
  const interval = restakeEverySeconds ?? horizonSeconds;
  if (interval <= 0n) throw new RangeError('The restake interval must be longer than zero.');
  if (restakeEverySeconds !== undefined && restakeEverySeconds < lockSeconds)
    throw new RangeError('A stake can be restaked only once its lock has ended.');
  const cycles: StakingCycle[] = [];
  let staked = amount;
  let elapsed = 0n;
  while (elapsed < horizonSeconds) {
    const length = horizonSeconds - elapsed < interval ? horizonSeconds - elapsed : interval;
    const accrued = length < accrualSeconds(lockSeconds) ? length : accrualSeconds(lockSeconds);
    const rewards = stakeRewards(staked, aprBps, accrued);
    elapsed += length;
    cycles.push({endsAt: elapsed, staked, rewards});
    // Restaking moves rewards into principal; without compounding they are claimed and set aside.
    if (restakeEverySeconds !== undefined) staked += rewards;
  }
  const totalRewards = cycles.reduce((sum, cycle) => sum + cycle.rewards, 0n);
  const lastLength =
    cycles.length > 0 ? cycles[cycles.length - 1].endsAt - (cycles[cycles.length - 2]?.endsAt ?? 0n) : 0n;
  return {
    totalRewards,
    finalBalance: amount + totalRewards,
    cycles,
    stillLockedFor: lockSeconds > lastLength ? lockSeconds - lastLength : 0n,
  };
}
