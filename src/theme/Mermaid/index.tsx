import React, {lazy, Suspense, useRef, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import {useNearViewport} from '@site/src/lib/useNearViewport';
import styles from './styles.module.css';

// Wrapped so the Mermaid library loads only on pages that draw a diagram, not with every MDX page,
// and renders only when the diagram comes near the viewport, keeping page load free of its work.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/**
 * Drawing takes a mid-range phone 100–400 ms and Mermaid is 650 KB, so a diagram draws as it
 * approaches, not while the page loads: the source stands in for a diagram one screen down.
 */
const nearMarginPx = 100;

/**
 * The reader sees the diagram's source (also without JavaScript) until the drawing exists; CSS then
 * hides the source in the same frame, so the page never collapses in between (no layout shift).
 */
export default function LazyMermaid(props: Props): ReactNode {
  const holder = useRef<HTMLDivElement>(null);
  const nearViewport = useNearViewport(() => holder.current, nearMarginPx);
  return (
    <div ref={holder} className={styles.holder}>
      <pre className={styles.source} aria-label="Diagram source">
        <code>{props.value}</code>
      </pre>
      {nearViewport && (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </div>
  );
}
