import React, {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import copy from 'copy-text-to-clipboard';
import {translate} from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/CopyButton/styles.module.css';

// The theme's copy button, reading the code from the block when clicked instead of from a prop, so a
// page ships each block's code once (inside its highlighted HTML), not twice.

interface Props {
  /** The block's <pre>: its text is the code, since build-time lines end in newlines. */
  codeRef: RefObject<HTMLPreElement | null>;
}

const copiedMs = 1000;

export default function CopyCodeButton({codeRef}: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copyCode = () => {
    copy(codeRef.current?.querySelector('code')?.textContent ?? '');
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copiedMs);
  };
  const label = copied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
  return (
    <button
      type="button"
      aria-label={label}
      title={translate({
        id: 'theme.CodeBlock.copy',
        message: 'Copy',
        description: 'The copy button label on code blocks',
      })}
      className={clsx('clean-btn', copied && styles.copyButtonCopied)}
      onClick={copyCode}
    >
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </button>
  );
}
