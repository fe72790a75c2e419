import {decodeErrorResult, decodeFunctionResult, encodeFunctionData, getAddress, type Abi, type Address} from 'viem';
import type {ContractCall, ContractSim, SimContext} from '../chain';

/** What a direct call gives: the decoded result, or the name and arguments of the error it reverted with. */
export type DirectOutcome = {result: unknown} | {error: string; args: readonly unknown[]};

/**
 * The tutorial chain's contracts without the JSON-RPC server: calls and transactions at a chosen block time, on one
 * state, to check a simulation against the numbers its contract's NatSpec gives.
 */
export function directChain(sims: ContractSim[], chainId = 84532) {
  const state: Record<string, unknown> = {};
  const run = (call: ContractCall) => {
    const context: SimContext = {state, call: run};
    for (const sim of sims) {
      const outcome = sim(call, context);
      if (outcome) return outcome;
    }
    throw new Error(`no simulation answers ${call.data.slice(0, 10)} on ${call.to}`);
  };
  return (
    target: {address: Address; abi: Abi},
    functionName: string,
    args: readonly unknown[],
    options: {from?: Address; at: string; write?: boolean},
  ): DirectOutcome => {
    const write = options.write ?? false;
    // A read runs on a copy, as eth_call does; a transaction keeps what it changed only when it succeeds.
    const before = structuredClone(state);
    const outcome = run({
      chainId,
      from: getAddress(options.from ?? '0x0000000000000000000000000000000000000000'),
      to: getAddress(target.address),
      data: encodeFunctionData({abi: target.abi, functionName, args} as never),
      value: 0n,
      timestamp: BigInt(Date.parse(options.at) / 1000),
      write,
    });
    if (!write || 'revert' in outcome) {
      for (const key of Object.keys(state)) delete state[key];
      Object.assign(state, before);
    }
    if ('revert' in outcome) {
      const {errorName, args: values} = decodeErrorResult({abi: target.abi, data: outcome.revert});
      return {error: errorName, args: values ?? []};
    }
    return {result: decodeFunctionResult({abi: target.abi, functionName, data: outcome.result} as never)};
  };
}
