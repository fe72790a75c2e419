import {getAddress, type Abi, type Address, type Hex} from 'viem';
import {
  kestrelAccounts,
  stakingExample,
  stakingPlanLimits,
  stakingPlans,
  type ExampleStake,
} from '@site/src/data/engageExample';
import type {ContractSim, SimLog} from '../chain';
import {emit, isRevert, Ledger, revert, returns, type Revert} from '../contracts';
import {contractAt, pausable, secondsOf, units, year} from './common';

const enum Status {
  Active = 0,
  Unstaked = 1,
  Restaked = 2,
}

interface Plan {
  id: bigint;
  lockPeriod: bigint;
  aprBps: number;
  earlyUnlockPenaltyBps: number;
  minStake: bigint;
  capacity: bigint;
  totalStaked: bigint;
  active: boolean;
}

interface Stake {
  id: bigint;
  owner: Address;
  planId: bigint;
  amount: bigint;
  startedAt: bigint;
  unlocksAt: bigint;
  rewardEndsAt: bigint;
  aprBps: number;
  earlyUnlockPenaltyBps: number;
  maxReward: bigint;
  rewardsPaid: bigint;
  status: Status;
}

interface StakingState {
  plans: Plan[];
  stakes: Map<bigint, Stake>;
  nextId: bigint;
  rewardPool: bigint;
  /** Principal and unpaid reserved rewards of the stakes the example knows only through its totals. */
  otherStaked: bigint;
  otherReserved: bigint;
  paused: boolean;
  roles: Map<Hex, Set<string>>;
}

const kest = (amount: string) => units(amount, 18);

/** A stake's reward over its whole accrual period: `amount × aprBps × period / (10000 × year)`, rounded down. */
const maxRewardOf = (plan: Pick<Plan, 'lockPeriod' | 'aprBps'>, amount: bigint) =>
  (amount * BigInt(plan.aprBps) * (plan.lockPeriod === 0n ? year : plan.lockPeriod)) / (10_000n * year);

/** Rewards accrued by `now`: per second from `startedAt` to `rewardEndsAt`, simple interest, rounded down. */
const accrued = (stake: Stake, now: bigint) => {
  const end = now < stake.rewardEndsAt ? now : stake.rewardEndsAt;
  return end <= stake.startedAt
    ? 0n
    : (stake.amount * BigInt(stake.aprBps) * (end - stake.startedAt)) / (10_000n * year);
};
const pending = (stake: Stake, now: bigint) =>
  stake.status === Status.Active ? accrued(stake, now) - stake.rewardsPaid : 0n;

function openStake(plan: Plan, owner: Address, amount: bigint, startedAt: bigint, id: bigint): Stake {
  const unlocksAt = startedAt + plan.lockPeriod;
  return {
    id,
    owner: getAddress(owner),
    planId: plan.id,
    amount,
    startedAt,
    unlocksAt,
    rewardEndsAt: plan.lockPeriod === 0n ? startedAt + year : unlocksAt,
    aprBps: plan.aprBps,
    earlyUnlockPenaltyBps: plan.earlyUnlockPenaltyBps,
    maxReward: maxRewardOf(plan, amount),
    rewardsPaid: 0n,
    status: Status.Active,
  };
}

/**
 * The staking contract as it stands when the tutorial starts: Kestrel's plans, the stakes of the example opened
 * before that moment (a later one, such as stake 42, is the reader's to open, and gets its id), the reward pool and
 * the reservations of the stakes the example knows only by its totals.
 */
function initialState(start: bigint): StakingState {
  const plans: Plan[] = stakingPlans.map((plan) => ({
    id: BigInt(plan.id),
    lockPeriod: BigInt(plan.lockDays) * 86_400n,
    aprBps: plan.aprBps,
    earlyUnlockPenaltyBps: plan.earlyUnlockPenaltyBps,
    minStake: kest(stakingPlanLimits[plan.id]!.minStake),
    capacity: kest(stakingPlanLimits[plan.id]!.capacity),
    totalStaked: 0n,
    active: true,
  }));
  const stakeOf = (example: ExampleStake) =>
    openStake(
      plans.find((plan) => plan.id === BigInt(example.planId))!,
      kestrelAccounts[example.owner],
      kest(example.amount),
      secondsOf(example.startedAt),
      BigInt(example.id),
    );
  const all = stakingExample.stakes.map(stakeOf);
  const open = all.filter((stake) => stake.startedAt < start);
  const firstLater = all.filter((stake) => stake.startedAt >= start).map((stake) => stake.id);
  for (const stake of open) plans.find((plan) => plan.id === stake.planId)!.totalStaked += stake.amount;
  const known = (field: 'amount' | 'maxReward') => all.reduce((sum, stake) => sum + stake[field], 0n);
  return {
    plans,
    stakes: new Map(open.map((stake) => [stake.id, stake])),
    nextId: firstLater.length > 0 ? firstLater.reduce((a, b) => (a < b ? a : b)) : all.at(-1)!.id + 1n,
    rewardPool: kest(stakingExample.rewardPool),
    otherStaked: kest(stakingExample.totalStaked) - known('amount'),
    otherReserved: kest(stakingExample.reservedRewards) - known('maxReward'),
    paused: false,
    roles: new Map(),
  };
}

const reserved = (state: StakingState) =>
  [...state.stakes.values()]
    .filter((stake) => stake.status === Status.Active)
    .reduce((sum, stake) => sum + stake.maxReward - stake.rewardsPaid, state.otherReserved);
const available = (state: StakingState) => state.rewardPool - reserved(state);

/**
 * The id of a stake opened at `now`. Ids count across all owners, and the example knows the stakes of others only by
 * how many had been opened before a moment (`stakingExample.stakesOpened`): from that moment on, ids go on after them.
 */
function idAt(state: StakingState, now: bigint) {
  const {before, count} = stakingExample.stakesOpened;
  return now >= secondsOf(before) && state.nextId <= BigInt(count) ? BigInt(count) + 1n : state.nextId;
}

/**
 * Kestrel's `IEngageStaking`, as its NatSpec describes it: plans with a lock, an APR and an early-unlock penalty; a
 * stake reserves its maximum reward in the pool and pulls its KEST with the staker's allowance; rewards accrue per
 * second until the stake unlocks and are paid by `claimRewards` or moved into a new stake by `restake`; custom errors
 * as documented.
 */
export function engageStaking(options: {address: Address; token: Address; abi: Abi; start: bigint}): ContractSim {
  const {abi, token} = options;
  const address = getAddress(options.address);
  return contractAt(
    address,
    abi,
    () => initialState(options.start),
    (call, context, {functionName, args, state, roles}) => {
      const now = call.timestamp;
      const ledger = new Ledger(context);
      const planOf = (id: bigint) => state.plans.find((plan) => plan.id === id);
      const ownStake = (id: bigint): Stake | Revert => {
        const stake = state.stakes.get(id);
        if (!stake) return revert(abi, 'StakeNotFound', [id]);
        if (stake.owner !== getAddress(call.from)) return revert(abi, 'NotStakeOwner', [id, stake.owner]);
        if (stake.status !== Status.Active) return revert(abi, 'StakeNotActive', [id, stake.status]);
        return stake;
      };
      /** Opens a stake after the checks `stake` and `restake` share. */
      const open = (planId: bigint, amount: bigint): Stake | Revert => {
        const plan = planOf(planId);
        if (!plan) return revert(abi, 'PlanNotFound', [planId]);
        if (!plan.active) return revert(abi, 'PlanInactive', [planId]);
        if (amount < plan.minStake) return revert(abi, 'BelowMinimumStake', [amount, plan.minStake]);
        if (plan.capacity !== 0n && plan.totalStaked + amount > plan.capacity)
          return revert(abi, 'PlanCapacityExceeded', [planId, plan.capacity - plan.totalStaked]);
        const stake = openStake(plan, call.from, amount, now, idAt(state, now));
        if (available(state) < stake.maxReward)
          return revert(abi, 'InsufficientRewardPool', [stake.maxReward, available(state)]);
        state.nextId = stake.id + 1n;
        state.stakes.set(stake.id, stake);
        plan.totalStaked += amount;
        return stake;
      };
      const stakedLog = (stake: Stake) =>
        emit(abi, 'Staked', call, {
          stakeId: stake.id,
          owner: stake.owner,
          planId: stake.planId,
          amount: stake.amount,
          unlocksAt: stake.unlocksAt,
          maxReward: stake.maxReward,
        });
      const close = (stake: Stake, status: Status) => {
        stake.status = status;
        planOf(stake.planId)!.totalStaked -= stake.amount;
      };

      switch (functionName) {
        case 'stakingToken':
          return returns(abi, functionName, token);
        case 'flexibleAccrualPeriod':
          return returns(abi, functionName, year);
        case 'planCount':
          return returns(abi, functionName, BigInt(state.plans.length));
        case 'plans':
          return returns(abi, functionName, state.plans);
        case 'getPlan': {
          const plan = planOf(args[0] as bigint);
          return plan ? returns(abi, functionName, plan) : revert(abi, 'PlanNotFound', [args[0]]);
        }
        case 'previewReward': {
          const plan = planOf(args[0] as bigint);
          return plan
            ? returns(abi, functionName, maxRewardOf(plan, args[1] as bigint))
            : revert(abi, 'PlanNotFound', [args[0]]);
        }
        case 'getStake': {
          const stake = state.stakes.get(args[0] as bigint);
          return stake ? returns(abi, functionName, stake) : revert(abi, 'StakeNotFound', [args[0]]);
        }
        case 'stakesOf':
          return returns(
            abi,
            functionName,
            [...state.stakes.values()]
              .filter((stake) => stake.owner === getAddress(args[0] as Address))
              .map((s) => s.id),
          );
        case 'pendingRewards': {
          const stake = state.stakes.get(args[0] as bigint);
          return stake ? returns(abi, functionName, pending(stake, now)) : revert(abi, 'StakeNotFound', [args[0]]);
        }
        case 'votingPower':
          return returns(
            abi,
            functionName,
            [...state.stakes.values()]
              .filter((stake) => stake.status === Status.Active && stake.owner === getAddress(args[0] as Address))
              .reduce((sum, stake) => sum + stake.amount, 0n),
          );
        case 'totalStaked':
          return returns(
            abi,
            functionName,
            state.plans.reduce((sum, plan) => sum + plan.totalStaked, state.otherStaked),
          );
        case 'rewardPoolBalance':
          return returns(abi, functionName, state.rewardPool);
        case 'reservedRewards':
          return returns(abi, functionName, reserved(state));
        case 'availableRewards':
          return returns(abi, functionName, available(state));

        case 'stake': {
          const [planId, amount] = args as [bigint, bigint];
          if (amount === 0n) return revert(abi, 'ZeroAmount');
          if (state.paused) return revert(abi, 'EnforcedPause');
          const stake = open(planId, amount);
          if ('revert' in stake) return stake;
          const pulled = ledger.transferFrom(call, token, address, call.from, address, amount);
          if (isRevert(pulled)) return pulled;
          return returns(abi, functionName, stake.id, [pulled, stakedLog(stake)]);
        }
        case 'claimRewards': {
          if (state.paused) return revert(abi, 'EnforcedPause');
          const stake = ownStake(args[0] as bigint);
          if ('revert' in stake) return stake;
          if (now < stake.unlocksAt) return revert(abi, 'StakeLocked', [stake.id, stake.unlocksAt]);
          const reward = pending(stake, now);
          if (reward === 0n) return revert(abi, 'NothingToClaim', [stake.id]);
          stake.rewardsPaid += reward;
          state.rewardPool -= reward;
          const paid = ledger.transfer(call, token, address, stake.owner, reward);
          if (isRevert(paid)) return paid;
          return returns(abi, functionName, reward, [
            paid,
            emit(abi, 'RewardsClaimed', call, {stakeId: stake.id, owner: stake.owner, reward}),
          ]);
        }
        case 'restake': {
          const [stakeId, newPlanId] = args as [bigint, bigint];
          if (state.paused) return revert(abi, 'EnforcedPause');
          const old = ownStake(stakeId);
          if ('revert' in old) return old;
          if (now < old.unlocksAt) return revert(abi, 'StakeLocked', [old.id, old.unlocksAt]);
          const reward = pending(old, now);
          // The old stake's rewards leave the pool and its reservation is released before the new one reserves.
          close(old, Status.Restaked);
          state.rewardPool -= reward;
          const fresh = open(newPlanId, old.amount + reward);
          if ('revert' in fresh) return fresh;
          return returns(abi, functionName, fresh.id, [
            emit(abi, 'Restaked', call, {
              oldStakeId: old.id,
              newStakeId: fresh.id,
              owner: fresh.owner,
              newPlanId,
              amount: fresh.amount,
            }),
            stakedLog(fresh),
          ]);
        }
        case 'unstake': {
          const stake = ownStake(args[0] as bigint);
          if ('revert' in stake) return stake;
          const early = now < stake.unlocksAt;
          const penalty = early
            ? (stake.amount * BigInt(stake.earlyUnlockPenaltyBps) + 9_999n) / 10_000n // rounded up to the base unit
            : 0n;
          const reward = early ? 0n : pending(stake, now);
          close(stake, Status.Unstaked);
          state.rewardPool += penalty - reward;
          const paid = ledger.transfer(call, token, address, stake.owner, stake.amount - penalty + reward);
          if (isRevert(paid)) return paid;
          const logs: SimLog[] = [
            paid,
            emit(abi, 'Unstaked', call, {
              stakeId: stake.id,
              owner: stake.owner,
              principalReturned: stake.amount - penalty,
              penalty,
              reward,
              early,
            }),
          ];
          return {result: '0x', logs};
        }
        case 'fundRewards': {
          const amount = args[0] as bigint;
          if (amount === 0n) return revert(abi, 'ZeroAmount');
          const pulled = ledger.transferFrom(call, token, address, call.from, address, amount);
          if (isRevert(pulled)) return pulled;
          state.rewardPool += amount;
          return {
            result: '0x',
            logs: [pulled, emit(abi, 'RewardsFunded', call, {from: call.from, amount, rewardPool: state.rewardPool})],
          };
        }
        default:
          return pausable(abi, call, state, roles) ?? roles.handle(call);
      }
    },
  );
}
