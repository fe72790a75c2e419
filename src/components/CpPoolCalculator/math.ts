import {mulDiv} from '@site/src/lib/decimal';
import {valueAtFeedPrice} from '@site/src/lib/priceFeed';

/** The counterparty pool contract's year: 365 days, in seconds. */
export const secondsPerYear = 31_536_000n;
/** "One month" in CP pool terms: a twelfth of that year (2,628,000 s). */
export const secondsPerMonth = secondsPerYear / 12n;
export const secondsPerDay = 86_400n;
const bpsDenominator = 10_000n;

export interface CpPoolScenario {
  /** Target amount (principal), in stablecoin base units. */
  principal: bigint;
  minimumAprBps: bigint;
  termSeconds: bigint;
  /** Collateral the owner locked, in collateral-token base units. */
  collateral: bigint;
  collateralDecimals: number;
  stablecoinDecimals: number;
  /** Price of one whole collateral token, as the feed answers it (`priceFeedDecimals`). */
  collateralPrice: bigint;
  liquidationDiscountBps: bigint;
  /** What the owner repaid by the repayment deadline, in stablecoin base units. */
  repaid: bigint;
}

export type CpPoolOutcome = 'SUCCEEDED' | 'MIN_APR_NOT_MET' | 'DEFAULTED';

export interface CpPoolFigures {
  minimumRewards: bigint;
  amountOwed: bigint;
  collateralValue: bigint;
  /**
   * The most a liquidation can raise: all the collateral at the oracle price less the discount, rounded up as the
   * contract charges it.
   */
  liquidationValue: bigint;
  outcome: CpPoolOutcome;
  /** Amount owed less repaid, never below zero. */
  shortfall: bigint;
  /** What liquidating collateral adds (capped at the shortfall and at the liquidation value). */
  liquidationProceeds: bigint;
  /** Repaid plus liquidation proceeds: what investors share pro rata. */
  investorsReceive: bigint;
  /** Shortfall left after liquidation: the investors' loss against the promise. */
  uncovered: bigint;
}

/** principal × minimum APR × term / year, rounded up in the investors' favour, exactly as the contract computes it. */
export function minimumRewards(principal: bigint, minimumAprBps: bigint, termSeconds: bigint): bigint {
  return mulDiv(principal * minimumAprBps, termSeconds, bpsDenominator * secondsPerYear, 'up');
}

/**
 * Outcome at settlement: success when the amount owed is repaid, minimum APR not met when at least the principal is.
 */
export function outcomeOf(principal: bigint, amountOwed: bigint, repaid: bigint): CpPoolOutcome {
  if (repaid >= amountOwed) return 'SUCCEEDED';
  return repaid >= principal ? 'MIN_APR_NOT_MET' : 'DEFAULTED';
}

/**
 * Every figure of the CP Pools how-tos for one scenario. In MIN_APR_NOT_MET the liquidation assumes the investors' vote
 * passes.
 */
export function cpPoolFigures(scenario: CpPoolScenario): CpPoolFigures {
  const rewards = minimumRewards(scenario.principal, scenario.minimumAprBps, scenario.termSeconds);
  const amountOwed = scenario.principal + rewards;
  const toStablecoin = (price: bigint, rounding: 'down' | 'up') =>
    valueAtFeedPrice(scenario.collateral, price, scenario.collateralDecimals, scenario.stablecoinDecimals, rounding);
  const collateralValue = toStablecoin(scenario.collateralPrice, 'down');
  // The contract's liquidation price (discount rounded down), and the payment for it rounded up.
  const discountedPrice = mulDiv(
    scenario.collateralPrice,
    bpsDenominator - scenario.liquidationDiscountBps,
    bpsDenominator,
  );
  const liquidationValue = toStablecoin(discountedPrice, 'up');
  const outcome = outcomeOf(scenario.principal, amountOwed, scenario.repaid);
  const shortfall = amountOwed > scenario.repaid ? amountOwed - scenario.repaid : 0n;
  const liquidationProceeds = shortfall < liquidationValue ? shortfall : liquidationValue;
  return {
    minimumRewards: rewards,
    amountOwed,
    collateralValue,
    liquidationValue,
    outcome,
    shortfall,
    liquidationProceeds,
    investorsReceive: scenario.repaid + liquidationProceeds,
    uncovered: shortfall - liquidationProceeds,
  };
}

/** An investor's pro-rata share of a pool figure, rounded down as the contract's claim is. */
export const shareOf = (figure: bigint, supplied: bigint, principal: bigint) =>
  principal === 0n ? 0n : mulDiv(figure, supplied, principal);
