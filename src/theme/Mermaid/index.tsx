import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

// Wrapped so the Mermaid library loads only on pages that draw a diagram, not with every MDX page.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/** Until the diagram renders (and without JavaScript), the reader sees the diagram's source. */
function DiagramSource({value}: Props): ReactNode {
  return (
    <pre className={styles.source} aria-label="Diagram source">
      <code>{value}</code>
    </pre>
  );
}

export default function LazyMermaid(props: Props): ReactNode {
  const fallback = <DiagramSource {...props} />;
  return (
    <BrowserOnly fallback={fallback}>
      {() => (
        <Suspense fallback={fallback}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
