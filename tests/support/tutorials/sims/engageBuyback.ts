import {getAddress, type Abi, type Address, type Hex} from 'viem';
import {buybackExample, kestrelAccounts} from '@site/src/data/engageExample';
import type {ContractSim} from '../chain';
import type {TokenInfo} from '../contracts';
import {emit, isRevert, Ledger, revert, returns} from '../contracts';
import {AccessControl, contractAt, pausable, secondsOf, units, zeroAddress} from './common';

interface Execution {
  id: bigint;
  windowOpensAt: bigint;
  keeper: Address;
  amountIn: bigint;
  amountOut: bigint;
  feedPrice: bigint;
  executionPrice: bigint;
  executedAt: bigint;
  destination: number;
}

interface BuybackState {
  balance: bigint;
  /** Executions before the tutorial are known only by their count. */
  earlierExecutions: bigint;
  executions: Execution[];
  usedWindows: Set<bigint>;
  paused: boolean;
  roles: Map<Hex, Set<string>>;
}

/** Decimals of the feed's answers (Chainlink-style USD feeds). */
const feedDecimals = 8;

function initialState(): BuybackState {
  return {
    balance: units(buybackExample.balanceBefore, 6) + units(buybackExample.funded, 6),
    earlierExecutions: BigInt(buybackExample.executions),
    executions: [],
    usedWindows: new Set(),
    paused: false,
    roles: AccessControl.initial({KEEPER_ROLE: [kestrelAccounts.keeper]}),
  };
}

/**
 * Kestrel's `IEngageBuyback`, as its NatSpec describes it: a USDC budget, weekly one-hour windows of one execution
 * each, a quote from the feed with the maximum slippage, and `executeBuyback` by the keeper, which swaps in the pool
 * at the example's fill and burns the KEST, with the documented errors.
 */
export function engageBuyback(options: {
  address: Address;
  fundingToken: Address;
  buyToken: Address;
  tokens: Map<string, TokenInfo>;
  /** The pool and the feed, as the examples of the buyback give them. */
  dexPool: Address;
  priceFeed: Address;
  abi: Abi;
}): ContractSim {
  const {abi, fundingToken, buyToken} = options;
  const address = getAddress(options.address);
  const fundingDecimals = options.tokens.get(getAddress(fundingToken))!.decimals;
  const buyDecimals = options.tokens.get(getAddress(buyToken))!.decimals;
  const {window} = buybackExample;
  const price = units(buybackExample.feedPrice, feedDecimals);
  const updatedAt = secondsOf(buybackExample.feedUpdatedAt);
  const fillIn = units(buybackExample.poolFill.amountIn, fundingDecimals);
  const fillOut = units(buybackExample.poolFill.amountOut, buyDecimals);
  const config = {
    dexPool: options.dexPool,
    priceFeed: options.priceFeed,
    maxPriceAge: buybackExample.maxPriceAge,
    maxSlippageBps: buybackExample.maxSlippageBps,
    windowStart: BigInt(window.start),
    windowDuration: BigInt(window.duration),
    interval: BigInt(window.interval),
    maxPerExecution: units(buybackExample.maxPerExecution, fundingDecimals),
    destination: 0,
    treasury: zeroAddress,
  };

  /** `amountIn` converted at the feed price, then less the maximum slippage; each step rounded down. */
  const quote = (amountIn: bigint) => {
    const expected =
      (amountIn * 10n ** BigInt(buyDecimals) * 10n ** BigInt(feedDecimals)) / (price * 10n ** BigInt(fundingDecimals));
    return {expected, minimum: (expected * BigInt(10_000 - config.maxSlippageBps)) / 10_000n};
  };

  return contractAt(address, abi, initialState, (call, context, {functionName, args, state, roles}) => {
    const now = call.timestamp;
    /** The window open now if unused, else the next: its opening, closing and whether it is open. */
    const nextWindow = () => {
      const index = now < config.windowStart ? -1n : (now - config.windowStart) / config.interval;
      const opens = config.windowStart + (index < 0n ? 0n : index) * config.interval;
      const openNow = index >= 0n && now < opens + config.windowDuration && !state.usedWindows.has(opens);
      if (openNow || now < opens) return {opens, closes: opens + config.windowDuration, open: openNow};
      const following = opens + config.interval;
      return {opens: following, closes: following + config.windowDuration, open: false};
    };
    const stale = () =>
      now - updatedAt > BigInt(config.maxPriceAge)
        ? revert(abi, 'PriceStale', [updatedAt, config.maxPriceAge])
        : undefined;
    const count = () => state.earlierExecutions + BigInt(state.executions.length);

    switch (functionName) {
      case 'fundingToken':
        return returns(abi, functionName, fundingToken);
      case 'buyToken':
        return returns(abi, functionName, buyToken);
      case 'fundingBalance':
        return returns(abi, functionName, state.balance);
      case 'buybackConfig':
        return returns(abi, functionName, config);
      case 'nextWindow': {
        const next = nextWindow();
        return returns(abi, functionName, [next.opens, next.closes, next.open]);
      }
      case 'quote': {
        const problem = stale();
        if (problem) return problem;
        const {expected, minimum} = quote(args[0] as bigint);
        return returns(abi, functionName, [expected, minimum, price, updatedAt]);
      }
      case 'executionCount':
        return returns(abi, functionName, count());
      case 'lastExecution':
      case 'getExecution': {
        const id = functionName === 'lastExecution' ? count() : (args[0] as bigint);
        const found = state.executions.find((execution) => execution.id === id);
        const none = {
          id: 0n,
          windowOpensAt: 0n,
          keeper: zeroAddress,
          amountIn: 0n,
          amountOut: 0n,
          feedPrice: 0n,
          executionPrice: 0n,
          executedAt: 0n,
          destination: 0,
        };
        return returns(abi, functionName, found ?? none);
      }
      case 'totalSpent':
      case 'totalBought':
        return returns(
          abi,
          functionName,
          state.executions.reduce((sum, e) => sum + (functionName === 'totalSpent' ? e.amountIn : e.amountOut), 0n),
        );
      case 'fund': {
        const amount = args[0] as bigint;
        if (amount === 0n) return revert(abi, 'ZeroAmount');
        const pulled = new Ledger(context).transferFrom(call, fundingToken, address, call.from, address, amount);
        if (isRevert(pulled)) return pulled;
        state.balance += amount;
        return {
          result: '0x',
          logs: [pulled, emit(abi, 'Funded', call, {from: call.from, amount, balance: state.balance})],
        };
      }
      case 'executeBuyback': {
        const [amountIn, minAmountOut] = args as [bigint, bigint];
        const denied = roles.require(call, 'KEEPER_ROLE');
        if (denied) return denied;
        if (amountIn === 0n) return revert(abi, 'ZeroAmount');
        if (state.paused) return revert(abi, 'EnforcedPause');
        const window = nextWindow();
        if (!window.open) {
          const current =
            now >= config.windowStart
              ? config.windowStart + ((now - config.windowStart) / config.interval) * config.interval
              : undefined;
          return current !== undefined && state.usedWindows.has(current) && now < current + config.windowDuration
            ? revert(abi, 'WindowAlreadyUsed', [current])
            : revert(abi, 'OutsideExecutionWindow', [window.opens]);
        }
        if (config.maxPerExecution !== 0n && amountIn > config.maxPerExecution)
          return revert(abi, 'ExecutionLimitExceeded', [amountIn, config.maxPerExecution]);
        if (amountIn > state.balance) return revert(abi, 'InsufficientFunds', [amountIn, state.balance]);
        const problem = stale();
        if (problem) return problem;
        const amountOut = (amountIn * fillOut) / fillIn;
        const floor = quote(amountIn).minimum > minAmountOut ? quote(amountIn).minimum : minAmountOut;
        if (amountOut < floor) return revert(abi, 'SlippageExceeded', [amountOut, floor]);
        state.balance -= amountIn;
        state.usedWindows.add(window.opens);
        const execution: Execution = {
          id: count() + 1n,
          windowOpensAt: window.opens,
          keeper: getAddress(call.from),
          amountIn,
          amountOut,
          feedPrice: price,
          executionPrice:
            (amountIn * 10n ** BigInt(buyDecimals) * 10n ** BigInt(feedDecimals)) /
            (amountOut * 10n ** BigInt(fundingDecimals)),
          executedAt: now,
          destination: 0,
        };
        state.executions.push(execution);
        // The pool takes the USDC and pays the KEST, which the contract burns.
        const ledger = new Ledger(context);
        const paid = ledger.transfer(call, fundingToken, address, options.dexPool, amountIn);
        const burned = ledger.transfer(call, buyToken, address, zeroAddress, amountOut);
        if (isRevert(paid)) return paid;
        if (isRevert(burned)) return burned;
        return returns(abi, functionName, amountOut, [
          paid,
          burned,
          emit(abi, 'BuybackExecuted', call, {
            executionId: execution.id,
            keeper: execution.keeper,
            amountIn,
            amountOut,
            feedPrice: price,
            destination: 0,
            recipient: zeroAddress,
          }),
        ]);
      }
      default:
        return pausable(abi, call, state, roles) ?? roles.handle(call);
    }
  });
}
