import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  encodeFunctionResult,
  erc20Abi,
  getAddress,
  multicall3Abi,
  parseAbi,
  type Abi,
  type AbiEvent,
  type AbiParameter,
  type Address,
  type Hex,
} from 'viem';
import type {ContractDoc} from '@site/plugins/reference/solidity/model';
import type {CallOutcome, ContractCall, ContractSim, SimContext, SimLog} from './chain';

/** A zero of an ABI type: what a documented value the call does not give becomes. */
export function zeroOf(parameter: AbiParameter): unknown {
  if (parameter.type.endsWith(']')) return [];
  if (parameter.type === 'address') return '0x0000000000000000000000000000000000000000';
  if (parameter.type === 'bool') return false;
  if (parameter.type === 'string') return '';
  if (parameter.type.startsWith('bytes'))
    return parameter.type === 'bytes' ? '0x' : `0x${'00'.repeat(Number(parameter.type.slice(5)))}`;
  if (parameter.type === 'tuple')
    return Object.fromEntries(
      ((parameter as {components?: AbiParameter[]}).components ?? []).map((component) => [
        component.name,
        zeroOf(component),
      ]),
    );
  return 0n;
}

/** An event's log, its arguments taken by name (an address nobody names is the caller). */
export function eventLog(event: AbiEvent, address: Address, call: ContractCall, args: Record<string, unknown>): SimLog {
  const valueOf = (input: AbiParameter) =>
    input.name && input.name in args ? args[input.name] : input.type === 'address' ? call.from : zeroOf(input);
  const indexed = event.inputs.filter((input) => input.indexed);
  const plain = event.inputs.filter((input) => !input.indexed);
  const topics = encodeEventTopics({
    abi: [event],
    eventName: event.name,
    args: Object.fromEntries(indexed.map((input) => [input.name!, valueOf(input)])) as never,
  }) as Hex[];
  return {address, topics, data: encodeAbiParameters(plain, plain.map(valueOf))};
}

/** The log of the event `name` of `abi`, emitted by the contract the call went to. */
export function emit(abi: Abi, name: string, call: ContractCall, args: Record<string, unknown>, address = call.to) {
  const event = abi.find((item): item is AbiEvent => item.type === 'event' && item.name === name);
  if (!event) throw new Error(`the ABI has no event ${name}`);
  return eventLog(event, address, call, args);
}

/** A revert with the custom error `name` of `abi`. */
export type Revert = {revert: Hex};

export const revert = (abi: Abi, name: string, args: unknown[] = []): Revert => ({
  revert: encodeErrorResult({abi, errorName: name, args} as never),
});

/** A successful call that returns `result` (one value, or the outputs in order) and emits `logs`. */
export function returns(abi: Abi, functionName: string, result: unknown, logs: SimLog[] = []): CallOutcome {
  return {result: encodeFunctionResult({abi, functionName, result} as never), logs};
}

/** A call's named arguments: `supply(10000000, 0xab…)` → `{amount: 10000000n, onBehalfOf: '0xab…'}`. */
export function namedArguments(abi: Abi, data: Hex) {
  const {functionName, args} = decodeFunctionData({abi, data});
  const fn = abi.find(
    (item) => item.type === 'function' && item.name === functionName && item.inputs.length === (args ?? []).length,
  );
  const inputs = fn && fn.type === 'function' ? fn.inputs : [];
  return {
    functionName,
    args: (args ?? []) as readonly unknown[],
    named: Object.fromEntries(inputs.map((input, index) => [input.name ?? `${index}`, args![index]])),
  };
}

/** A call's function and arguments, if `abi` has its selector. */
export function decodeCall(abi: Abi, data: Hex) {
  try {
    return namedArguments(abi, data);
  } catch {
    return undefined;
  }
}

/** `keccak256("MINTER_ROLE")`-style role ids, read from a role getter's name, as OpenZeppelin defines them. */
export const isRoleGetter = (name: string) => /^[A-Z][A-Z0-9_]*_ROLE$/.test(name);

/** A token as the examples describe it. */
export interface TokenInfo {
  decimals: number;
  symbol?: string;
  name?: string;
}

/** The OpenZeppelin 5 errors a token reverts with. */
export const tokenErrors = parseAbi([
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
]);

/** Every account starts with this many base units of every token: the readers' test wallets are funded. */
const startingBalance = 10n ** 30n;

interface LedgerState {
  balances: Map<string, bigint>;
  allowances: Map<string, bigint>;
  supplies: Map<string, bigint>;
  tokens: Map<string, TokenInfo>;
}

const key = (...addresses: Address[]) => addresses.map((address) => getAddress(address)).join(':');

/**
 * The ERC-20 balances and allowances of a tutorial's chain, in the chain's state, which token contracts and the
 * contracts that move tokens (staking, pools, the mixer) share.
 */
export class Ledger {
  private readonly state: LedgerState;

  constructor(context: SimContext) {
    context.state.ledger ??= {balances: new Map(), allowances: new Map(), supplies: new Map(), tokens: new Map()};
    this.state = context.state.ledger as LedgerState;
  }

  balanceOf(token: Address, account: Address) {
    return this.state.balances.get(key(token, account)) ?? startingBalance;
  }

  allowance(token: Address, owner: Address, spender: Address) {
    return this.state.allowances.get(key(token, owner, spender)) ?? 0n;
  }

  approve(call: ContractCall, token: Address, owner: Address, spender: Address, value: bigint): SimLog {
    this.state.allowances.set(key(token, owner, spender), value);
    return emit(erc20Abi, 'Approval', call, {owner, spender, value}, token);
  }

  /** Moves tokens; minting and burning are moves from and to the zero address. */
  transfer(call: ContractCall, token: Address, from: Address, to: Address, value: bigint): SimLog | Revert {
    const zero = '0x0000000000000000000000000000000000000000';
    if (from !== zero) {
      const balance = this.balanceOf(token, from);
      if (balance < value) return revert(tokenErrors, 'ERC20InsufficientBalance', [from, balance, value]);
      this.state.balances.set(key(token, from), balance - value);
    } else this.state.supplies.set(getAddress(token), this.supplyChange(token) + value);
    if (to !== zero) this.state.balances.set(key(token, to), this.balanceOf(token, to) + value);
    else this.state.supplies.set(getAddress(token), this.supplyChange(token) - value);
    return emit(erc20Abi, 'Transfer', call, {from, to, value}, token);
  }

  /** `transferFrom` by `spender`: spends the allowance, then moves the tokens. */
  transferFrom(
    call: ContractCall,
    token: Address,
    spender: Address,
    from: Address,
    to: Address,
    value: bigint,
  ): SimLog | Revert {
    const allowance = this.allowance(token, from, spender);
    if (allowance < value) return revert(tokenErrors, 'ERC20InsufficientAllowance', [spender, allowance, value]);
    this.state.allowances.set(key(token, from, spender), allowance - value);
    return this.transfer(call, token, from, to, value);
  }

  /** What minting and burning on this chain added to a token's supply. */
  supplyChange(token: Address) {
    return this.state.supplies.get(getAddress(token)) ?? 0n;
  }

  token(address: Address): TokenInfo | undefined {
    return this.state.tokens.get(getAddress(address));
  }

  /** A token created on the tutorial's chain (a factory's token, a basket). */
  addToken(address: Address, info: TokenInfo) {
    this.state.tokens.set(getAddress(address), info);
  }
}

/** A transfer's outcome: its log, or the revert that stops the calling contract too. */
export const isRevert = (value: SimLog | Revert): value is Revert => 'revert' in value;

/**
 * ERC-20 tokens: balances and allowances are kept in the ledger, every account starts funded, and a token's
 * decimals, symbol and name are the ones the reference's examples give it (or its creator's, for a token created on
 * the chain).
 */
export function erc20Tokens(known: Map<string, TokenInfo>): ContractSim {
  return (call, context) => {
    const decoded = decodeCall(erc20Abi as Abi, call.data);
    if (!decoded) return undefined;
    const ledger = new Ledger(context);
    const info = ledger.token(call.to) ?? known.get(getAddress(call.to));
    const {functionName, args} = decoded;
    switch (functionName) {
      case 'approve': {
        const [spender, value] = args as [Address, bigint];
        return returns(erc20Abi, functionName, true, [ledger.approve(call, call.to, call.from, spender, value)]);
      }
      case 'allowance':
        return returns(erc20Abi, functionName, ledger.allowance(call.to, ...(args as [Address, Address])));
      case 'balanceOf':
        return returns(erc20Abi, functionName, ledger.balanceOf(call.to, args[0] as Address));
      case 'transfer': {
        const [to, value] = args as [Address, bigint];
        const moved = ledger.transfer(call, call.to, call.from, to, value);
        return isRevert(moved) ? moved : returns(erc20Abi, functionName, true, [moved]);
      }
      case 'transferFrom': {
        const [from, to, value] = args as [Address, Address, bigint];
        const moved = ledger.transferFrom(call, call.to, call.from, from, to, value);
        return isRevert(moved) ? moved : returns(erc20Abi, functionName, true, [moved]);
      }
      case 'decimals':
        return info ? returns(erc20Abi, functionName, info.decimals) : undefined;
      case 'symbol':
        return info?.symbol ? returns(erc20Abi, functionName, info.symbol) : undefined;
      case 'name':
        return info?.name ? returns(erc20Abi, functionName, info.name) : undefined;
      default:
        return undefined;
    }
  };
}

/** Multicall3, at its address on every chain: `aggregate3` runs each call in turn, as viem's `multicall` sends it. */
export function multicall3(address: Address): ContractSim {
  return (call, context) => {
    if (getAddress(call.to) !== getAddress(address)) return undefined;
    const decoded = decodeCall(multicall3Abi as Abi, call.data);
    if (decoded?.functionName !== 'aggregate3') return undefined;
    const [calls] = decoded.args as [readonly {target: Address; allowFailure: boolean; callData: Hex}[]];
    const results: {success: boolean; returnData: Hex}[] = [];
    const logs: SimLog[] = [];
    for (const inner of calls) {
      const outcome = context.call({...call, from: address, to: getAddress(inner.target), data: inner.callData});
      if ('revert' in outcome) {
        if (!inner.allowFailure) return outcome;
        results.push({success: false, returnData: outcome.revert});
      } else {
        results.push({success: true, returnData: outcome.result});
        logs.push(...(outcome.logs ?? []));
      }
    }
    return returns(multicall3Abi as Abi, 'aggregate3', results, logs);
  };
}

/**
 * The reference's contracts as they document themselves, for the functions no simulation of their own models: a
 * transaction succeeds and emits the events its NatSpec lists under `@custom:emits`, with the arguments the call gave
 * (matched by name) and the caller for an address the call does not give. Functions with `@custom:access` other than
 * anyone are not checked here: the API's builders refuse a signer without the role before anything is signed.
 */
export function documentedContracts(contracts: ContractDoc[]): ContractSim {
  return (call) => {
    if (!call.write || call.data.length < 10) return undefined;
    for (const contract of contracts) {
      const abi = contract.abi as Abi;
      const fn = contract.functions.find((candidate) => candidate.selector === call.data.slice(0, 10));
      if (!fn) continue;
      const {named} = namedArguments(abi, call.data);
      // `@custom:emits InterestAccrued, Supplied`: one tag may list several events, in the order they are emitted.
      const emitted = (fn.natspec.custom.get('emits') ?? []).flatMap((value) => value.split(/[,\s]+/).filter(Boolean));
      const logs = emitted.flatMap((name) => {
        const event = abi.find((item): item is AbiEvent => item.type === 'event' && item.name === name);
        return event ? [eventLog(event, call.to, call, named)] : [];
      });
      const outputs = (
        abi.find((item) => item.type === 'function' && item.name === fn.name) as {outputs?: AbiParameter[]}
      )?.outputs;
      const result = outputs?.length
        ? encodeFunctionResult({
            abi,
            functionName: fn.name,
            result: outputs.length === 1 ? zeroOf(outputs[0]!) : outputs.map(zeroOf),
          } as never)
        : '0x';
      return {result, logs};
    }
    return undefined;
  };
}
