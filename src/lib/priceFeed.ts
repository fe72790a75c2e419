/**
 * Assetra's price feeds (Chainlink-style, as the pool contracts read them) answer with 8 decimals: 20.00 USDC per
 * HSIF is 2000000000. The calculators take prices as the feeds give them, so their figures match the contracts'.
 */
export const priceFeedDecimals = 8;
