import {describe, expect, it} from 'vitest';
import {
  liquidation,
  positionFigures,
  riskParameterProblems,
  statusOf,
  wad,
  type PositionInput,
} from '@site/src/components/HealthFactorCalculator/math';
import {formatDecimal, parseDecimal} from '@site/src/lib/decimal';

const usdc = (amount: string) => parseDecimal(amount, 6);
const hsif = (amount: string) => parseDecimal(amount, 18);
const feedPrice = (amount: string) => parseDecimal(amount, 8);

/** Ana's position in the HSIF / USDC pool of the Pools process pages. */
const ana = (price: string, debt = '5100'): PositionInput => ({
  collateral: hsif('500'),
  collateralDecimals: 18,
  loanDecimals: 6,
  price: feedPrice(price),
  debt: usdc(debt),
  maxLtvBps: 6000n,
  liquidationThresholdBps: 7500n,
  liquidationBonusBps: 500n,
  closeFactorBps: 5000n,
});

describe('health factor figures (the HSIF / USDC worked example)', () => {
  it('500 HSIF at 20.00 against 5,100 USDC: health factor 1.470588235294117647, truncated like the API', () => {
    const figures = positionFigures(ana('20'));
    expect(figures.collateralValue).toBe(usdc('10000'));
    expect(formatDecimal(figures.healthFactor!, 18)).toBe('1.470588235294117647');
    expect(figures.ltvBps).toBe(5100n);
    expect(figures.availableToBorrow).toBe(usdc('900'));
    expect(figures.liquidationPrice).toBe(feedPrice('13.60'));
    expect(figures.status).toBe('HEALTHY');
  });

  it('gives the liquidation price with the feed’s 8 decimals, as the API reports it (5,000 USDC: 13.33333333)', () => {
    expect(positionFigures(ana('20', '5000')).liquidationPrice).toBe(1_333_333_333n);
    // A feed price with more than a loan token's 6 decimals is a price the pool can read.
    expect(positionFigures(ana('13.33333333', '5000')).status).toBe('LIQUIDATABLE');
  });

  it('truncates the LTV as the simulation answers it (450 HSIF at 20.00, 5,100 USDC: ltvBps 5666, not 5667)', () => {
    expect(positionFigures({...ana('20'), collateral: hsif('450')}).ltvBps).toBe(5666n);
  });

  it('5,000 USDC of debt at 20.00 is a health factor of exactly 1.5', () => {
    expect(positionFigures(ana('20', '5000')).healthFactor).toBe((wad * 3n) / 2n);
  });

  it('at 12.75 the health factor is 0.9375 and the position is liquidatable', () => {
    const figures = positionFigures(ana('12.75'));
    expect(figures.healthFactor).toBe((wad * 9375n) / 10000n);
    expect(figures.status).toBe('LIQUIDATABLE');
  });

  it('one liquidation repays 2,550 USDC, seizes 210 HSIF and leaves a health factor of 1.0875', () => {
    const result = liquidation(ana('12.75'))!;
    expect(result.repay).toBe(usdc('2550'));
    expect(result.seized).toBe(hsif('210'));
    expect(result.after.healthFactor).toBe((wad * 10875n) / 10000n);
  });

  it('does not liquidate a healthy position', () => {
    expect(liquidation(ana('20'))).toBeUndefined();
  });

  it('caps the seizure at the collateral when the price has collapsed', () => {
    const result = liquidation(ana('1'))!;
    expect(result.seized).toBe(hsif('500'));
    // 500 HSIF at 1.00 is 500 USDC, which with the 5 % bonus pays for 476.190476 USDC of debt.
    expect(result.repay).toBe(476_190_476n);
  });

  it('reports no health factor and no liquidation price without debt', () => {
    const figures = positionFigures(ana('20', '0'));
    expect(figures.healthFactor).toBeUndefined();
    expect(figures.liquidationPrice).toBeUndefined();
    expect(figures.status).toBe('HEALTHY');
  });

  it('gives no LTV and no liquidation price for debt left without collateral (after the 4.20 USDC liquidation)', () => {
    const figures = positionFigures({...ana('4.20', '3100'), collateral: 0n});
    expect(figures.ltvBps).toBeUndefined();
    expect(figures.liquidationPrice).toBeUndefined();
    expect(figures.healthFactor).toBe(0n);
    expect(figures.status).toBe('LIQUIDATABLE');
    // One token left is a ratio again, and a large one.
    expect(positionFigures({...ana('4.20', '3100'), collateral: hsif('1')}).ltvBps).toBe(7_380_952n);
  });

  it('refuses risk parameters the pool would refuse: 0 < max LTV < threshold ≤ 95 %, threshold × (1 + bonus) < 1, close factor in (0, 100 %]', () => {
    const valid = {maxLtvBps: 6000n, liquidationThresholdBps: 7500n, liquidationBonusBps: 500n, closeFactorBps: 5000n};
    expect(riskParameterProblems(valid)).toEqual({});
    expect(Object.keys(riskParameterProblems({...valid, liquidationThresholdBps: 0n}))).toEqual([
      'liquidationThresholdBps',
    ]);
    expect(Object.keys(riskParameterProblems({...valid, liquidationThresholdBps: 6000n}))).toEqual([
      'liquidationThresholdBps',
    ]);
    expect(Object.keys(riskParameterProblems({...valid, liquidationThresholdBps: 9600n}))).toEqual([
      'liquidationThresholdBps',
    ]);
    expect(Object.keys(riskParameterProblems({...valid, maxLtvBps: 0n}))).toEqual(['maxLtvBps']);
    // 9000 × (10000 + 1200) = 100,800,000, not below 10000².
    expect(
      Object.keys(riskParameterProblems({...valid, liquidationThresholdBps: 9000n, liquidationBonusBps: 1200n})),
    ).toEqual(['liquidationBonusBps']);
    expect(Object.keys(riskParameterProblems({...valid, closeFactorBps: 0n}))).toEqual(['closeFactorBps']);
    expect(Object.keys(riskParameterProblems({...valid, closeFactorBps: 10_001n}))).toEqual(['closeFactorBps']);
  });

  it('uses the API status bands: 1.10 and above healthy, 1.00 to 1.10 at risk, below 1.00 liquidatable', () => {
    expect(statusOf((wad * 110n) / 100n)).toBe('HEALTHY');
    expect(statusOf((wad * 110n) / 100n - 1n)).toBe('AT_RISK');
    expect(statusOf(wad)).toBe('AT_RISK');
    expect(statusOf(wad - 1n)).toBe('LIQUIDATABLE');
  });
});
