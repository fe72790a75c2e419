/**
 * The Kestrel Energy example that the Engage pages, reference examples and calculators share: the
 * KEST token, its staking plans and two vesting schedules. Calculators start from these values.
 */

export const kest = {symbol: 'KEST', decimals: 18} as const;

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
