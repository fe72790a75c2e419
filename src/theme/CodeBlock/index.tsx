import React, {Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {useColorMode} from '@docusaurus/theme-common';
import {parseCodeBlockTitle} from '@docusaurus/theme-common/internal';
import {useNearViewport} from '@site/src/lib/useNearViewport';
import {keepServerHtml, useRenderPass, type RenderPass} from '@site/src/lib/useRenderPass';
import styles from './styles.module.css';

// Wrapped so loading a page does not create a React element per highlighted token (reference pages
// have tens of thousands): a block keeps the server's highlighted HTML until it is needed live, and the
// highlighter (the theme's CodeBlock with Prism) loads only then.

type Props = WrapperProps<typeof CodeBlockType>;

const loadHighlighted = () => import('./Highlighted');
/** On the server: Docusaurus renders a page once every lazy part has resolved. */
const ServerHighlighted = lazy(loadHighlighted);
/** In the browser, once loaded: rendered directly, so a block never suspends. */
let loadedHighlighted: typeof CodeBlockType | undefined;

function useHighlighted(wanted: boolean): typeof CodeBlockType | undefined {
  const [highlighted, setHighlighted] = useState(() => loadedHighlighted);
  useEffect(() => {
    if (!wanted || highlighted) return undefined;
    let mounted = true;
    loadHighlighted().then(
      (module) => {
        loadedHighlighted = module.default;
        if (mounted) setHighlighted(() => module.default);
      },
      // A failed load leaves the block as it is: server HTML or plain text, still readable.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted, highlighted]);
  return highlighted;
}

/**
 * - `server-html`: hydrating; the block keeps the server's highlighted HTML (an empty `__html` makes
 *   React keep it as it is). Its colours are the light theme's: in the dark theme it goes live near the
 *   viewport; in the light theme, once a pointer or focus reaches it (its buttons need the live block).
 * - `plain`: mounted in the browser (after a client-side navigation): the block as plain text, with its
 *   copy and wrap buttons, until near the viewport.
 * - `live`: highlighted by the theme's CodeBlock; always so on the server.
 * - `loading`: mounted in the browser before the highlighter has loaded: the code in a plain `pre`.
 */
type Stage = 'server-html' | 'plain' | 'live' | 'loading';

const firstStage: Record<RenderPass, Exclude<Stage, 'loading'>> = {server: 'live', hydrating: 'server-html', client: 'plain'};
const nearMarginPx = 600;
/**
 * A control by what it is, not its position: the live block may add a word-wrap button that the
 * server HTML lacks (it appears once the code is measured as wider than the block).
 */
const controlName = (element: Element): string => (element.tagName === 'PRE' ? 'pre' : `button[aria-label="${element.getAttribute('aria-label')}"]`);
const findControl = (island: HTMLElement | null, name: string) => island?.querySelector<HTMLElement>(name);

/** The block's line count and title: custom.css sizes a block that has not rendered yet from them, so rendering moves nothing. */
function sizeHint({children, title, metastring}: Props): CSSProperties | undefined {
  if (typeof children !== 'string') return undefined;
  const lines = children.replace(/\n$/, '').split('\n').length;
  const titleText = typeof title === 'string' ? title : parseCodeBlockTitle(metastring);
  return {'--code-lines': lines, '--code-title-length': titleText.length} as CSSProperties;
}

/** What to watch: the block itself, or its tabs when it sits in a hidden tab, so switching tabs shows colours at once. */
function watchedElement(island: HTMLElement | null): Element | null | undefined {
  const block = island?.firstElementChild;
  return block?.closest('[role=tabpanel][hidden]') ? block.closest('.tabs-container') : block;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  const initialStage = firstStage[useRenderPass()];
  const island = useRef<HTMLDivElement>(null);
  const near = useNearViewport(() => watchedElement(island.current), nearMarginPx, initialStage !== 'live');
  // A pointer or keyboard focus reaching a block makes it live as soon as the highlighter has loaded.
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const serverColoursFit = initialStage === 'server-html' && colorMode === 'light';
  const wantsLive = reached || (near && !serverColoursFit);
  const Highlighted = useHighlighted(wantsLive);
  const stage: Stage = !Highlighted ? (initialStage === 'plain' ? 'loading' : initialStage) : wantsLive ? 'live' : initialStage;

  // Going live replaces the block's DOM: keep keyboard focus on the same control, and pass on a click
  // that reached a server-HTML button (a tap arrives before the live block exists).
  const focused = useRef<string | null>(null);
  const clicked = useRef<string | null>(null);
  const shownStage = useRef(stage);
  if (stage !== shownStage.current && island.current?.contains(document.activeElement)) {
    focused.current = controlName(document.activeElement!);
  }
  useLayoutEffect(() => {
    if (stage === shownStage.current) return;
    shownStage.current = stage;
    if (focused.current) findControl(island.current, focused.current)?.focus();
    if (clicked.current && stage === 'live') findControl(island.current, clicked.current)?.click();
    focused.current = clicked.current = null;
  }, [stage]);

  const islandAttributes = {ref: island, className: styles.island, style: sizeHint(props)};

  const holdClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    event.preventDefault();
    clicked.current = controlName(button);
    reach();
  };

  if (stage === 'server-html') {
    return (
      <div
        {...islandAttributes}
        onPointerOver={reach}
        onFocus={reach}
        onClickCapture={holdClick}
        dangerouslySetInnerHTML={keepServerHtml}
        suppressHydrationWarning
      />
    );
  }
  if (typeof window === 'undefined') {
    return (
      <div {...islandAttributes}>
        <Suspense fallback={null}>
          <ServerHighlighted {...props} />
        </Suspense>
      </div>
    );
  }
  return (
    // data-live tells readers of the DOM (tests, extensions) that the block's buttons now work.
    <div {...islandAttributes} data-live={stage === 'live' || undefined}>
      {Highlighted ? (
        <Highlighted {...props} {...(stage === 'plain' && {language: 'text'})} />
      ) : (
        <pre className={styles.loading}>
          <code>{props.children}</code>
        </pre>
      )}
    </div>
  );
}
