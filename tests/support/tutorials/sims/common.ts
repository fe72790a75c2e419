import {getAddress, keccak256, parseUnits, toHex, type Abi, type Address, type Hex} from 'viem';
import type {CallOutcome, ContractCall, ContractSim, SimContext, SimLog} from '../chain';
import {decodeCall, emit, isRoleGetter, revert, returns} from '../contracts';

export const zeroAddress = '0x0000000000000000000000000000000000000000' as Address;
export const wad = 10n ** 18n;
export const year = 31_536_000n;
export const defaultAdminRole = `0x${'00'.repeat(32)}` as Hex;

/** Unix seconds of an ISO 8601 moment, or of a date at 00:00 UTC. */
export const secondsOf = (iso: string) => BigInt(Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso) / 1000);

/** Base units of a decimal amount (`'221.5'` KEST → 221500000000000000000n). */
export const units = (amount: string, decimals: number) => parseUnits(amount, decimals);

/** The role id a getter such as `KEEPER_ROLE()` returns: keccak256 of its name, as OpenZeppelin defines it. */
export const roleId = (name: string): Hex =>
  name === 'DEFAULT_ADMIN_ROLE' ? defaultAdminRole : keccak256(toHex(name));

/** A contract's state in the chain's state, made on its first call from `initial`. */
export function stateOf<T>(context: SimContext, address: Address, initial: () => T): T {
  const key = `contract:${getAddress(address)}`;
  context.state[key] ??= initial();
  return context.state[key] as T;
}

/** An outcome built from logs so far: a revert stops everything, else the result with every log. */
export type Step = SimLog | CallOutcome;
export const reverted = (step: Step): step is {revert: Hex} => 'revert' in step;

/**
 * OpenZeppelin `AccessControl` as the reference's contracts use it: role getters, `hasRole`, `getRoleAdmin`, and
 * `grantRole`, `revokeRole` and `renounceRole` by the role's admin (`DEFAULT_ADMIN_ROLE`). Holders start as the
 * example has them.
 */
export class AccessControl {
  constructor(
    private readonly abi: Abi,
    private readonly holders: Map<Hex, Set<string>>,
  ) {}

  static initial(roles: Record<string, Address[]>): Map<Hex, Set<string>> {
    return new Map(
      Object.entries(roles).map(([name, accounts]) => [roleId(name), new Set(accounts.map((a) => getAddress(a)))]),
    );
  }

  has(role: Hex, account: Address) {
    return this.holders.get(role)?.has(getAddress(account)) ?? false;
  }

  /** The revert of a caller without `role`, or undefined when it holds it. */
  require(call: ContractCall, roleName: string): CallOutcome | undefined {
    const role = roleId(roleName);
    return this.has(role, call.from)
      ? undefined
      : revert(this.abi, 'AccessControlUnauthorizedAccount', [call.from, role]);
  }

  /** Answers the role functions of a call, or undefined for any other function. */
  handle(call: ContractCall): CallOutcome | undefined {
    const decoded = decodeCall(this.abi, call.data);
    if (!decoded) return undefined;
    const {functionName, args} = decoded;
    if (isRoleGetter(functionName)) return returns(this.abi, functionName, roleId(functionName));
    const [role, account] = args as [Hex, Address];
    switch (functionName) {
      case 'hasRole':
        return returns(this.abi, functionName, this.has(role, account));
      case 'getRoleAdmin':
        return returns(this.abi, functionName, defaultAdminRole);
      case 'grantRole':
      case 'revokeRole': {
        const denied = this.has(defaultAdminRole, call.from)
          ? undefined
          : revert(this.abi, 'AccessControlUnauthorizedAccount', [call.from, defaultAdminRole]);
        if (denied) return denied;
        const granting = functionName === 'grantRole';
        if (this.has(role, account) === granting) return {result: '0x'};
        const set = this.holders.get(role) ?? new Set<string>();
        if (granting) set.add(getAddress(account));
        else set.delete(getAddress(account));
        this.holders.set(role, set);
        const event = granting ? 'RoleGranted' : 'RoleRevoked';
        return {result: '0x', logs: [emit(this.abi, event, call, {role, account, sender: call.from})]};
      }
      case 'renounceRole': {
        if (getAddress(account) !== getAddress(call.from)) return revert(this.abi, 'AccessControlBadConfirmation');
        if (!this.has(role, account)) return {result: '0x'};
        this.holders.get(role)!.delete(getAddress(account));
        return {result: '0x', logs: [emit(this.abi, 'RoleRevoked', call, {role, account, sender: call.from})]};
      }
      default:
        return undefined;
    }
  }
}

/** `Pausable`: `paused()`, and `pause()` and `unpause()` for `PAUSER_ROLE`. */
export function pausable(
  abi: Abi,
  call: ContractCall,
  state: {paused: boolean},
  roles: AccessControl,
): CallOutcome | undefined {
  const decoded = decodeCall(abi, call.data);
  switch (decoded?.functionName) {
    case 'paused':
      return returns(abi, 'paused', state.paused);
    case 'pause':
    case 'unpause': {
      const denied = roles.require(call, 'PAUSER_ROLE');
      if (denied) return denied;
      const pausing = decoded.functionName === 'pause';
      if (state.paused === pausing) return revert(abi, pausing ? 'EnforcedPause' : 'ExpectedPause');
      state.paused = pausing;
      return {result: '0x', logs: [emit(abi, pausing ? 'Paused' : 'Unpaused', call, {account: call.from})]};
    }
    default:
      return undefined;
  }
}

/** One call to a contract sim: its function and arguments, and the contract's state and roles. */
export interface ContractInvocation<T> {
  functionName: string;
  args: readonly unknown[];
  state: T;
  roles: AccessControl;
}

/**
 * The sim of one contract at `address`: it answers the calls to that address that decode against `abi`, with the
 * contract's state (made on its first call by `initial`) and its OpenZeppelin roles.
 */
export function contractAt<T extends {roles: Map<Hex, Set<string>>}>(
  address: Address,
  abi: Abi,
  initial: () => T,
  answer: (call: ContractCall, context: SimContext, invocation: ContractInvocation<T>) => CallOutcome | undefined,
): ContractSim {
  const at = getAddress(address);
  return (call, context) => {
    if (getAddress(call.to) !== at) return undefined;
    const decoded = decodeCall(abi, call.data);
    if (!decoded) return undefined;
    const state = stateOf(context, at, initial);
    return answer(call, context, {...decoded, state, roles: new AccessControl(abi, state.roles)});
  };
}
