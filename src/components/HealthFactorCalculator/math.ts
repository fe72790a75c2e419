import {mulDiv, pow10} from '@site/src/lib/decimal';
import {priceFeedDecimals, valueAtFeedPrice} from '@site/src/lib/priceFeed';

const bps = 10_000n;
/** Health factors are WAD: 1e18 is 1.0, as the pool contract returns them. */
export const wad = pow10(18);

export interface PositionInput {
  /** Collateral in collateral-token base units. */
  collateral: bigint;
  collateralDecimals: number;
  loanDecimals: number;
  /** Price of one whole collateral token in loan tokens, as the feed answers it (`priceFeedDecimals`). */
  price: bigint;
  /** Debt in loan-token base units. */
  debt: bigint;
  maxLtvBps: bigint;
  liquidationThresholdBps: bigint;
  liquidationBonusBps: bigint;
  closeFactorBps: bigint;
}

export type PositionStatus = 'HEALTHY' | 'AT_RISK' | 'LIQUIDATABLE';

export interface Liquidation {
  /** The most one liquidation may repay: debt × close factor. */
  repay: bigint;
  /** Collateral the liquidator receives for it, with the bonus, capped at the position's collateral. */
  seized: bigint;
  after: PositionFigures;
}

export interface PositionFigures {
  collateralValue: bigint;
  /** WAD; undefined when there is no debt (the contract returns type(uint256).max). */
  healthFactor: bigint | undefined;
  /** Truncated, as the API reports it; undefined for debt against no collateral value (no ratio to give). */
  ltvBps: bigint | undefined;
  maxDebt: bigint;
  /** Further borrowing the maximum LTV allows now. */
  availableToBorrow: bigint;
  /**
   * Price below which the position can be liquidated, with the feed's decimals, rounded down as the API reports it;
   * undefined without debt or without collateral.
   */
  liquidationPrice: bigint | undefined;
  status: PositionStatus;
}

/** 10^(price decimals + collateral decimals): collateral × price × 10^loan decimals ÷ this is a loan-token amount. */
const priceScale = (input: Pick<PositionInput, 'collateralDecimals'>) =>
  pow10(priceFeedDecimals + input.collateralDecimals);

/** Value of collateral in loan-token base units, rounded down as the contract rounds it. */
export const collateralValue = (
  collateral: bigint,
  input: Pick<PositionInput, 'price' | 'collateralDecimals' | 'loanDecimals'>,
) => valueAtFeedPrice(collateral, input.price, input.collateralDecimals, input.loanDecimals);

/** Statuses the Pools API reports: healthy at 1.10 and above, at risk from 1.00, liquidatable below 1.00. */
export function statusOf(healthFactor: bigint | undefined): PositionStatus {
  if (healthFactor === undefined || healthFactor >= (wad * 110n) / 100n) return 'HEALTHY';
  return healthFactor >= wad ? 'AT_RISK' : 'LIQUIDATABLE';
}

/** Risk parameters as the pool stores them, in basis points. */
export type RiskParameters = Pick<
  PositionInput,
  'maxLtvBps' | 'liquidationThresholdBps' | 'liquidationBonusBps' | 'closeFactorBps'
>;

/**
 * What breaks the pool's rules for its risk parameters (the contract's and the API's): 0 < maximum LTV < liquidation
 * threshold ≤ 9500, threshold × (10000 + bonus) < 10000², 0 < close factor ≤ 10000. One message per field at most.
 */
export function riskParameterProblems(risk: RiskParameters): Partial<Record<keyof RiskParameters, string>> {
  const problems: Partial<Record<keyof RiskParameters, string>> = {};
  if (risk.maxLtvBps === 0n) problems.maxLtvBps = 'Enter a maximum LTV above 0 %.';
  if (risk.liquidationThresholdBps <= risk.maxLtvBps || risk.liquidationThresholdBps > 9_500n) {
    problems.liquidationThresholdBps = 'Enter a threshold above the maximum LTV and at most 95 %.';
  } else if (risk.liquidationThresholdBps * (bps + risk.liquidationBonusBps) >= bps * bps) {
    problems.liquidationBonusBps =
      'Keep threshold × (100 % + bonus) below 100 %: a liquidation cannot pay more than the collateral.';
  }
  if (risk.closeFactorBps === 0n || risk.closeFactorBps > bps)
    problems.closeFactorBps = 'Enter a close factor above 0 % and at most 100 %.';
  return problems;
}

export function positionFigures(input: PositionInput): PositionFigures {
  const value = collateralValue(input.collateral, input);
  const healthFactor =
    input.debt === 0n ? undefined : mulDiv(value * input.liquidationThresholdBps, wad, bps * input.debt);
  const maxDebt = mulDiv(value, input.maxLtvBps, bps);
  const weighted = input.collateral * input.liquidationThresholdBps;
  return {
    collateralValue: value,
    healthFactor,
    ltvBps: input.debt === 0n ? 0n : value === 0n ? undefined : mulDiv(input.debt, bps, value),
    maxDebt,
    availableToBorrow: maxDebt > input.debt ? maxDebt - input.debt : 0n,
    liquidationPrice:
      input.debt === 0n || weighted === 0n
        ? undefined
        : mulDiv(input.debt * priceScale(input), bps, weighted * pow10(input.loanDecimals)),
    status: statusOf(healthFactor),
  };
}

/** What one maximal liquidation does to the position: repay up to the close factor, seize collateral with the bonus. */
export function liquidation(input: PositionInput): Liquidation | undefined {
  const before = positionFigures(input);
  if (before.status !== 'LIQUIDATABLE') return undefined;
  let repay = mulDiv(input.debt, input.closeFactorBps, bps);
  // One division after every multiplication, as the contract's `liquidate` computes it.
  let seized = mulDiv(
    repay * (bps + input.liquidationBonusBps),
    priceScale(input),
    bps * input.price * pow10(input.loanDecimals),
  );
  if (seized > input.collateral) {
    // Not enough collateral: seize all of it and repay only what it is worth, less the bonus.
    seized = input.collateral;
    repay = mulDiv(collateralValue(seized, input), bps, bps + input.liquidationBonusBps);
  }
  return {
    repay,
    seized,
    after: positionFigures({...input, collateral: input.collateral - seized, debt: input.debt - repay}),
  };
}
