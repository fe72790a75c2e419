import React, {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useNearViewport} from '@site/src/lib/useNearViewport';
import styles from './styles.module.css';

// Wrapped so loading a page does not create a React element per highlighted token (reference pages
// have tens of thousands): a block is highlighted only once it nears the viewport.

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * - `server-html`: hydrating; the block keeps the server's highlighted HTML (an empty `__html` makes
 *   React adopt it as it is) and goes live near the viewport, as the light theme's colours may be wrong.
 * - `plain`: mounted in the browser (another page, a remounted tab): the block as plain text, with its
 *   copy and wrap buttons, until near the viewport.
 * - `live`: highlighted by the theme's CodeBlock; always so on the server.
 */
type Stage = 'server-html' | 'plain' | 'live';

const serverHtml = {__html: ''};
const nearMarginPx = 600;
const focusable = 'pre, button';

/** What to watch: the block itself, or its tabs when it sits in a hidden tab, so switching tabs shows colours at once. */
function watchedElement(island: HTMLElement | null): Element | null | undefined {
  const block = island?.firstElementChild;
  return block?.closest('[role=tabpanel][hidden]') ? block.closest('.tabs-container') : block;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [initialStage] = useState<Stage>(() => (typeof window === 'undefined' ? 'live' : isBrowser ? 'plain' : 'server-html'));
  const island = useRef<HTMLDivElement>(null);
  const near = useNearViewport(() => watchedElement(island.current), nearMarginPx, initialStage !== 'live');
  // A pointer or keyboard focus reaching server HTML first (after a jump to an anchor) makes it live at once.
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const stage: Stage = near || reached ? 'live' : initialStage;

  // Going live replaces the block's DOM: keep keyboard focus on the same control.
  const focusedIndex = useRef(-1);
  const shownStage = useRef(stage);
  if (stage !== shownStage.current && island.current) {
    focusedIndex.current = Array.from(island.current.querySelectorAll(focusable)).indexOf(document.activeElement as Element);
  }
  useLayoutEffect(() => {
    if (stage === shownStage.current) return;
    shownStage.current = stage;
    if (focusedIndex.current >= 0) island.current?.querySelectorAll<HTMLElement>(focusable)[focusedIndex.current]?.focus();
  }, [stage]);

  if (stage === 'server-html') {
    return (
      <div ref={island} className={styles.island} onPointerOver={reach} onFocus={reach} dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning />
    );
  }
  return (
    <div ref={island} className={styles.island}>
      <CodeBlock {...props} {...(stage === 'plain' && {language: 'text'})} />
    </div>
  );
}
