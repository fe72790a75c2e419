import {DecimalInputError, mulDiv, parseDecimal, pow10} from '@site/src/lib/decimal';

/**
 * Exact arithmetic of ARTE baskets, as the ARTE mixer does it on chain. Every amount is a bigint in
 * base units; nothing here touches a floating-point number.
 *
 * A basket defines, for one whole basket token (10^18 base units), a unit amount of each component in
 * that component's base units. Minting N basket tokens deposits N × unit amount of every component,
 * rounded UP to the component's smallest unit; burning N returns N × unit amount, rounded DOWN. The
 * rounding always favours the basket, so rounding never leaves a basket token short, as in a real vault.
 */

/** Every ARTE basket token has 18 decimals: the mixer's createBasket takes no decimals argument. */
export const basketDecimals = 18;

/** Largest value a Solidity uint256 holds; amounts above it cannot be sent to the mixer. */
export const maxUint256 = (1n << 256n) - 1n;

/** The ARTE mixer on Base Sepolia (Sandbox). Minting pulls components with transferFrom to this address. */
export const arteMixerAddress = '0x903c0b459C92eC02e3D2D0534F48f81d777F0926';

export type BasketOperation = 'mint' | 'burn';

export interface BasketComponent {
  symbol: string;
  decimals: number;
  /** Amount of this component in one whole basket token, in the component's base units. */
  unitAmount: bigint;
  /** Token contract, when known (the fixture basket's components). */
  address?: string;
}

export interface Basket {
  name: string;
  symbol: string;
  /** Basket token contract, when known. */
  address?: string;
  components: BasketComponent[];
}

/** ARTE-IG, "ARTE Income & Gold": 1 ARTE-IG = 0.25 SGLD + 1.5 HSIF + 20 USDC, on Base Sepolia. */
export const arteIg: Basket = {
  name: 'ARTE Income & Gold',
  symbol: 'ARTE-IG',
  address: '0xf6Be67d342D9239065BFb095fc71AFd471c49eB8',
  components: [
    {
      symbol: 'SGLD',
      decimals: 18,
      unitAmount: 250_000_000_000_000_000n,
      address: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
    },
    {
      symbol: 'HSIF',
      decimals: 18,
      unitAmount: 1_500_000_000_000_000_000n,
      address: '0x0cFf3500892aB9438215Ac5419546DEa2189a945',
    },
    {symbol: 'USDC', decimals: 6, unitAmount: 20_000_000n, address: '0x036CbD53842c5426634e7929541eC2318f3dCF7e'},
  ],
};

/** Reader-facing messages, exported so that tests and the page use the same words. */
export const messages = {
  negative: 'Enter a positive amount: you cannot mint or burn a negative number of basket tokens.',
  zero: 'Enter an amount above zero.',
  tooLarge: 'This amount does not fit in a uint256, the largest number the mixer accepts.',
  unitNegative: 'Enter a positive amount: a basket cannot hold a negative quantity.',
  unitZero: 'Enter an amount above zero: a component with no quantity is not part of the basket.',
  decimalsInvalid: 'Enter a whole number of decimals from 0 to 255 (an ERC-20 decimals value is a uint8).',
  symbolEmpty: 'Enter the token symbol.',
  symbolInvalid: 'Use up to 11 letters, digits, "-" or ".", for example USDC.',
  symbolDuplicate: 'Each component needs its own symbol: this one is already in the basket.',
} as const;

const negativeInput = /^\s*[-−]/;

/** Parses a positive decimal amount at `decimals` places with the shared parser, adding the sign and zero checks. */
function parsePositive(input: string, decimals: number, negative: string, zero: string): bigint {
  if (negativeInput.test(input)) throw new DecimalInputError(negative);
  const value = parseDecimal(input, decimals);
  if (value === 0n) throw new DecimalInputError(zero);
  if (value > maxUint256) throw new DecimalInputError(messages.tooLarge);
  return value;
}

/** "12.5" → 12500000000000000000n basket base units. Throws DecimalInputError with a reader-facing message. */
export function parseBasketAmount(input: string): bigint {
  return parsePositive(input, basketDecimals, messages.negative, messages.zero);
}

/** A component's quantity per whole basket token, typed in its human units ("0.25" SGLD) → base units. */
export function parseUnitAmount(input: string, decimals: number): bigint {
  return parsePositive(input, decimals, messages.unitNegative, messages.unitZero);
}

/** "6" → 6. Decimals of an ERC-20 are a uint8. */
export function parseComponentDecimals(input: string): number {
  const cleaned = input.trim();
  if (!/^\d{1,3}$/.test(cleaned) || Number(cleaned) > 255) throw new DecimalInputError(messages.decimalsInvalid);
  return Number(cleaned);
}

/** Checks a component symbol against the others already in the basket; returns it trimmed. */
export function parseSymbol(input: string, otherSymbols: readonly string[]): string {
  const symbol = input.trim();
  if (symbol === '') throw new DecimalInputError(messages.symbolEmpty);
  if (!/^[A-Za-z0-9.-]{1,11}$/.test(symbol)) throw new DecimalInputError(messages.symbolInvalid);
  if (otherSymbols.some((other) => other.trim().toUpperCase() === symbol.toUpperCase()))
    throw new DecimalInputError(messages.symbolDuplicate);
  return symbol;
}

/**
 * The amount of one component for `basketAmount` basket base units: basketAmount × unitAmount ÷ 10^18,
 * rounded up when minting (the depositor pays the remainder) and down when burning (the basket keeps it).
 */
export function componentAmount(basketAmount: bigint, unitAmount: bigint, operation: BasketOperation): bigint {
  return mulDiv(basketAmount, unitAmount, pow10(basketDecimals), operation === 'mint' ? 'up' : 'down');
}

export interface ComponentLeg {
  component: BasketComponent;
  /** Deposited (mint) or returned (burn), in the component's base units. */
  amount: bigint;
  /** False when the product had a remainder below one base unit and was rounded. */
  exact: boolean;
}

/** An ERC-20 approve the holder sends before minting: token.approve(spender, amount). */
export interface Approval {
  component: BasketComponent;
  spender: string;
  amount: bigint;
}

export interface BasketQuote {
  operation: BasketOperation;
  /** Basket tokens minted or burned, in base units (18 decimals). */
  basketAmount: bigint;
  legs: ComponentLeg[];
  /**
   * Component approvals to the mixer before mint; none before burn, the mixer burns the caller's basket tokens itself.
   */
  approvals: Approval[];
}

/** What minting or burning `basketAmount` basket base units moves, component by component. */
export function quoteBasket(
  basket: Basket,
  basketAmount: bigint,
  operation: BasketOperation,
  mixer: string = arteMixerAddress,
): BasketQuote {
  if (basketAmount <= 0n) throw new RangeError('The basket amount must be above zero.');
  const legs = basket.components.map((component) => {
    const amount = componentAmount(basketAmount, component.unitAmount, operation);
    const exact = (basketAmount * component.unitAmount) % pow10(basketDecimals) === 0n;
    return {component, amount, exact};
  });
  const approvals =
    operation === 'mint' ? legs.map(({component, amount}) => ({component, spender: mixer, amount})) : [];
  return {operation, basketAmount, legs, approvals};
}

/** True when a component amount of the quote would not fit in a uint256, so the mixer could not move it. */
export function exceedsUint256(quote: BasketQuote): boolean {
  return quote.legs.some((leg) => leg.amount > maxUint256);
}
