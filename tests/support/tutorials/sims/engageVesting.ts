import {getAddress, type Abi, type Address, type Hex} from 'viem';
import {
  engageContractLimits,
  kest,
  kestrelAccounts,
  vestingBeneficiaries,
  vestingExamples,
} from '@site/src/data/engageExample';
import type {ContractSim} from '../chain';
import {emit, isRevert, Ledger, revert, returns} from '../contracts';
import {contractAt, pausable, secondsOf, units} from './common';

const enum ScheduleStatus {
  Pending = 0,
  Cliff = 1,
  Vesting = 2,
  Completed = 3,
  Revoked = 4,
}

interface Schedule {
  id: bigint;
  beneficiary: Address;
  totalAmount: bigint;
  released: bigint;
  start: bigint;
  cliffDuration: bigint;
  duration: bigint;
  stepDuration: bigint;
  revocable: boolean;
  revokedAt: bigint;
}

interface VestingState {
  schedules: Schedule[];
  /** Tokens returned to the treasury by revocations. */
  returned: bigint;
  paused: boolean;
  roles: Map<Hex, Set<string>>;
}

const day = 86_400n;
/** The longest schedule, fixed in the implementation: ten years. */
const maxDuration = BigInt(engageContractLimits.vestingMaxDurationSeconds);

/** The schedules of the example, with what their beneficiaries claimed before the tutorial starts. */
function initialState(start: bigint): VestingState {
  return {
    schedules: vestingExamples.map((example, index) => {
      const {account, claims} = vestingBeneficiaries[example.id];
      return {
        id: BigInt(index + 1),
        beneficiary: getAddress(kestrelAccounts[account]),
        totalAmount: units(example.total, kest.decimals),
        released: claims
          .filter((claim) => secondsOf(claim.at) < start)
          .reduce((sum, claim) => sum + units(claim.amount, kest.decimals), 0n),
        start: secondsOf(example.start),
        cliffDuration: BigInt(example.cliffDays) * day,
        duration: BigInt(example.durationDays) * day,
        stepDuration: BigInt(example.stepDays) * day,
        revocable: example.revocable,
        revokedAt: 0n,
      };
    }),
    returned: 0n,
    paused: false,
    roles: new Map(),
  };
}

/** Vested at `at`: nothing during the cliff, then linear or by whole steps, rounded down; stops at `revokedAt`. */
function vestedAt(schedule: Schedule, at: bigint): bigint {
  const until = schedule.revokedAt !== 0n && schedule.revokedAt < at ? schedule.revokedAt : at;
  if (until < schedule.start) return 0n;
  const elapsed = until - schedule.start;
  if (elapsed < schedule.cliffDuration) return 0n;
  const counted = elapsed < schedule.duration ? elapsed : schedule.duration;
  if (schedule.stepDuration === 0n) return (schedule.totalAmount * counted) / schedule.duration;
  return (schedule.totalAmount * ((counted / schedule.stepDuration) * schedule.stepDuration)) / schedule.duration;
}

function statusAt(schedule: Schedule, at: bigint): ScheduleStatus {
  if (schedule.revokedAt !== 0n) return ScheduleStatus.Revoked;
  if (at < schedule.start) return ScheduleStatus.Pending;
  if (at < schedule.start + schedule.cliffDuration) return ScheduleStatus.Cliff;
  if (at < schedule.start + schedule.duration) return ScheduleStatus.Vesting;
  return ScheduleStatus.Completed;
}

/**
 * Kestrel's `IEngageVesting`, as its NatSpec describes it: funded schedules with a cliff and linear or stepped
 * vesting, views that evaluate any moment, `claim` for the beneficiary of what has vested, and the documented errors.
 */
export function engageVesting(options: {address: Address; token: Address; abi: Abi; start: bigint}): ContractSim {
  const {abi, token} = options;
  const address = getAddress(options.address);
  return contractAt(
    address,
    abi,
    () => initialState(options.start),
    (call, context, {functionName, args, state, roles}) => {
      const now = call.timestamp;
      const find = (id: bigint) => state.schedules.find((schedule) => schedule.id === id);
      const needSchedule = <T>(answer: (schedule: Schedule) => T) => {
        const schedule = find(args[0] as bigint);
        return schedule ? answer(schedule) : revert(abi, 'ScheduleNotFound', [args[0]]);
      };

      switch (functionName) {
        case 'vestingToken':
          return returns(abi, functionName, token);
        case 'maxDuration':
          return returns(abi, functionName, maxDuration);
        case 'scheduleCount':
          return returns(abi, functionName, BigInt(state.schedules.length));
        case 'getSchedule':
          return needSchedule((schedule) => returns(abi, functionName, schedule));
        case 'schedulesOf':
          return returns(
            abi,
            functionName,
            state.schedules.filter((s) => s.beneficiary === getAddress(args[0] as Address)).map((s) => s.id),
          );
        case 'vestedAmount':
          return needSchedule((schedule) => returns(abi, functionName, vestedAt(schedule, args[1] as bigint)));
        case 'claimable':
          return needSchedule((schedule) => returns(abi, functionName, vestedAt(schedule, now) - schedule.released));
        case 'scheduleStatus':
          return needSchedule((schedule) => returns(abi, functionName, statusAt(schedule, now)));
        case 'totalAllocated':
          return returns(
            abi,
            functionName,
            state.schedules.reduce((sum, s) => sum + s.totalAmount - s.released, 0n) - state.returned,
          );
        case 'claim': {
          if (state.paused) return revert(abi, 'EnforcedPause');
          const schedule = find(args[0] as bigint);
          if (!schedule) return revert(abi, 'ScheduleNotFound', [args[0]]);
          if (schedule.beneficiary !== getAddress(call.from))
            return revert(abi, 'NotBeneficiary', [schedule.id, schedule.beneficiary]);
          const cliffEnds = schedule.start + schedule.cliffDuration;
          if (now < cliffEnds) return revert(abi, 'CliffNotReached', [cliffEnds]);
          const amount = vestedAt(schedule, now) - schedule.released;
          if (amount === 0n) return revert(abi, 'NothingToClaim', [schedule.id]);
          schedule.released += amount;
          const paid = new Ledger(context).transfer(call, token, address, schedule.beneficiary, amount);
          if (isRevert(paid)) return paid;
          return returns(abi, functionName, amount, [
            paid,
            emit(abi, 'TokensClaimed', call, {
              scheduleId: schedule.id,
              beneficiary: schedule.beneficiary,
              amount,
              released: schedule.released,
            }),
          ]);
        }
        default:
          return pausable(abi, call, state, roles) ?? roles.handle(call);
      }
    },
  );
}
