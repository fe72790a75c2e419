import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {getNetwork, type NetworkId} from '@site/src/data/networks';
import {connectWallet, type ConnectOutcome, type Eip1193Provider} from './connectWallet';
import {outcomeMessage} from './outcomeMessage';
import styles from './styles.module.css';

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

interface Props {
  network: NetworkId;
  /** Which of the network's chains the button adds. */
  chain?: 'mainnet' | 'testnet';
}

/** Adds a network to the reader's browser wallet (EIP-3085) or switches to it (EIP-3326). */
export default function AddNetworkButton({network, chain = 'mainnet'}: Props): ReactNode {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ConnectOutcome | null>(null);
  const statusId = useId();
  const entry = getNetwork(network);
  if (!entry.parametersPublished) {
    throw new Error(`${entry.name} has no published chain parameters; do not render an Add network button for it.`);
  }
  const parameters = entry[chain];

  async function handleClick() {
    setPending(true);
    setOutcome(await connectWallet(window.ethereum, parameters));
    setPending(false);
  }

  const message = outcome && outcomeMessage(outcome, parameters);
  return (
    <div className={styles.addNetwork}>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() => void handleClick()}
        disabled={pending}
        aria-describedby={statusId}
      >
        {pending ? 'Check your wallet…' : `Add ${parameters.chainName}`}
      </button>
      <p id={statusId} role="status" className={clsx(styles.status, message && styles[message.tone])}>
        {message?.text}
        {message?.byHand && (
          <>
            {' '}
            <Link to={entry.docsPath}>{entry.name}</Link>.
          </>
        )}
      </p>
    </div>
  );
}
