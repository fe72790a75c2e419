import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {diagramDir, diagramKey} from '../../diagramKey';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';
import {useNearViewport} from '../../client/useNearViewport';
import {keepServerHtml, useRenderPass} from '../../client/useRenderPass';
import styles from './styles.module.css';

// Replaces theme-mermaid's Mermaid so pages show diagrams drawn ahead of time (`npm run diagrams`, one theme-aware
// SVG each): the build writes the drawing into the page's HTML and a client-side navigation fetches it.

/**
 * Mermaid itself draws only in development (`npm start`, which renders no server HTML: the diagrams of the page first
 * opened are drawn live from their source, as are those whose drawing is missing or out of date). The production
 * build leaves it out: bundling its 4 MB of JavaScript was a tenth of the build's time, and a diagram without a drawing
 * shows its source (the build warns, a test fails). Imported by its file: `@theme-init/Mermaid` would be
 * theme-classic's empty placeholder, the first theme to provide the name.
 */
const LiveMermaid =
  process.env.NODE_ENV === 'development'
    ? lazy(() => import('@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js'))
    : undefined;

/** The theme's class for a drawn diagram, kept so its styles (and print styles) apply to ours too. */
const containerClass = 'docusaurus-mermaid-container';
/** A drawing is fetched a screen ahead; drawing with Mermaid (in development) waits until the diagram is close. */
const fetchMarginPx = 800;
const drawMarginPx = 100;

type Drawing = {state: 'wanted'} | {state: 'fetched'; svg: string} | {state: 'missing'};

/** The drawing's SVG, fetched once `wanted`; `missing` when it does not exist or cannot load. */
function useFetchedDrawing(url: string, wanted: boolean): Drawing {
  const [drawing, setDrawing] = useState<Drawing>({state: 'wanted'});
  useEffect(() => {
    if (!wanted || drawing.state !== 'wanted') return undefined;
    let mounted = true;
    fetch(url)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status}`))))
      .then(
        (svg) => mounted && setDrawing(svg.startsWith('<svg') ? {state: 'fetched', svg} : {state: 'missing'}),
        () => mounted && setDrawing({state: 'missing'}),
      );
    return () => {
      mounted = false;
    };
  }, [wanted, drawing.state, url]);
  return drawing;
}

/**
 * - On the server: the diagram's source; the build puts the drawing in its place (../../index.ts).
 * - Hydrating: the server's HTML is kept as it is (a page built before its diagram was drawn holds
 *   the source instead).
 * - After a client-side navigation: the source until the fetched drawing arrives.
 * The source stays readable (also without JavaScript) until a drawing exists; CSS then hides it in
 * the same frame, so the page never collapses in between (no layout shift).
 */
export default function Diagram(props: Props): ReactNode {
  const key = diagramKey(props.value);
  const pass = useRenderPass();
  const holder = useRef<HTMLDivElement>(null);
  const [serverHtmlDrawn, setServerHtmlDrawn] = useState(pass === 'hydrating');
  useEffect(() => {
    if (pass === 'hydrating' && !holder.current?.querySelector(`.${containerClass}`)) setServerHtmlDrawn(false);
  }, [pass]);
  // Only a client-side navigation fetches: on the first load the build has put the drawing in the HTML.
  const nearToFetch = useNearViewport(() => holder.current, fetchMarginPx, pass === 'client');
  const drawing = useFetchedDrawing(useBaseUrl(`/${diagramDir}/${key}.svg`), nearToFetch);
  const drawingHtml = useInnerHtml(drawing.state === 'fetched' ? drawing.svg : '');
  const drawWithMermaid =
    LiveMermaid !== undefined && ((pass === 'hydrating' && !serverHtmlDrawn) || drawing.state === 'missing');
  const closeEnoughToDraw = useNearViewport(() => holder.current, drawMarginPx, drawWithMermaid);

  if (serverHtmlDrawn) {
    return (
      <div
        ref={holder}
        className={styles.holder}
        data-diagram={key}
        dangerouslySetInnerHTML={keepServerHtml}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={holder} className={styles.holder} data-diagram={key}>
      <pre className={styles.source} aria-label="Diagram source">
        <code>{props.value}</code>
      </pre>
      {drawing.state === 'fetched' && <div className={containerClass} dangerouslySetInnerHTML={drawingHtml} />}
      {LiveMermaid && drawWithMermaid && closeEnoughToDraw && (
        <Suspense fallback={null}>
          <LiveMermaid {...props} />
        </Suspense>
      )}
    </div>
  );
}
