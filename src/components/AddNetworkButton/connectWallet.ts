import {toHexChainId, type ChainParameters} from '@site/src/data/networks';

/** The part of an EIP-1193 provider (window.ethereum) this page uses. */
export interface Eip1193Provider {
  request(args: {method: string; params?: unknown[]}): Promise<unknown>;
}

export type ConnectOutcome =
  | {kind: 'no-wallet'}
  | {kind: 'switched'}
  /** The chain was added; `selected` is true only when the wallet then reported that chain id. */
  | {kind: 'added'; selected: boolean}
  | {kind: 'rejected'}
  | {kind: 'busy'}
  | {kind: 'failed'; message: string};

/** EIP-1193 and EIP-3326 error codes a wallet may answer with. */
const USER_REJECTED = 4001;
const UNRECOGNIZED_CHAIN = 4902;
const REQUEST_ALREADY_PENDING = -32002;

/** The EIP-3085 `wallet_addEthereumChain` parameter for a chain. */
export function addChainParameter(chain: ChainParameters) {
  return {
    chainId: toHexChainId(chain.chainId),
    chainName: chain.chainName,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [chain.rpcUrl],
    blockExplorerUrls: [chain.explorerUrl],
  };
}

/** Some wallets (MetaMask Mobile among them) nest the code under `data.originalError`. */
function errorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const {code, data} = error as {code?: unknown; data?: {originalError?: {code?: unknown}}};
  if (typeof code === 'number') {
    const nested = data?.originalError?.code;
    return code !== UNRECOGNIZED_CHAIN && typeof nested === 'number' ? nested : code;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as {message?: unknown}).message === 'string') {
    return (error as {message: string}).message;
  }
  return String(error);
}

function outcomeOfError(error: unknown): ConnectOutcome {
  switch (errorCode(error)) {
    case USER_REJECTED:
      return {kind: 'rejected'};
    case REQUEST_ALREADY_PENDING:
      return {kind: 'busy'};
    default:
      return {kind: 'failed', message: errorMessage(error)};
  }
}

/** Whether the wallet now reports the chain's id (`eth_chainId`). An unreadable answer counts as no. */
async function walletIsOn(provider: Eip1193Provider, chain: ChainParameters): Promise<boolean> {
  try {
    const answer = await provider.request({method: 'eth_chainId'});
    return (typeof answer === 'string' || typeof answer === 'number') && Number(answer) === chain.chainId;
  } catch {
    return false;
  }
}

/**
 * Asks the wallet to switch to the chain (EIP-3326) and, when it does not know the chain yet,
 * to add it (EIP-3085). EIP-3085 leaves it to the wallet whether it also switches (MetaMask asks
 * the user), so after an add the wallet's chain id is read again. Never throws: every wallet
 * answer is an outcome.
 */
export async function connectWallet(
  provider: Eip1193Provider | undefined,
  chain: ChainParameters,
): Promise<ConnectOutcome> {
  if (!provider || typeof provider.request !== 'function') return {kind: 'no-wallet'};
  try {
    await provider.request({method: 'wallet_switchEthereumChain', params: [{chainId: toHexChainId(chain.chainId)}]});
    return {kind: 'switched'};
  } catch (switchError) {
    if (errorCode(switchError) !== UNRECOGNIZED_CHAIN) return outcomeOfError(switchError);
  }
  try {
    await provider.request({method: 'wallet_addEthereumChain', params: [addChainParameter(chain)]});
  } catch (addError) {
    return outcomeOfError(addError);
  }
  return {kind: 'added', selected: await walletIsOn(provider, chain)};
}
