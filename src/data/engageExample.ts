/**
 * The Kestrel Energy example that the Engage pages, reference examples and calculators share: the
 * KEST token, its staking plans and two vesting schedules. Calculators start from these values.
 */

export const kest = {symbol: 'KEST', decimals: 18} as const;

/**
 * Limits fixed in the Engage contracts' implementations (reference/contracts), in seconds: the longest vesting
 * schedule (EngageVesting's `maxDuration()`, 3,650 days) and the longest lock `createPlan` accepts (EngageStaking,
 * 1,460 days). The calculators refuse what the contracts would refuse.
 */
export const engageContractLimits = {
  vestingMaxDurationSeconds: 315_360_000,
  stakingMaxLockSeconds: 126_144_000,
} as const;

export interface StakingPlan {
  id: number;
  name: string;
  lockDays: number;
  /** Annual rate in basis points. */
  aprBps: number;
  /** Share of the principal kept on an early unlock, in basis points. */
  earlyUnlockPenaltyBps: number;
}

export const stakingPlans: readonly StakingPlan[] = [
  {id: 1, name: 'Flexible', lockDays: 0, aprBps: 400, earlyUnlockPenaltyBps: 0},
  {id: 2, name: '90 days', lockDays: 90, aprBps: 900, earlyUnlockPenaltyBps: 1000},
  {id: 3, name: '180 days', lockDays: 180, aprBps: 1400, earlyUnlockPenaltyBps: 1500},
];

export interface VestingExample {
  id: 'team' | 'advisor';
  beneficiary: string;
  /** Whole KEST. */
  total: string;
  /** Start of the schedule, UTC. */
  start: string;
  cliffDays: number;
  durationDays: number;
  /** 0 for linear release. */
  stepDays: number;
  revocable: boolean;
}

export const vestingExamples: readonly VestingExample[] = [
  {
    id: 'team',
    beneficiary: 'Dev1 (team)',
    total: '120000',
    start: '2026-01-01',
    cliffDays: 365,
    durationDays: 1095,
    stepDays: 0,
    revocable: true,
  },
  {
    id: 'advisor',
    beneficiary: 'Dev2 (advisor)',
    total: '24000',
    start: '2026-01-01',
    cliffDays: 0,
    durationDays: 360,
    stepDays: 30,
    revocable: false,
  },
];

/**
 * The people and services of the example, by their Base Sepolia addresses: who owns which stake and schedule, and
 * who runs the buyback.
 */
export const kestrelAccounts = {
  ana: '0x2E17A44b4873335eb3Df8601E18F137B14fDd765',
  dev1: '0x5F014036627a3f82796adb6f530d15cd0861aCD0',
  dev2: '0xf00b4C01bC8B6a3f75e83c49A06268d90CD86B73',
  keeper: '0xE6D0dF378ff366D6Efe4e94Cddf5a7d1855375c0',
} as const;

export type KestrelAccount = keyof typeof kestrelAccounts;

/** What every Kestrel plan takes on top of its terms, in whole KEST. */
export const stakingPlanLimits: Readonly<Record<number, {minStake: string; capacity: string}>> = {
  1: {minStake: '100', capacity: '0'},
  2: {minStake: '100', capacity: '2000000'},
  3: {minStake: '100', capacity: '1000000'},
};

/** One stake of the example, with when it opened (UTC). */
export interface ExampleStake {
  id: number;
  owner: KestrelAccount;
  planId: number;
  /** Whole KEST. */
  amount: string;
  startedAt: string;
}

/**
 * Kestrel's staking contract as the pages describe it on 2026-11-02: the reward pool the treasury Safe funded, Ana's
 * two stakes (her flexible stake 7 and her 90-day stake 42), and the totals of every stake, Ana's included. Stakes
 * 1 to 41 were open before stake 42; the ones other than Ana's are known only through these totals.
 */
export const stakingExample = {
  /**
   * Whole KEST in the reward pool: the treasury Safe's 150,000 KEST funding plus the early-unlock penalties received,
   * less the rewards paid out (at least 2,434.93 KEST, as the open stakes' maximum rewards add up to 43,684.93 KEST
   * and 41,250 of them are still reserved). So far the penalties have made up for the rewards paid.
   */
  rewardPool: '150000',
  stakes: [
    {id: 7, owner: 'ana', planId: 1, amount: '2500', startedAt: '2026-06-01T00:00:00Z'},
    {id: 42, owner: 'ana', planId: 2, amount: '10000', startedAt: '2026-10-01T00:00:00Z'},
  ] as readonly ExampleStake[],
  /** Principal of every active stake, whole KEST. */
  totalStaked: '1200000',
  /** Rewards promised to active stakes and not yet paid, whole KEST. */
  reservedRewards: '41250',
  /**
   * How many stakes every owner together had opened before a moment: the next stake opened from then on gets the next
   * id. On 2026-11-02 412 addresses held an active stake, Ana two of them, so at least 413 stakes had been opened by
   * then; 430 had been opened before Ana's restake of stake 42 at 2026-12-30T00:00:00Z, which opens stake 431.
   */
  stakesOpened: {before: '2026-12-30T00:00:00Z', count: 430},
} as const;

/** Claims a beneficiary made on a vesting schedule (UTC), in whole KEST. */
export interface VestingClaim {
  at: string;
  amount: string;
}

/** The vesting schedules on chain: schedule ids count from 1 in the order of `vestingExamples`. */
export const vestingBeneficiaries: Readonly<
  Record<VestingExample['id'], {account: KestrelAccount; claims: VestingClaim[]}>
> = {
  team: {account: 'dev1', claims: [{at: '2027-01-01T00:00:00Z', amount: '40000'}]},
  advisor: {account: 'dev2', claims: [{at: '2026-09-01T00:00:00Z', amount: '16000'}]},
};

/**
 * Kestrel's buyback on Monday 2026-11-02, when the 14:00 UTC window opens: the budget after six executions and the
 * treasury Safe's funding that morning, the feed's answer, and what the KEST / USDC pool fills.
 */
export const buybackExample = {
  /** USDC (6 decimals) left after six executions, and what the treasury Safe funds that morning. */
  balanceBefore: '35000',
  funded: '50000',
  executions: 6,
  /**
   * The time the windows are counted from (window k opens at start + k × interval; it may lie in the past), each
   * window's length and the time between openings (Unix seconds).
   */
  window: {start: 1767621600, duration: 3600, interval: 604800},
  maxSlippageBps: 100,
  /** USDC per execution at most. */
  maxPerExecution: '10000',
  maxPriceAge: 3600,
  /** The feed's answer in the window: USDC per whole KEST, and when it was updated. */
  feedPrice: '0.25',
  feedUpdatedAt: '2026-11-02T14:00:00Z',
  /** What the pool returns for USDC: 19,950 KEST for 5,000 USDC. */
  poolFill: {amountIn: '5000', amountOut: '19950'},
  destination: 'Burn',
} as const;
