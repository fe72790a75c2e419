import {engageContractLimits} from '@site/src/data/engageExample';
import {mulDiv} from '@site/src/lib/decimal';

export const secondsPerDay = 86_400n;

export interface VestingSchedule {
  /** Tokens the schedule releases in all, in base units. */
  totalAmount: bigint;
  cliffSeconds: bigint;
  durationSeconds: bigint;
  /** 0 for linear release; otherwise tokens vest in whole steps of this length. */
  stepSeconds: bigint;
}

/** The longest schedule `createSchedule` accepts: the vesting contract's `maxDuration()`. */
export const maxDurationSeconds = BigInt(engageContractLimits.vestingMaxDurationSeconds);

/** The schedule term a problem is about, and the reader-facing reason the contract would refuse it. */
export interface ScheduleProblem {
  term: 'total' | 'cliff' | 'duration' | 'step';
  message: string;
}

/** "365 days" (or "30-day" as an adjective), in seconds when the length is not whole days. */
const spell = (seconds: bigint, adjective = false) => {
  const [count, unit] = seconds % secondsPerDay === 0n ? [seconds / secondsPerDay, 'day'] : [seconds, 'second'];
  return `${count.toLocaleString('en')}${adjective ? `-${unit}` : ` ${unit}${count === 1n ? '' : 's'}`}`;
};

/**
 * Undefined for a schedule `createSchedule` accepts, otherwise why it would revert: a total of 0 (`ZeroAmount`), a
 * duration of 0 or above `maxDuration()` (`InvalidDuration`), a cliff longer than the duration (`InvalidCliff`), a
 * step that does not divide the duration (`InvalidStepDuration`).
 */
export function scheduleProblem({
  totalAmount,
  cliffSeconds,
  durationSeconds,
  stepSeconds,
}: VestingSchedule): ScheduleProblem | undefined {
  if (totalAmount <= 0n) return {term: 'total', message: 'Enter an amount above zero.'};
  if (durationSeconds <= 0n) return {term: 'duration', message: 'The duration must be longer than zero.'};
  if (durationSeconds > maxDurationSeconds)
    return {term: 'duration', message: `Enter at most ${spell(maxDurationSeconds)} (the contract's maxDuration()).`};
  if (cliffSeconds > durationSeconds) return {term: 'cliff', message: 'The cliff cannot be longer than the duration.'};
  if (stepSeconds > 0n && durationSeconds % stepSeconds !== 0n)
    return {
      term: 'step',
      message: `Steps must divide the duration: ${spell(durationSeconds)} is not a whole number of ${spell(stepSeconds, true)} steps.`,
    };
  return undefined;
}

/**
 * Tokens vested `elapsedSeconds` after the start, as the vesting contract's `vestedAmount` computes it:
 * nothing before the cliff ends; then total × elapsed / duration (linear) or total × whole steps ×
 * step / duration (stepped), rounded down; everything once the duration has passed.
 */
export function vestedAmount(
  {totalAmount, cliffSeconds, durationSeconds, stepSeconds}: VestingSchedule,
  elapsedSeconds: bigint,
): bigint {
  if (elapsedSeconds < cliffSeconds || elapsedSeconds <= 0n) return 0n;
  if (elapsedSeconds >= durationSeconds) return totalAmount;
  const counted = stepSeconds > 0n ? (elapsedSeconds / stepSeconds) * stepSeconds : elapsedSeconds;
  return mulDiv(totalAmount, counted, durationSeconds);
}

export interface VestingPosition {
  vested: bigint;
  /** Vested but not yet claimed. */
  claimable: bigint;
  /** Not vested yet. */
  locked: bigint;
}

/** Where a beneficiary stands at one moment, given what they have claimed so far. */
export function vestingPosition(schedule: VestingSchedule, elapsedSeconds: bigint, released: bigint): VestingPosition {
  const vested = vestedAmount(schedule, elapsedSeconds);
  if (released > vested) throw new RangeError('Claimed so far cannot exceed what has vested.');
  return {vested, claimable: vested - released, locked: schedule.totalAmount - vested};
}

/**
 * The moments where the vested amount changes shape, in seconds from the start: the start, the cliff,
 * each step (stepped), and the end. A chart draws straight lines between them (linear) or steps.
 */
export function vestingBreakpoints(
  {cliffSeconds, durationSeconds, stepSeconds}: VestingSchedule,
  maxPoints = 400,
): bigint[] {
  const points = new Set<bigint>([0n, cliffSeconds, durationSeconds]);
  if (stepSeconds > 0n) {
    const steps = durationSeconds / stepSeconds;
    // Very fine steps are drawn at a coarser stride: the line's shape is the same at chart scale.
    const stride = steps > BigInt(maxPoints) ? steps / BigInt(maxPoints) + 1n : 1n;
    for (let step = stride; step * stepSeconds < durationSeconds; step += stride) points.add(step * stepSeconds);
  }
  return [...points].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
