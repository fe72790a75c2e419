import {describe, expect, it} from 'vitest';
import {
  arteIg,
  arteMixerAddress,
  basketDecimals,
  componentAmount,
  exceedsUint256,
  maxUint256,
  messages,
  parseBasketAmount,
  parseComponentDecimals,
  parseSymbol,
  parseUnitAmount,
  quoteBasket,
  type Basket,
} from '@site/src/components/ArteBasketComposer/math';
import {DecimalInputError, formatDecimal, parseDecimal} from '@site/src/lib/decimal';

const amountsOf = (basket: Basket, amount: string, operation: 'mint' | 'burn') =>
  Object.fromEntries(
    quoteBasket(basket, parseBasketAmount(amount), operation).legs.map((leg) => [leg.component.symbol, leg.amount]),
  );

/** A what-if basket whose third component does not divide evenly: 1 unit = 0.333333 of a 6-decimal token. */
const thirds: Basket = {
  name: 'Thirds',
  symbol: 'ARTE-T',
  components: [
    {symbol: 'SGLD', decimals: 18, unitAmount: 250_000_000_000_000_000n},
    {symbol: 'USDC', decimals: 6, unitAmount: 333_333n},
  ],
};

describe('ARTE-IG fixture', () => {
  it('is 0.25 SGLD + 1.5 HSIF + 20 USDC per basket token, in base units', () => {
    expect(basketDecimals).toBe(18);
    expect(arteIg.address).toBe('0xf6Be67d342D9239065BFb095fc71AFd471c49eB8');
    expect(
      arteIg.components.map((component) => [component.symbol, component.decimals, component.unitAmount.toString()]),
    ).toEqual([
      ['SGLD', 18, '250000000000000000'],
      ['HSIF', 18, '1500000000000000000'],
      ['USDC', 6, '20000000'],
    ]);
  });
});

describe('mint amounts', () => {
  it('1 ARTE-IG deposits exactly one unit of each component', () => {
    expect(amountsOf(arteIg, '1', 'mint')).toEqual({
      SGLD: 250_000_000_000_000_000n,
      HSIF: 1_500_000_000_000_000_000n,
      USDC: 20_000_000n,
    });
  });

  it('12.5 ARTE-IG deposits 3.125 SGLD, 18.75 HSIF and 250 USDC', () => {
    const quote = quoteBasket(arteIg, parseBasketAmount('12.5'), 'mint');
    expect(quote.basketAmount).toBe(12_500_000_000_000_000_000n);
    const [sgld, hsif, usdc] = quote.legs;
    // 12.5 × 0.25 SGLD = 3.125 SGLD
    expect(sgld!.amount).toBe(3_125_000_000_000_000_000n);
    expect(formatDecimal(sgld!.amount, 18)).toBe('3.125');
    // 12.5 × 1.5 HSIF = 18.75 HSIF
    expect(hsif!.amount).toBe(18_750_000_000_000_000_000n);
    // 12.5 × 20 USDC = 250 USDC
    expect(usdc!.amount).toBe(250_000_000n);
    expect(formatDecimal(usdc!.amount, 6)).toBe('250');
    expect(quote.legs.every((leg) => leg.exact)).toBe(true);
  });

  it('asks for one approval per component, to the ARTE mixer, for exactly the deposit', () => {
    const quote = quoteBasket(arteIg, parseBasketAmount('12.5'), 'mint');
    expect(quote.approvals.map((approval) => [approval.component.address, approval.spender, approval.amount])).toEqual([
      ['0x5FC8d32690cc91D4c39d9d3abcBD16989F875707', arteMixerAddress, 3_125_000_000_000_000_000n],
      ['0x0cFf3500892aB9438215Ac5419546DEa2189a945', arteMixerAddress, 18_750_000_000_000_000_000n],
      ['0x036CbD53842c5426634e7929541eC2318f3dCF7e', arteMixerAddress, 250_000_000n],
    ]);
  });
});

describe('burn amounts', () => {
  it('burning 12.5 ARTE-IG returns the same exact amounts and needs no approval', () => {
    const quote = quoteBasket(arteIg, parseBasketAmount('12.5'), 'burn');
    expect(quote.legs.map((leg) => leg.amount)).toEqual([
      3_125_000_000_000_000_000n,
      18_750_000_000_000_000_000n,
      250_000_000n,
    ]);
    expect(quote.approvals).toEqual([]);
  });
});

describe('rounding', () => {
  it('1.23456789 ARTE-IG: USDC is 24.6913578, rounded up to 24.691358 on mint and down to 24.691357 on burn', () => {
    const amount = parseBasketAmount('1.23456789');
    const mint = quoteBasket(arteIg, amount, 'mint').legs[2]!;
    const burn = quoteBasket(arteIg, amount, 'burn').legs[2]!;
    expect(mint.amount).toBe(24_691_358n);
    expect(burn.amount).toBe(24_691_357n);
    expect(mint.exact).toBe(false);
    expect(burn.exact).toBe(false);
    // The 18-decimal components are exact at any 18-decimal amount times these unit amounts.
    expect(quoteBasket(arteIg, amount, 'mint').legs[0]!.amount).toBe(308_641_972_500_000_000n);
  });

  it('a component whose product is not exact: 3 of a 0.333333-unit basket is 0.999999 exactly, 0.5 is 0.1666665', () => {
    expect(amountsOf(thirds, '3', 'mint').USDC).toBe(999_999n);
    expect(amountsOf(thirds, '0.5', 'mint').USDC).toBe(166_667n);
    expect(amountsOf(thirds, '0.5', 'burn').USDC).toBe(166_666n);
  });

  it('the smallest basket amount still costs one base unit on mint and returns nothing on burn', () => {
    const oneBaseUnit = parseBasketAmount('0.000000000000000001');
    expect(oneBaseUnit).toBe(1n);
    expect(componentAmount(oneBaseUnit, 20_000_000n, 'mint')).toBe(1n);
    expect(componentAmount(oneBaseUnit, 20_000_000n, 'burn')).toBe(0n);
  });

  it('minting then burning the same amount never takes more out of the basket than went in', () => {
    for (const amount of ['0.1', '1.23456789', '7.777777777777777777', '1000000']) {
      const minted = quoteBasket(thirds, parseBasketAmount(amount), 'mint');
      const burned = quoteBasket(thirds, parseBasketAmount(amount), 'burn');
      minted.legs.forEach((leg, index) => {
        const returned = burned.legs[index]!.amount;
        expect(returned <= leg.amount).toBe(true);
        expect(leg.amount - returned <= 1n).toBe(true);
      });
    }
  });
});

describe('input validation', () => {
  it('rejects what is not a number with the shared parser’s message', () => {
    expect(() => parseBasketAmount('twelve')).toThrow(DecimalInputError);
    expect(() => parseBasketAmount('twelve')).toThrow('Use digits and at most one decimal point, for example 1500.25.');
    expect(() => parseBasketAmount('1e3')).toThrow(/digits and at most one decimal point/);
    expect(() => parseBasketAmount('')).toThrow('Enter a number.');
  });

  it('rejects more than 18 decimal places for an 18-decimal basket token', () => {
    expect(() => parseBasketAmount('0.0000000000000000001')).toThrow('Use at most 18 decimal places.');
    expect(parseBasketAmount('0.000000000000000001')).toBe(1n);
  });

  it('rejects negative amounts, with an ASCII or a typographic minus', () => {
    expect(() => parseBasketAmount('-5')).toThrow(messages.negative);
    expect(() => parseBasketAmount(' −0.5')).toThrow(messages.negative);
  });

  it('rejects zero, however it is written', () => {
    for (const zero of ['0', '0.0', '000.000000000000000000', '.0'])
      expect(() => parseBasketAmount(zero)).toThrow(messages.zero);
  });

  it('rejects an amount beyond uint256', () => {
    const max = formatDecimal(maxUint256, 18, {grouping: false});
    expect(parseBasketAmount(max)).toBe(maxUint256);
    expect(() => parseBasketAmount(`1${max}`)).toThrow(messages.tooLarge);
  });

  it('validates component rows: decimals, unit amount and symbol', () => {
    expect(parseComponentDecimals('6')).toBe(6);
    expect(parseComponentDecimals('0')).toBe(0);
    for (const bad of ['', '1.5', '-1', '256', 'six'])
      expect(() => parseComponentDecimals(bad)).toThrow(messages.decimalsInvalid);
    expect(parseUnitAmount('0.25', 18)).toBe(250_000_000_000_000_000n);
    expect(parseUnitAmount('20', 6)).toBe(20_000_000n);
    expect(() => parseUnitAmount('0.0000001', 6)).toThrow('Use at most 6 decimal places.');
    expect(() => parseUnitAmount('0', 6)).toThrow(messages.unitZero);
    expect(() => parseUnitAmount('-1', 6)).toThrow(messages.unitNegative);
    expect(parseSymbol(' SGLD ', ['HSIF'])).toBe('SGLD');
    expect(() => parseSymbol('', [])).toThrow(messages.symbolEmpty);
    expect(() => parseSymbol('US DC', [])).toThrow(messages.symbolInvalid);
    expect(() => parseSymbol('usdc', ['SGLD', 'USDC'])).toThrow(messages.symbolDuplicate);
  });
});

describe('large amounts', () => {
  it('keeps every digit of a 30-digit basket amount', () => {
    const amount = '123456789012345678901234567890.123456789012345678';
    const quote = quoteBasket(arteIg, parseBasketAmount(amount), 'mint');
    expect(quote.basketAmount).toBe(parseDecimal(amount, 18));
    // × 0.25 SGLD = 30,864,197,253,086,419,725,308,641,972.53086419725308641950: 20 decimals, one base unit more on
    // mint.
    expect(formatDecimal(quote.legs[0]!.amount, 18, {grouping: false})).toBe(
      '30864197253086419725308641972.53086419725308642',
    );
    expect(
      formatDecimal(quoteBasket(arteIg, parseBasketAmount(amount), 'burn').legs[0]!.amount, 18, {grouping: false}),
    ).toBe('30864197253086419725308641972.530864197253086419');
    // × 1.5 HSIF = …835.1851851835185185170: exact at 18 decimals
    expect(formatDecimal(quote.legs[1]!.amount, 18, {grouping: false})).toBe(
      '185185183518518518351851851835.185185183518518517',
    );
    // × 20 USDC = 2,469,135,780,246,913,578,024,691,357,802.46913578… USDC, rounded up at 6 decimals on mint
    expect(quote.legs[2]!.amount).toBe(2_469_135_780_246_913_578_024_691_357_802_469_136n);
    expect(quoteBasket(arteIg, parseBasketAmount(amount), 'burn').legs[2]!.amount).toBe(
      2_469_135_780_246_913_578_024_691_357_802_469_135n,
    );
    expect(exceedsUint256(quote)).toBe(false);
  });

  it('flags a component amount that would overflow uint256', () => {
    expect(exceedsUint256(quoteBasket(arteIg, maxUint256, 'mint'))).toBe(true);
  });
});
