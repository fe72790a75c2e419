import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionResult,
  erc20Abi,
  getAddress,
  type Abi,
  type AbiEvent,
  type AbiParameter,
  type Address,
  type Hex,
} from 'viem';
import type {ContractDoc} from '@site/plugins/reference/solidity/model';
import type {ContractCall, ContractSim, SimLog} from './chain';

/** A zero of an ABI type: what a documented value the call does not give becomes. */
function zeroOf(parameter: AbiParameter): unknown {
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

/** An event's log, its arguments taken by name from the call's (an address nobody names is the caller). */
function eventLog(event: AbiEvent, address: Address, call: ContractCall, args: Record<string, unknown>): SimLog {
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

/** A call's named arguments: `supply(10000000, 0xab…)` → `{amount: 10000000n, onBehalfOf: '0xab…'}`. */
function namedArguments(abi: Abi, data: Hex) {
  const {functionName, args} = decodeFunctionData({abi, data});
  const fn = abi.find(
    (item) => item.type === 'function' && item.name === functionName && item.inputs.length === (args ?? []).length,
  );
  const inputs = fn && fn.type === 'function' ? fn.inputs : [];
  return {
    functionName,
    named: Object.fromEntries(inputs.map((input, index) => [input.name ?? `${index}`, args![index]])),
  };
}

/**
 * The reference's contracts as they document themselves: a transaction to one of their functions succeeds and emits
 * the events its NatSpec lists under `@custom:emits`, with the arguments the call gave (matched by name) and the
 * caller for an address the call does not give. Functions with `@custom:access` other than anyone are not checked
 * here: the API's builders refuse a signer without the role before anything is signed.
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

/**
 * ERC-20 tokens (the stablecoins and asset tokens the tutorials approve and move): approvals are kept per token,
 * owner and spender, and read back; every account holds a large balance of every token.
 */
export function erc20Tokens(): ContractSim {
  const allowances = new Map<string, bigint>();
  const key = (token: Address, owner: Address, spender: Address) =>
    `${getAddress(token)}:${getAddress(owner)}:${getAddress(spender)}`;
  return (call) => {
    let decoded;
    try {
      decoded = decodeFunctionData({abi: erc20Abi, data: call.data});
    } catch {
      return undefined;
    }
    const {functionName, args} = decoded;
    const event = (name: 'Approval' | 'Transfer', values: Record<string, unknown>) =>
      eventLog(erc20Abi.find((item) => item.type === 'event' && item.name === name) as AbiEvent, call.to, call, values);
    switch (functionName) {
      case 'approve': {
        const [spender, value] = args;
        if (call.write) allowances.set(key(call.to, call.from, spender), value);
        return {
          result: encodeFunctionResult({abi: erc20Abi, functionName, result: true}),
          logs: [event('Approval', {owner: call.from, spender, value})],
        };
      }
      case 'allowance':
        return {
          result: encodeFunctionResult({
            abi: erc20Abi,
            functionName,
            result: allowances.get(key(call.to, ...args)) ?? 0n,
          }),
        };
      case 'balanceOf':
        return {result: encodeFunctionResult({abi: erc20Abi, functionName, result: 10n ** 30n})};
      case 'transfer': {
        const [to, value] = args;
        return {
          result: encodeFunctionResult({abi: erc20Abi, functionName, result: true}),
          logs: [event('Transfer', {from: call.from, to, value})],
        };
      }
      default:
        return undefined;
    }
  };
}
