import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode} from 'react';

interface Shortcut {
  /** The modifier's `KeyboardEvent.key`. */
  key: 'Control' | 'Meta';
  /** What the keycap shows. */
  symbol: string;
}

const control: Shortcut = {key: 'Control', symbol: 'Ctrl'};
const command: Shortcut = {key: 'Meta', symbol: '⌘'};

/** The shortcut's modifier on this platform; unknown until mounted, as the server cannot tell. */
function usePlatformShortcut(): Shortcut | null {
  const [shortcut, setShortcut] = useState<Shortcut | null>(null);
  useEffect(() => setShortcut(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? command : control), []);
  return shortcut;
}

/** Which of the shortcut's keys are held, so the keycaps press down with them. */
function useHeldKeys(modifier: Shortcut['key'] | undefined): {modifier: boolean; k: boolean} {
  const [held, setHeld] = useState({modifier: false, k: false});
  useEffect(() => {
    if (!modifier) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === modifier) setHeld((keys) => ({...keys, modifier: true}));
      else if (event.key.toLowerCase() === 'k') setHeld((keys) => ({...keys, k: true}));
    };
    // A Mac sends no keyup for K while ⌘ is held, so letting go of the modifier releases both.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === modifier) setHeld({modifier: false, k: false});
      else if (event.key.toLowerCase() === 'k') setHeld((keys) => ({...keys, k: false}));
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [modifier]);
  return held;
}

function Keycap({pressed, wide, children}: {pressed: boolean; wide?: boolean; children: ReactNode}): ReactNode {
  const classes = ['DocSearch-Button-Key', pressed && 'DocSearch-Button-Key--pressed', wide && 'search-key-wide'];
  return <kbd className={classes.filter(Boolean).join(' ')}>{children}</kbd>;
}

type SearchButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className' | 'children'> & {
  placeholder: string;
};

/**
 * DocSearch's search button, with its markup and styles. Ours because @docsearch/react ships as one
 * bundle: importing its button would put the whole modal into every page's start-up script.
 */
export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {placeholder, ...buttonProps},
  ref,
) {
  const shortcut = usePlatformShortcut();
  const held = useHeldKeys(shortcut?.key);
  return (
    <button
      {...buttonProps}
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      // The name says what the button shows, keycaps included, in order (WCAG 2.5.3, label in name).
      aria-label={shortcut ? `${placeholder} ${shortcut.symbol} K` : placeholder}
      aria-keyshortcuts={shortcut ? `${shortcut.key}+K /` : undefined}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" />
          <path d="M13 13l5 5" stroke="currentColor" fill="none" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{placeholder}</span>
      </span>
      {/* Spaces between the words, as the name has them; flex layout drops them from view. */}{' '}
      <span className="DocSearch-Button-Keys">
        {shortcut && (
          <>
            <Keycap pressed={held.modifier} wide={shortcut === control}>
              {shortcut.symbol}
            </Keycap>{' '}
            <Keycap pressed={held.k}>K</Keycap>
          </>
        )}
      </span>
    </button>
  );
});
