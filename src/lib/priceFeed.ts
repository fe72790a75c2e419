import {mulDiv, pow10} from './decimal';

/**
 * Assetra's price feeds (Chainlink-style, as the pool contracts read them) answer with 8 decimals: 20.00 USDC per
 * HSIF is 2000000000. The calculators take prices as the feeds give them, so their figures match the contracts'.
 */
export const priceFeedDecimals = 8;

/** `amount` base units of a token at a feed price, in base units of the token the price is quoted in. */
export function valueAtFeedPrice(
  amount: bigint,
  price: bigint,
  tokenDecimals: number,
  quoteDecimals: number,
  rounding: 'down' | 'up' = 'down',
): bigint {
  return mulDiv(amount * price, pow10(quoteDecimals), pow10(tokenDecimals + priceFeedDecimals), rounding);
}
