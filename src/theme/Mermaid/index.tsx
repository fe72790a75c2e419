import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

// Wrapped so the Mermaid library loads only on pages that draw a diagram, not with every MDX page,
// and renders only when the diagram comes near the viewport, keeping page load free of its work.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/** Until the diagram renders (and without JavaScript), the reader sees the diagram's source. */
function DiagramSource({value}: Props): ReactNode {
  return (
    <pre className={styles.source} aria-label="Diagram source">
      <code>{value}</code>
    </pre>
  );
}

function DiagramWhenVisible(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!visible) {
    return (
      <div ref={placeholder}>
        <DiagramSource {...props} />
      </div>
    );
  }
  return (
    <Suspense fallback={<DiagramSource {...props} />}>
      <OriginalMermaid {...props} />
    </Suspense>
  );
}

export default function LazyMermaid(props: Props): ReactNode {
  return <BrowserOnly fallback={<DiagramSource {...props} />}>{() => <DiagramWhenVisible {...props} />}</BrowserOnly>;
}
