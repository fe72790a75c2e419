import {describe, expect, it, vi} from 'vitest';
import {
  addChainParameter,
  connectWallet,
  type Eip1193Provider,
} from '@site/src/components/AddNetworkButton/connectWallet';
import {outcomeMessage} from '@site/src/components/AddNetworkButton/outcomeMessage';
import {getNetwork, type ChainParameters} from '@site/src/data/networks';

const base = getNetwork('base');
if (!base.parametersPublished) throw new Error('Base must be published');
const baseSepolia: ChainParameters = base.testnet;

/** A wallet that answers each method with the given result or error. */
function wallet(
  answers: Record<string, unknown | {error: unknown}>,
): Eip1193Provider & {request: ReturnType<typeof vi.fn>} {
  return {
    request: vi.fn(async ({method}: {method: string}) => {
      const answer = answers[method];
      if (answer && typeof answer === 'object' && 'error' in answer) throw (answer as {error: unknown}).error;
      return answer ?? null;
    }),
  };
}

describe('connectWallet (EIP-3326 then EIP-3085)', () => {
  it('reports a missing wallet without calling anything', async () => {
    expect(await connectWallet(undefined, baseSepolia)).toEqual({kind: 'no-wallet'});
    expect(await connectWallet({} as Eip1193Provider, baseSepolia)).toEqual({kind: 'no-wallet'});
  });

  it('switches when the wallet knows the chain', async () => {
    const provider = wallet({wallet_switchEthereumChain: null});
    expect(await connectWallet(provider, baseSepolia)).toEqual({kind: 'switched'});
    expect(provider.request).toHaveBeenCalledTimes(1);
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{chainId: '0x14a34'}],
    });
  });

  it('adds the chain when the wallet answers 4902 to the switch, then reads the chain id', async () => {
    const provider = wallet({
      wallet_switchEthereumChain: {error: {code: 4902, message: 'Unrecognized chain'}},
      eth_chainId: '0x14a34',
    });
    expect(await connectWallet(provider, baseSepolia)).toEqual({kind: 'added', selected: true});
    expect(provider.request).toHaveBeenCalledTimes(3);
    expect(provider.request).toHaveBeenLastCalledWith({method: 'eth_chainId'});
    expect(provider.request).toHaveBeenNthCalledWith(2, {
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x14a34',
          chainName: 'Base Sepolia',
          nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
          rpcUrls: ['https://sepolia.base.org'],
          blockExplorerUrls: ['https://sepolia.basescan.org'],
        },
      ],
    });
  });

  it('does not call an added chain selected while the wallet stays on another chain (EIP-3085 does not switch)', async () => {
    const provider = wallet({wallet_switchEthereumChain: {error: {code: 4902}}, eth_chainId: '0x1'});
    expect(await connectWallet(provider, baseSepolia)).toEqual({kind: 'added', selected: false});
  });

  it('does not call an added chain selected when the chain id cannot be read', async () => {
    const provider = wallet({
      wallet_switchEthereumChain: {error: {code: 4902}},
      eth_chainId: {error: new Error('Method not supported')},
    });
    expect(await connectWallet(provider, baseSepolia)).toEqual({kind: 'added', selected: false});
  });

  it('reads the 4902 code nested under data.originalError (MetaMask Mobile)', async () => {
    const provider = wallet({
      wallet_switchEthereumChain: {error: {code: -32603, message: 'Internal', data: {originalError: {code: 4902}}}},
      eth_chainId: '0x14a34',
    });
    expect(await connectWallet(provider, baseSepolia)).toEqual({kind: 'added', selected: true});
  });

  it('reports a rejection of the switch or of the add', async () => {
    expect(await connectWallet(wallet({wallet_switchEthereumChain: {error: {code: 4001}}}), baseSepolia)).toEqual({
      kind: 'rejected',
    });
    const provider = wallet({
      wallet_switchEthereumChain: {error: {code: 4902}},
      wallet_addEthereumChain: {error: {code: 4001, message: 'User rejected the request.'}},
    });
    expect(await connectWallet(provider, baseSepolia)).toEqual({kind: 'rejected'});
  });

  it('reports a request already pending in the wallet', async () => {
    expect(await connectWallet(wallet({wallet_switchEthereumChain: {error: {code: -32002}}}), baseSepolia)).toEqual({
      kind: 'busy',
    });
  });

  it('passes any other failure on with its message', async () => {
    const provider = wallet({
      wallet_switchEthereumChain: {error: {code: 4902}},
      wallet_addEthereumChain: {error: new Error('RPC endpoint returned a different chain id')},
    });
    expect(await connectWallet(provider, baseSepolia)).toEqual({
      kind: 'failed',
      message: 'RPC endpoint returned a different chain id',
    });
  });

  it('builds the EIP-3085 parameter from the network data', () => {
    expect(addChainParameter(baseSepolia).chainId).toBe('0x14a34');
  });
});

describe('outcomeMessage', () => {
  it('tells the reader to install a wallet when none is found', () => {
    const {tone, text} = outcomeMessage({kind: 'no-wallet'}, baseSepolia);
    expect(tone).toBe('warning');
    expect(text).toMatch(/No browser wallet was found\. Install MetaMask/);
    expect(text).toContain('Base Sepolia');
    expect(outcomeMessage({kind: 'no-wallet'}, baseSepolia).byHand).toBe(true);
  });

  it('confirms success with the chain name', () => {
    expect(outcomeMessage({kind: 'added', selected: true}, baseSepolia)).toEqual({
      tone: 'success',
      text: 'Base Sepolia was added to your wallet and selected.',
    });
    expect(outcomeMessage({kind: 'switched'}, baseSepolia).text).toContain('chain id 84532');
  });

  it('says "selected" only when the wallet is on the added chain, and otherwise tells the reader to switch', () => {
    expect(outcomeMessage({kind: 'added', selected: false}, baseSepolia)).toEqual({
      tone: 'warning',
      text: "Base Sepolia was added to your wallet, but the wallet is not on it yet. Select Base Sepolia in your wallet's network menu, or select the button again to switch.",
    });
  });

  it('says nothing changed after a rejection', () => {
    expect(outcomeMessage({kind: 'rejected'}, baseSepolia).text).toMatch(/nothing changed/);
  });

  it('quotes the wallet error on failure', () => {
    const {tone, text} = outcomeMessage({kind: 'failed', message: 'boom'}, baseSepolia);
    expect(tone).toBe('danger');
    expect(text).toContain(': boom.');
    expect(outcomeMessage({kind: 'failed', message: 'boom'}, baseSepolia).byHand).toBe(true);
  });
});
