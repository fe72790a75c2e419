import type {ChainParameters} from '@site/src/data/networks';
import type {ConnectOutcome} from './connectWallet';

export type Tone = 'success' | 'warning' | 'danger';

/**
 * What the reader sees after each wallet answer: what happened and what to do next. `byHand` asks for a link to the
 * network's page, whose table has the values to add it by hand (the button also sits on pages without that table).
 */
export function outcomeMessage(
  outcome: ConnectOutcome,
  chain: ChainParameters,
): {tone: Tone; text: string; byHand?: true} {
  switch (outcome.kind) {
    case 'no-wallet':
      return {
        tone: 'warning',
        text: `No browser wallet was found. Install MetaMask (metamask.io) or another EIP-1193 wallet, reload this page and try again, or add ${chain.chainName} by hand with the values on its network page:`,
        byHand: true,
      };
    case 'switched':
      return {tone: 'success', text: `Your wallet is now connected to ${chain.chainName} (chain id ${chain.chainId}).`};
    case 'added':
      return outcome.selected
        ? {tone: 'success', text: `${chain.chainName} was added to your wallet and selected.`}
        : {
            tone: 'warning',
            text: `${chain.chainName} was added to your wallet, but the wallet is not on it yet. Select ${chain.chainName} in your wallet's network menu, or select the button again to switch.`,
          };
    case 'rejected':
      return {
        tone: 'warning',
        text: 'You declined the request in your wallet, so nothing changed. Select the button again when you are ready.',
      };
    case 'busy':
      return {
        tone: 'warning',
        text: 'Your wallet already has a request waiting. Open the wallet, approve or dismiss it, then try again.',
      };
    case 'failed':
      return {
        tone: 'danger',
        text: `Your wallet could not add ${chain.chainName}: ${outcome.message}. Add it by hand with the values on its network page:`,
        byHand: true,
      };
  }
}
