import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  decodeFunctionData,
  getAddress,
  keccak256,
  numberToHex,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
  type Abi,
  type Address,
  type Hex,
  type TransactionSerialized,
} from 'viem';
import {blockSeconds} from '../blockTimes';
import {clockHeader, type TutorialClock} from './clock';

/** A log a simulated contract emits. */
export interface SimLog {
  address: Address;
  topics: Hex[];
  data: Hex;
}

/** One call of a contract, from a transaction, from eth_call or from another contract. */
export interface ContractCall {
  chainId: number;
  from: Address;
  to: Address;
  data: Hex;
  value: bigint;
  /** Block time of the call, in seconds. */
  timestamp: bigint;
  /** Whether it changes state (a sent transaction) or only reads (eth_call, eth_estimateGas). */
  write: boolean;
}

/** What a simulated contract does with a call: return data, or revert with encoded error data. */
export type CallOutcome = {result: Hex; logs?: SimLog[]} | {revert: Hex};

/**
 * What a simulated contract sees besides the call: the chain's state, where each contract keeps its own entry (a
 * dry run, eth_call or gas estimation, works on a copy), and a way to call another contract as the chain would.
 */
export interface SimContext {
  state: Record<string, unknown>;
  call(call: ContractCall): CallOutcome;
}

/** A contract the tutorial's chain runs: answers the calls it knows, `undefined` for the rest. */
export type ContractSim = (call: ContractCall, context: SimContext) => CallOutcome | undefined;

export interface ChainMockOptions {
  /** Every ABI a transaction may call: calldata that none of them decodes reverts, as on a real chain. */
  abis: Abi[];
  /** Contracts with behaviour, consulted in order; a write no simulation answers succeeds with no logs. */
  sims: ContractSim[];
  /** The tutorial's clock: block times follow it, and each request moves it to its script's clock. */
  clock: TutorialClock;
  /** Signers that stand for an example account (the address their key gives → the account's address). */
  accounts?: Map<string, Address>;
}

export interface SentTransaction {
  chainId: number;
  hash: Hex;
  from: Address;
  to: Address | undefined;
  data: Hex;
  /** The function the calldata decodes to, or undefined for a plain transfer. */
  functionName: string | undefined;
  status: 'success' | 'reverted';
  /** The revert data of a reverted transaction. */
  revert: Hex | undefined;
  blockNumber: bigint;
  timestamp: bigint;
  logs: SimLog[];
}

export interface ChainMock {
  /** `http://127.0.0.1:PORT`; chain `id` answers at `${url}/${id}`. */
  url: string;
  sent: SentTransaction[];
  /** Runs a read against the chain's current state, as eth_call does. */
  read(call: Omit<ContractCall, 'timestamp' | 'write' | 'value'>): CallOutcome;
  close(): Promise<void>;
}

interface Mined {
  transaction: SentTransaction;
  blockHash: Hex;
  nonce: number;
  gas: bigint;
}

interface ChainHead {
  number: bigint;
  timestamp: bigint;
}

const firstBlock = 18_400_000n;
const gasPrice = 1_000_000n;
const zeroBloom = `0x${'0'.repeat(512)}` as Hex;
const zeroAddress = '0x0000000000000000000000000000000000000000' as Address;

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
  }
}

function functionOf(abis: Abi[], data: Hex): string | undefined {
  for (const abi of abis) {
    try {
      return decodeFunctionData({abi, data}).functionName;
    } catch {
      // Not this ABI's selector; try the next.
    }
  }
  return undefined;
}

/**
 * A JSON-RPC endpoint for the chains one tutorial uses: it accepts transactions signed by viem (checking the chain
 * id, the signature and the nonce), mines each in a block of its own at the tutorial's clock, answers receipts,
 * blocks, nonces and fees, and runs calls through the simulated contracts, which keep their state for the tutorial.
 * Time passes as the reader's scripts wait: a block is made whenever the clock has moved on since the last one.
 * Calldata that no reference ABI decodes reverts, so a transaction built for the wrong function or contract fails.
 */
export async function startChainMock(options: ChainMockOptions): Promise<ChainMock> {
  const {clock} = options;
  const sent: SentTransaction[] = [];
  const mined = new Map<Hex, Mined>();
  const nonces = new Map<string, number>();
  const state: Record<string, unknown> = {};
  const blocks: ChainHead[] = [{number: firstBlock, timestamp: clock.seconds}];
  const head = () => blocks.at(-1)!;
  const blockHash = (number: bigint) => keccak256(toHex(`block ${number}`));
  const signerOf = (address: Address) => options.accounts?.get(address.toLowerCase()) ?? address;

  /** A new block, empty, whenever the clock has moved past the last one. */
  const catchUp = () => {
    if (clock.seconds > head().timestamp) blocks.push({number: head().number + 1n, timestamp: clock.seconds});
  };

  const timestampOf = (number: bigint) =>
    blocks.find((entry) => entry.number === number)?.timestamp ??
    (number > head().number ? clock.seconds : blocks[0]!.timestamp);

  const block = (number: bigint) => ({
    number: numberToHex(number),
    hash: blockHash(number),
    parentHash: blockHash(number - 1n),
    timestamp: numberToHex(timestampOf(number)),
    baseFeePerGas: numberToHex(gasPrice),
    gasLimit: numberToHex(30_000_000n),
    gasUsed: '0x0',
    miner: zeroAddress,
    difficulty: '0x0',
    extraData: '0x',
    nonce: '0x0000000000000000',
    logsBloom: zeroBloom,
    sha3Uncles: keccak256('0x'),
    size: '0x0',
    stateRoot: keccak256('0x'),
    receiptsRoot: keccak256('0x'),
    transactionsRoot: keccak256('0x'),
    transactions: [...mined.values()]
      .filter((entry) => entry.transaction.blockNumber === number)
      .map((entry) => entry.transaction.hash),
    uncles: [],
  });

  /** Runs a call against `on`, the chain's state or a copy of it. */
  const runOn = (on: Record<string, unknown>, call: ContractCall): CallOutcome => {
    const context: SimContext = {state: on, call: (inner) => runOn(on, inner)};
    for (const sim of options.sims) {
      const outcome = sim(call, context);
      if (outcome) return outcome;
    }
    if (call.data !== '0x' && !functionOf(options.abis, call.data)) return {revert: '0x'}; // An unknown selector: the contract's fallback reverts.
    if (call.write) return {result: '0x'};
    throw new RpcError(-32000, `no simulated contract answers the read ${call.data.slice(0, 10)} on ${call.to}`);
  };
  /** A dry run: eth_call and gas estimation see the state as it is and change nothing. */
  const dryRun = (call: ContractCall) => runOn(structuredClone(state), call);

  const callOf = (chainId: number, request: Record<string, string | undefined>, write: boolean): ContractCall => ({
    chainId,
    from: signerOf(getAddress(request.from ?? zeroAddress)),
    to: getAddress(request.to!),
    data: (request.data ?? request.input ?? '0x') as Hex,
    value: BigInt(request.value ?? 0),
    timestamp: clock.seconds,
    write,
  });

  async function answer(chainId: number, method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'eth_blockNumber':
        return numberToHex(head().number);
      case 'eth_gasPrice':
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(gasPrice);
      case 'eth_getBalance':
        return numberToHex(10n ** 18n);
      case 'eth_getCode':
        return '0x6080';
      case 'eth_getTransactionCount':
        return numberToHex(nonces.get(signerOf(params[0] as Address).toLowerCase()) ?? 0);
      case 'eth_getBlockByNumber': {
        const tag = params[0] as string;
        const number = tag.startsWith('0x') ? BigInt(tag) : head().number;
        return number > head().number ? null : block(number);
      }
      case 'eth_estimateGas': {
        const outcome = dryRun(callOf(chainId, params[0] as Record<string, string>, true));
        if ('revert' in outcome) throw new RpcError(3, 'execution reverted', outcome.revert);
        return numberToHex(120_000n);
      }
      case 'eth_call': {
        const outcome = dryRun(callOf(chainId, params[0] as Record<string, string>, false));
        if ('revert' in outcome) throw new RpcError(3, 'execution reverted', outcome.revert);
        return outcome.result;
      }
      case 'eth_sendRawTransaction': {
        const serialized = params[0] as TransactionSerialized;
        const transaction = parseTransaction(serialized);
        if (transaction.chainId !== chainId)
          throw new RpcError(-32000, `invalid chain id ${transaction.chainId}, this chain is ${chainId}`);
        const from = signerOf(await recoverTransactionAddress({serializedTransaction: serialized}));
        const nonce = nonces.get(from.toLowerCase()) ?? 0;
        if (transaction.nonce !== nonce) throw new RpcError(-32000, `nonce ${transaction.nonce}, expected ${nonce}`);
        nonces.set(from.toLowerCase(), nonce + 1);
        const hash = keccak256(serialized);
        const data = transaction.data ?? '0x';
        // A transaction lands in the chain's next block at or after the clock, later than the last one mined (a second
        // later where blocks keep no grid; on Base Sepolia's 2-second grid, the next even second), and the tutorial's
        // clock moves there.
        const step = blockSeconds[chainId] ?? 1;
        const lastMined = sent.at(-1)?.timestamp;
        let landsAt = Math.ceil(Number(clock.seconds) / step) * step;
        if (lastMined !== undefined && landsAt <= Number(lastMined)) landsAt = Number(lastMined) + step;
        if (landsAt > Number(clock.seconds)) clock.setTo(landsAt * 1000);
        const call: ContractCall = {
          chainId,
          from,
          to: transaction.to ? getAddress(transaction.to) : zeroAddress,
          data,
          value: transaction.value ?? 0n,
          timestamp: clock.seconds,
          write: true,
        };
        // A transaction that reverts changes nothing: it runs on a copy, which becomes the state if it succeeds.
        const after = structuredClone(state);
        const outcome: CallOutcome = transaction.to ? runOn(after, call) : {result: '0x'};
        if (!('revert' in outcome)) Object.assign(state, after);
        blocks.push({number: head().number + 1n, timestamp: clock.seconds});
        const record: SentTransaction = {
          chainId,
          hash,
          from,
          to: transaction.to ? getAddress(transaction.to) : undefined,
          data,
          functionName: data === '0x' ? undefined : functionOf(options.abis, data),
          status: 'revert' in outcome ? 'reverted' : 'success',
          revert: 'revert' in outcome ? outcome.revert : undefined,
          blockNumber: head().number,
          timestamp: head().timestamp,
          logs: 'logs' in outcome ? (outcome.logs ?? []) : [],
        };
        sent.push(record);
        mined.set(hash, {
          transaction: record,
          blockHash: blockHash(head().number),
          nonce,
          gas: transaction.gas ?? 120_000n,
        });
        return hash;
      }
      case 'eth_getTransactionReceipt': {
        const entry = mined.get(params[0] as Hex);
        if (!entry) return null;
        const {transaction} = entry;
        return {
          transactionHash: transaction.hash,
          transactionIndex: '0x0',
          blockHash: entry.blockHash,
          blockNumber: numberToHex(transaction.blockNumber),
          from: transaction.from,
          to: transaction.to ?? null,
          contractAddress: null,
          cumulativeGasUsed: numberToHex(entry.gas),
          gasUsed: numberToHex(entry.gas),
          effectiveGasPrice: numberToHex(gasPrice),
          logsBloom: zeroBloom,
          status: transaction.status === 'success' ? '0x1' : '0x0',
          type: '0x2',
          logs: transaction.logs.map((log, index) => ({
            ...log,
            blockHash: entry.blockHash,
            blockNumber: numberToHex(transaction.blockNumber),
            transactionHash: transaction.hash,
            transactionIndex: '0x0',
            logIndex: numberToHex(index),
            removed: false,
          })),
        };
      }
      case 'eth_getTransactionByHash': {
        const entry = mined.get(params[0] as Hex);
        if (!entry) return null;
        return {
          hash: entry.transaction.hash,
          blockHash: entry.blockHash,
          blockNumber: numberToHex(entry.transaction.blockNumber),
          from: entry.transaction.from,
          to: entry.transaction.to ?? null,
          input: entry.transaction.data,
          nonce: numberToHex(entry.nonce),
          value: '0x0',
          gas: numberToHex(entry.gas),
          gasPrice: numberToHex(gasPrice),
          transactionIndex: '0x0',
          type: '0x2',
          chainId: numberToHex(chainId),
        };
      }
      default:
        throw new RpcError(-32601, `the tutorial chain does not implement ${method}`);
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        clock.see(request.headers[clockHeader]);
        catchUp();
        const chainId = Number(new URL(request.url ?? '/', 'http://chain').pathname.split('/')[1]);
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
          {id: number; method: string; params?: unknown[]} | {id: number; method: string; params?: unknown[]}[];
        const one = async ({id, method, params}: {id: number; method: string; params?: unknown[]}) => {
          try {
            return {jsonrpc: '2.0', id, result: await answer(chainId, method, params ?? [])};
          } catch (error) {
            const rpc = error instanceof RpcError ? error : new RpcError(-32603, String(error));
            return {jsonrpc: '2.0', id, error: {code: rpc.code, message: rpc.message, data: rpc.data}};
          }
        };
        const reply = Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body);
        response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(reply));
      })().catch((error: unknown) => response.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    read: (call) => dryRun({...call, value: 0n, timestamp: clock.seconds, write: false}),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
