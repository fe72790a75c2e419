import React, {Suspense, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

interface LazyDisclosureProps {
  /** What the summary shows: "Try it", "Run". */
  label: string;
  /** The rest of its accessible name, for screen readers that list a page's summaries by name. */
  hiddenName: string;
  /** Shown in place of the content when JavaScript is off. */
  noScript: string;
  /** Shown while the content's code and data load. */
  loading: string;
  /** A lazy component: it starts loading when first rendered, on first opening. */
  children: ReactNode;
}

/**
 * A closed <details> whose content is mounted on first opening and then kept, so the page's first load carries
 * none of its code and closing it loses nothing the reader typed.
 */
export default function LazyDisclosure({
  label,
  hiddenName,
  noScript,
  loading,
  children,
}: LazyDisclosureProps): ReactNode {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.disclosure} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={styles.summary}>
        {label}
        <span className={styles.visuallyHidden}>{hiddenName}</span>
      </summary>
      <noscript>
        <p className={styles.loading}>{noScript}</p>
      </noscript>
      {opened && <Suspense fallback={<p className={styles.loading}>{loading}</p>}>{children}</Suspense>}
    </details>
  );
}
