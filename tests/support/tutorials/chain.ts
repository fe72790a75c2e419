import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  decodeFunctionData,
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

/** A log a simulated contract emits. */
export interface SimLog {
  address: Address;
  topics: Hex[];
  data: Hex;
}

/** One call of a contract, from a transaction or from eth_call. */
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

/** A contract the tutorial's chain runs: answers the calls it knows, `undefined` for the rest. */
export type ContractSim = (call: ContractCall) => CallOutcome | undefined;

export interface ChainMockOptions {
  /** Every ABI a transaction may call: calldata that none of them decodes reverts, as on a real chain. */
  abis: Abi[];
  /** Contracts with behaviour, consulted in order; a write no simulation answers succeeds with no logs. */
  sims: ContractSim[];
  /** Block time of the first block, in seconds. */
  startTime: () => bigint;
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
  blockNumber: bigint;
  logs: SimLog[];
}

export interface ChainMock {
  /** `http://127.0.0.1:PORT`; chain `id` answers at `${url}/${id}`. */
  url: string;
  sent: SentTransaction[];
  close(): Promise<void>;
}

interface Mined {
  transaction: SentTransaction;
  blockHash: Hex;
  nonce: number;
  gas: bigint;
}

const firstBlock = 18_400_000n;
const gasPrice = 1_000_000n;
const zeroBloom = `0x${'0'.repeat(512)}` as Hex;

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
 * A JSON-RPC endpoint for the chains a tutorial uses: it accepts transactions signed by viem (checking the chain id
 * and the signature), mines each in a block of its own, answers receipts, blocks, nonces and fees, and runs calls
 * through the simulated contracts. Calldata that no reference ABI decodes reverts, so a transaction built for the
 * wrong function or contract fails the tutorial.
 */
export async function startChainMock(options: ChainMockOptions): Promise<ChainMock> {
  const sent: SentTransaction[] = [];
  const mined = new Map<Hex, Mined>();
  const nonces = new Map<string, number>();
  let head = firstBlock;
  const start = options.startTime();
  const startedAt = Date.now();
  const now = () => start + BigInt(Math.floor((Date.now() - startedAt) / 1000));
  const blockHash = (number: bigint) => keccak256(toHex(`block ${number}`));

  const block = (number: bigint) => ({
    number: numberToHex(number),
    hash: blockHash(number),
    parentHash: blockHash(number - 1n),
    timestamp: numberToHex(now() - (head - number) * 2n),
    baseFeePerGas: numberToHex(gasPrice),
    gasLimit: numberToHex(30_000_000n),
    gasUsed: '0x0',
    miner: '0x0000000000000000000000000000000000000000',
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

  const run = (call: ContractCall): CallOutcome => {
    for (const sim of options.sims) {
      const outcome = sim(call);
      if (outcome) return outcome;
    }
    if (call.data !== '0x' && !functionOf(options.abis, call.data)) return {revert: '0x'}; // An unknown selector: the contract's fallback reverts.
    if (call.write) return {result: '0x'};
    throw new RpcError(-32000, `no simulated contract answers the read ${call.data.slice(0, 10)} on ${call.to}`);
  };

  const callOf = (chainId: number, request: Record<string, string | undefined>, write: boolean): ContractCall => ({
    chainId,
    from: (request.from ?? '0x0000000000000000000000000000000000000000') as Address,
    to: request.to as Address,
    data: (request.data ?? request.input ?? '0x') as Hex,
    value: BigInt(request.value ?? 0),
    timestamp: now(),
    write,
  });

  async function answer(chainId: number, method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'eth_blockNumber':
        return numberToHex(head);
      case 'eth_gasPrice':
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(gasPrice);
      case 'eth_getBalance':
        return numberToHex(10n ** 18n);
      case 'eth_getCode':
        return '0x6080';
      case 'eth_getTransactionCount':
        return numberToHex(nonces.get(String(params[0]).toLowerCase()) ?? 0);
      case 'eth_getBlockByNumber': {
        const tag = params[0] as string;
        const number = tag.startsWith('0x') ? BigInt(tag) : head;
        return number > head ? null : block(number);
      }
      case 'eth_estimateGas': {
        const outcome = run(callOf(chainId, params[0] as Record<string, string>, true));
        if ('revert' in outcome) throw new RpcError(3, 'execution reverted', outcome.revert);
        return numberToHex(120_000n);
      }
      case 'eth_call': {
        const outcome = run(callOf(chainId, params[0] as Record<string, string>, false));
        if ('revert' in outcome) throw new RpcError(3, 'execution reverted', outcome.revert);
        return outcome.result;
      }
      case 'eth_sendRawTransaction': {
        const serialized = params[0] as TransactionSerialized;
        const transaction = parseTransaction(serialized);
        if (transaction.chainId !== chainId)
          throw new RpcError(-32000, `invalid chain id ${transaction.chainId}, this chain is ${chainId}`);
        const from = await recoverTransactionAddress({serializedTransaction: serialized});
        const nonce = nonces.get(from.toLowerCase()) ?? 0;
        if (transaction.nonce !== nonce) throw new RpcError(-32000, `nonce ${transaction.nonce}, expected ${nonce}`);
        nonces.set(from.toLowerCase(), nonce + 1);
        const hash = keccak256(serialized);
        const data = transaction.data ?? '0x';
        const outcome = transaction.to
          ? run({
              chainId,
              from,
              to: transaction.to,
              data,
              value: transaction.value ?? 0n,
              timestamp: now(),
              write: true,
            })
          : {result: '0x' as Hex};
        head += 1n;
        const record: SentTransaction = {
          chainId,
          hash,
          from,
          to: transaction.to ?? undefined,
          data,
          functionName: data === '0x' ? undefined : functionOf(options.abis, data),
          status: 'revert' in outcome ? 'reverted' : 'success',
          blockNumber: head,
          logs: 'logs' in outcome ? (outcome.logs ?? []) : [],
        };
        sent.push(record);
        mined.set(hash, {transaction: record, blockHash: blockHash(head), nonce, gas: transaction.gas ?? 120_000n});
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
