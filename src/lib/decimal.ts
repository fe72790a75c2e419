/**
 * Exact decimal arithmetic for token amounts, rates and prices: values are bigint integers at a fixed
 * number of decimals, as contracts store them. No floating point touches an amount.
 */

export class DecimalInputError extends Error {}

/**
 * 10^exponent as a bigint. Written without `**`, which the site's compiler lowers to Math.pow for
 * older browsers, and Math.pow throws on a bigint.
 */
export const pow10 = (exponent: number): bigint => BigInt(`1${'0'.repeat(exponent)}`);

/** "1,234.5" at 6 decimals → 1234500000n. Throws DecimalInputError with a reader-facing message. */
export function parseDecimal(input: string, decimals: number): bigint {
  const cleaned = input.trim().replace(/[,_\s]/g, '');
  if (cleaned === '') throw new DecimalInputError('Enter a number.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[1] === '' && (match[2] ?? '') === ''))
    throw new DecimalInputError('Use digits and at most one decimal point, for example 1500.25.');
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals)
    throw new DecimalInputError(decimals === 0 ? 'Enter a whole number.' : `Use at most ${decimals} decimal places.`);
  return BigInt(whole || '0') * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** a × b / c, rounded down (or up), as contracts round. */
export function mulDiv(a: bigint, b: bigint, c: bigint, rounding: 'down' | 'up' = 'down'): bigint {
  if (c === 0n) throw new RangeError('Division by zero');
  const product = a * b;
  const quotient = product / c;
  return rounding === 'up' && quotient * c !== product ? quotient + 1n : quotient;
}

export interface FormatOptions {
  /** Fraction digits to keep (truncating, never rounding up); trailing zeros are dropped. */
  maxFractionDigits?: number;
  /** Keep at least this many fraction digits (pads with zeros). */
  minFractionDigits?: number;
  /** Thousands separators in the whole part. */
  grouping?: boolean;
}

/** 1750000n at 6 decimals → "1.75". */
export function formatDecimal(
  value: bigint,
  decimals: number,
  {maxFractionDigits = decimals, minFractionDigits = 0, grouping = true}: FormatOptions = {},
): string {
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const scale = pow10(decimals);
  const whole = (absolute / scale).toString();
  let fraction = (absolute % scale).toString().padStart(decimals, '0').slice(0, maxFractionDigits).replace(/0+$/, '');
  fraction = fraction.padEnd(minFractionDigits, '0');
  const wholeText = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${negative ? '−' : ''}${wholeText}${fraction ? `.${fraction}` : ''}`;
}
