import {getAddress, maxUint256, type Abi, type Address, type Hex} from 'viem';
import type {CallOutcome, ContractSim, SimLog} from '../chain';
import {emit, isRevert, Ledger, revert, returns} from '../contracts';
import type {JsonObject} from '../examples';
import {contractAt, pausable, secondsOf, wad, year} from './common';

interface RiskParameters {
  maxLtvBps: number;
  liquidationThresholdBps: number;
  liquidationBonusBps: number;
  closeFactorBps: number;
  reserveFactorBps: number;
  supplyCap: bigint;
  borrowCap: bigint;
}

interface InterestRateModel {
  baseRateBps: number;
  slope1Bps: number;
  optimalUtilizationBps: number;
  slope2Bps: number;
}

interface Position {
  collateral: bigint;
  /** Debt divided by the borrow index when it was taken (WAD). */
  scaledDebt: bigint;
}

interface PoolState {
  totalSupplied: bigint;
  /** Debt of the borrowers the example knows only through the total, scaled like a position's. */
  otherScaledDebt: bigint;
  reserves: bigint;
  borrowIndex: bigint;
  lastAccrual: bigint;
  positions: Map<string, Position>;
  paused: boolean;
  roles: Map<Hex, Set<string>>;
}

/** The pool as an example object describes it (`GET /pools` and the create request of the same pool). */
export interface PoolExample {
  address: Address;
  loanToken: {address: Address; decimals: number};
  collateralToken: {address: Address; decimals: number};
  priceFeed: Address;
  maxPriceAge: number;
  collateralPrice: {amount: string; decimals: number; updatedAt: string};
  riskParameters: Omit<RiskParameters, 'supplyCap' | 'borrowCap'> & {supplyCap: string; borrowCap: string};
  interestRateModel: InterestRateModel;
  totalSupplied: string;
  totalBorrowed: string;
  totalReserves: string;
}

/** A pool example as the simulation reads it: a pool response calls its loan token `token`. */
export const poolExample = (object: JsonObject): PoolExample =>
  ({...object, loanToken: object.token ?? object.loanToken}) as unknown as PoolExample;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * `IERC20CollateralPool`, as its NatSpec describes it, from the state the reference's examples give the pool: its
 * tokens, price, risk parameters, rate model and totals. Interest accrues on the kinked rate model before every
 * change; the health factor, maximum borrow and collateral value follow the documented formulas, with the documented
 * errors. Lenders' shares are not modelled.
 */
export function collateralPool(options: {example: PoolExample; abi: Abi}): ContractSim {
  const {abi, example} = options;
  const address = getAddress(example.address);
  const loanToken = getAddress(example.loanToken.address);
  const collateralToken = getAddress(example.collateralToken.address);
  const price = BigInt(example.collateralPrice.amount);
  const priceDecimals = example.collateralPrice.decimals;
  const updatedAt = secondsOf(example.collateralPrice.updatedAt);
  const risk: RiskParameters = {
    ...example.riskParameters,
    supplyCap: BigInt(example.riskParameters.supplyCap),
    borrowCap: BigInt(example.riskParameters.borrowCap),
  };
  const model = example.interestRateModel;
  const initialState = (): PoolState => ({
    totalSupplied: BigInt(example.totalSupplied),
    otherScaledDebt: BigInt(example.totalBorrowed),
    reserves: BigInt(example.totalReserves),
    borrowIndex: wad,
    lastAccrual: updatedAt,
    positions: new Map(),
    paused: false,
    roles: new Map(),
  });

  return contractAt(address, abi, initialState, (call, context, {functionName, args, state, roles}) => {
    const ledger = new Ledger(context);
    const now = call.timestamp;

    const positionOf = (account: Address) => {
      const key = getAddress(account);
      const position = state.positions.get(key) ?? {collateral: 0n, scaledDebt: 0n};
      state.positions.set(key, position);
      return position;
    };
    const scaledTotal = () =>
      [...state.positions.values()].reduce((sum, position) => sum + position.scaledDebt, state.otherScaledDebt);
    const borrowedAt = (index: bigint) => ceilDiv(scaledTotal() * index, wad);
    /** Utilisation at the last accrual, which sets the rate until the next. */
    const utilization = () =>
      state.totalSupplied === 0n ? 0n : (borrowedAt(state.borrowIndex) * 10_000n) / state.totalSupplied;
    const borrowApr = () => {
      const u = utilization();
      const optimal = BigInt(model.optimalUtilizationBps);
      return u <= optimal
        ? BigInt(model.baseRateBps) + (BigInt(model.slope1Bps) * u) / optimal
        : BigInt(model.baseRateBps + model.slope1Bps) + (BigInt(model.slope2Bps) * (u - optimal)) / (10_000n - optimal);
    };
    /** The index brought to now: index × (1 + APR × Δt / year). Views read it, so debts include interest to now. */
    const currentIndex = () => {
      const elapsed = now > state.lastAccrual ? now - state.lastAccrual : 0n;
      return state.borrowIndex + (state.borrowIndex * borrowApr() * elapsed) / (10_000n * year);
    };
    /** Accrues to now, as every change does first: the new interest splits between reserves and lenders. */
    const accrue = (): SimLog => {
      const before = borrowedAt(state.borrowIndex);
      state.borrowIndex = currentIndex();
      state.lastAccrual = now;
      const interest = borrowedAt(state.borrowIndex) - before;
      const toReserves = (interest * BigInt(risk.reserveFactorBps)) / 10_000n;
      state.reserves += toReserves;
      state.totalSupplied += interest - toReserves;
      return emit(abi, 'InterestAccrued', call, {borrowIndex: state.borrowIndex, interest, reserves: toReserves});
    };
    const totalBorrowed = () => borrowedAt(currentIndex());
    const debtOf = (account: Address) => ceilDiv(positionOf(account).scaledDebt * currentIndex(), wad);
    /** Collateral × price / 10^priceDecimals × 10^loanDecimals / 10^collateralDecimals, rounded down. */
    const valueOf = (collateral: bigint) =>
      (collateral * price * 10n ** BigInt(example.loanToken.decimals)) /
      (10n ** BigInt(priceDecimals) * 10n ** BigInt(example.collateralToken.decimals));
    const healthFactor = (collateral: bigint, debt: bigint) =>
      debt === 0n ? maxUint256 : (valueOf(collateral) * BigInt(risk.liquidationThresholdBps) * wad) / (10_000n * debt);
    const maxBorrow = (account: Address) => {
      const limit = (valueOf(positionOf(account).collateral) * BigInt(risk.maxLtvBps)) / 10_000n;
      const debt = debtOf(account);
      return limit > debt ? limit - debt : 0n;
    };
    const stale = (): CallOutcome | undefined =>
      now - updatedAt > BigInt(example.maxPriceAge)
        ? revert(abi, 'StalePrice', [updatedAt, example.maxPriceAge])
        : undefined;
    const done = (result: CallOutcome | SimLog[], value?: unknown) =>
      Array.isArray(result)
        ? value === undefined
          ? {result: '0x' as Hex, logs: result}
          : returns(abi, functionName, value, result)
        : result;

    switch (functionName) {
      case 'loanToken':
        return returns(abi, functionName, loanToken);
      case 'collateralToken':
        return returns(abi, functionName, collateralToken);
      case 'priceFeed':
        return returns(abi, functionName, getAddress(example.priceFeed));
      case 'maxPriceAge':
        return returns(abi, functionName, example.maxPriceAge);
      case 'riskParameters':
        return returns(abi, functionName, risk);
      case 'interestRateModel':
        return returns(abi, functionName, model);
      case 'collateralPrice':
        return returns(abi, functionName, [price, priceDecimals, updatedAt]);
      case 'totalSupplied':
        return returns(abi, functionName, state.totalSupplied);
      case 'totalBorrowed':
        return returns(abi, functionName, totalBorrowed());
      case 'availableLiquidity':
        return returns(abi, functionName, state.totalSupplied - totalBorrowed());
      case 'totalReserves':
        return returns(abi, functionName, state.reserves);
      case 'utilizationBps':
        return returns(abi, functionName, utilization());
      case 'borrowAprBps':
        return returns(abi, functionName, borrowApr());
      case 'borrowIndex':
        return returns(abi, functionName, state.borrowIndex);
      case 'collateralOf':
        return returns(abi, functionName, positionOf(args[0] as Address).collateral);
      case 'debtOf':
        return returns(abi, functionName, debtOf(args[0] as Address));
      case 'healthFactor': {
        const account = args[0] as Address;
        return returns(abi, functionName, healthFactor(positionOf(account).collateral, debtOf(account)));
      }
      case 'maxBorrow':
        return returns(abi, functionName, maxBorrow(args[0] as Address));
      case 'isLiquidatable': {
        const account = args[0] as Address;
        const debt = debtOf(account);
        return returns(abi, functionName, debt > 0n && healthFactor(positionOf(account).collateral, debt) < wad);
      }

      case 'depositCollateral': {
        const [amount, onBehalfOf] = args as [bigint, Address];
        if (amount === 0n) return revert(abi, 'ZeroAmount');
        const accrued = accrue();
        const pulled = ledger.transferFrom(call, collateralToken, address, call.from, address, amount);
        if (isRevert(pulled)) return pulled;
        positionOf(onBehalfOf).collateral += amount;
        return done([accrued, pulled, emit(abi, 'CollateralDeposited', call, {caller: call.from, onBehalfOf, amount})]);
      }
      case 'borrow': {
        const [amount, to] = args as [bigint, Address];
        if (amount === 0n) return revert(abi, 'ZeroAmount');
        if (state.paused) return revert(abi, 'EnforcedPause');
        const accrued = accrue();
        const position = positionOf(call.from);
        const limit = (valueOf(position.collateral) * BigInt(risk.maxLtvBps)) / 10_000n;
        const problem =
          stale() ??
          (debtOf(call.from) + amount > limit
            ? revert(abi, 'LtvExceeded', [debtOf(call.from) + amount, limit])
            : undefined) ??
          (amount > state.totalSupplied - totalBorrowed()
            ? revert(abi, 'InsufficientLiquidity', [amount, state.totalSupplied - totalBorrowed()])
            : undefined) ??
          (risk.borrowCap !== 0n && totalBorrowed() + amount > risk.borrowCap
            ? revert(abi, 'BorrowCapExceeded', [risk.borrowCap])
            : undefined);
        if (problem) return problem;
        position.scaledDebt += ceilDiv(amount * wad, state.borrowIndex);
        const sent = ledger.transfer(call, loanToken, address, to, amount);
        if (isRevert(sent)) return sent;
        return done([accrued, sent, emit(abi, 'Borrowed', call, {account: call.from, to, amount})]);
      }
      case 'withdrawCollateral': {
        const [amount, to] = args as [bigint, Address];
        if (amount === 0n) return revert(abi, 'ZeroAmount');
        if (state.paused) return revert(abi, 'EnforcedPause');
        const accrued = accrue();
        const position = positionOf(call.from);
        if (amount > position.collateral) return revert(abi, 'InsufficientCollateral', [amount, position.collateral]);
        const debt = debtOf(call.from);
        if (debt > 0n) {
          const problem = stale();
          if (problem) return problem;
          const after = healthFactor(position.collateral - amount, debt);
          if (after < wad) return revert(abi, 'HealthFactorTooLow', [after]);
        }
        position.collateral -= amount;
        const sent = ledger.transfer(call, collateralToken, address, to, amount);
        if (isRevert(sent)) return sent;
        return done([accrued, sent, emit(abi, 'CollateralWithdrawn', call, {account: call.from, to, amount})]);
      }
      case 'repay': {
        const [amount, onBehalfOf] = args as [bigint, Address];
        if (amount === 0n) return revert(abi, 'ZeroAmount');
        const accrued = accrue();
        const debt = debtOf(onBehalfOf);
        if (debt === 0n) return revert(abi, 'NothingToRepay');
        const repaid = amount < debt ? amount : debt;
        const pulled = ledger.transferFrom(call, loanToken, address, call.from, address, repaid);
        if (isRevert(pulled)) return pulled;
        const position = positionOf(onBehalfOf);
        position.scaledDebt = repaid === debt ? 0n : position.scaledDebt - (repaid * wad) / state.borrowIndex;
        return done(
          [accrued, pulled, emit(abi, 'Repaid', call, {payer: call.from, borrower: onBehalfOf, amount: repaid})],
          repaid,
        );
      }
      case 'accrueInterest':
        return done([accrue()]);
      default:
        return pausable(abi, call, state, roles) ?? roles.handle(call);
    }
  });
}
