import {describe, expect, it} from 'vitest';
import {
  cpPoolFigures,
  minimumRewards,
  outcomeOf,
  secondsPerDay,
  secondsPerMonth,
  shareOf,
  type CpPoolScenario,
} from '@site/src/components/CpPoolCalculator/math';
import {DecimalInputError, formatDecimal, mulDiv, parseDecimal, pow10} from '@site/src/lib/decimal';

const usdc = (amount: string) => parseDecimal(amount, 6);
const aur = (amount: string) => parseDecimal(amount, 18);
const feedPrice = (amount: string) => parseDecimal(amount, 8);

/** The Northwind pool of the CP Pools how-tos. */
const northwind = (repaid: string): CpPoolScenario => ({
  principal: usdc('7000'),
  minimumAprBps: 3000n,
  termSeconds: secondsPerMonth,
  collateral: aur('10'),
  collateralDecimals: 18,
  stablecoinDecimals: 6,
  collateralPrice: feedPrice('100'),
  liquidationDiscountBps: 500n,
  repaid: usdc(repaid),
});

describe('decimal arithmetic', () => {
  it('parses human amounts into base units exactly', () => {
    expect(parseDecimal('1.5', 6)).toBe(1_500_000n);
    expect(parseDecimal('1,234.000001', 6)).toBe(1_234_000_001n);
    expect(parseDecimal('.5', 2)).toBe(50n);
    expect(parseDecimal('0.1', 18) + parseDecimal('0.2', 18)).toBe(parseDecimal('0.3', 18));
    expect(parseDecimal('115792089237316195423570985008687907853269984665640564039457.584007913129639935', 18)).toBe(
      2n ** 256n - 1n,
    );
  });

  it('rejects what is not a decimal number, with a message a reader can act on', () => {
    expect(() => parseDecimal('', 6)).toThrow(DecimalInputError);
    expect(() => parseDecimal('1e3', 6)).toThrow(/digits and at most one decimal point/);
    expect(() => parseDecimal('-5', 6)).toThrow(DecimalInputError);
    expect(() => parseDecimal('1.2345678', 6)).toThrow(/at most 6 decimal places/);
    expect(() => parseDecimal('.', 6)).toThrow(DecimalInputError);
  });

  it('formats base units without rounding up', () => {
    expect(formatDecimal(1_750_000n, 6)).toBe('1.75');
    expect(formatDecimal(7_175_000_000n, 6)).toBe('7,175');
    expect(formatDecimal(1_999_999n, 6, {maxFractionDigits: 2})).toBe('1.99');
    expect(formatDecimal(1_000_000n, 6, {minFractionDigits: 2})).toBe('1.00');
    expect(formatDecimal(-25n, 2)).toBe('−0.25');
  });

  it('computes powers of ten exactly, beyond the range of a float', () => {
    expect(pow10(0)).toBe(1n);
    expect(pow10(18)).toBe(1_000_000_000_000_000_000n);
    expect(pow10(77).toString()).toBe(`1${'0'.repeat(77)}`);
  });

  it('rounds mulDiv down by default and up on request', () => {
    expect(mulDiv(10n, 1n, 3n)).toBe(3n);
    expect(mulDiv(10n, 1n, 3n, 'up')).toBe(4n);
    expect(mulDiv(9n, 1n, 3n, 'up')).toBe(3n);
  });
});

describe('CP pool minimum rewards', () => {
  it('70 USDC at a 30 % minimum APR for one month requires 70 × 0.30 × 1/12 = 1.75 USDC', () => {
    expect(minimumRewards(usdc('70'), 3000n, secondsPerMonth)).toBe(usdc('1.75'));
  });

  it('7,000 USDC for one month owes 175 USDC of rewards, 7,175 in all', () => {
    const figures = cpPoolFigures(northwind('7210'));
    expect(figures.minimumRewards).toBe(usdc('175'));
    expect(figures.amountOwed).toBe(usdc('7175'));
  });

  it('prorates by seconds: 100,000 USDC at 8 % over 90 days is 1,972.60274 USDC, rounded up for investors', () => {
    // 1,972.602739726… USDC: the contract rounds the promise up to the next base unit.
    expect(minimumRewards(usdc('100000'), 800n, 90n * secondsPerDay)).toBe(1_972_602_740n);
  });

  it('values the collateral at the oracle price, and liquidation at the discounted price', () => {
    const figures = cpPoolFigures(northwind('7210'));
    expect(figures.collateralValue).toBe(usdc('1000'));
    expect(figures.liquidationValue).toBe(usdc('950'));
  });

  it('prices with the feed’s 8 decimals and rounds the liquidation payment up, as liquidateCollateral charges', () => {
    // ceil(1.0000001 AUR × 95.00000000 / 10^20) and ceil(10 AUR × 95.00000095 / 10^20), in USDC base units.
    const odd = {...northwind('0'), collateral: aur('1.0000001')};
    expect(cpPoolFigures(odd).liquidationValue).toBe(95_000_010n);
    expect(cpPoolFigures({...northwind('0'), collateralPrice: feedPrice('100.000001')}).liquidationValue).toBe(
      950_000_010n,
    );
  });
});

describe('CP pool outcomes (the how-to figures)', () => {
  it('success: 7,210 repaid, nothing liquidated, Lena (1 %) receives 72.10', () => {
    const figures = cpPoolFigures(northwind('7210'));
    expect(figures.outcome).toBe('SUCCEEDED');
    expect(figures.shortfall).toBe(0n);
    expect(shareOf(figures.investorsReceive, usdc('70'), usdc('7000'))).toBe(usdc('72.10'));
  });

  it('minimum APR not met: 7,118 repaid, 57 short, 0.6 AUR at 95 covers it, Lena receives 71.75', () => {
    const figures = cpPoolFigures(northwind('7118'));
    expect(figures.outcome).toBe('MIN_APR_NOT_MET');
    expect(figures.shortfall).toBe(usdc('57'));
    expect(figures.liquidationProceeds).toBe(usdc('57'));
    expect(mulDiv(usdc('57'), 10n ** 18n, usdc('95'))).toBe(aur('0.6'));
    expect(figures.uncovered).toBe(0n);
    expect(shareOf(figures.investorsReceive, usdc('70'), usdc('7000'))).toBe(usdc('71.75'));
  });

  it('default: 5,000 repaid, all 10 AUR raise 950, 1,225 uncovered, Lena receives 59.50', () => {
    const figures = cpPoolFigures(northwind('5000'));
    expect(figures.outcome).toBe('DEFAULTED');
    expect(figures.shortfall).toBe(usdc('2175'));
    expect(figures.liquidationProceeds).toBe(usdc('950'));
    expect(figures.uncovered).toBe(usdc('1225'));
    expect(shareOf(figures.investorsReceive, usdc('70'), usdc('7000'))).toBe(usdc('59.50'));
  });

  it('classifies the boundaries exactly', () => {
    expect(outcomeOf(100n, 110n, 110n)).toBe('SUCCEEDED');
    expect(outcomeOf(100n, 110n, 109n)).toBe('MIN_APR_NOT_MET');
    expect(outcomeOf(100n, 110n, 100n)).toBe('MIN_APR_NOT_MET');
    expect(outcomeOf(100n, 110n, 99n)).toBe('DEFAULTED');
  });
});
