import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchSettings} from '../../settings';
import {useSearchConfig} from '../../engine/useSearchConfig';
import {SearchButton} from './SearchButton';
import {useSearchShortcuts} from './useSearchShortcuts';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type SearchModalModule = typeof import('./SearchModal');

let modalModule: SearchModalModule | null = null;
let pendingModal: Promise<SearchModalModule> | null = null;

/**
 * The modal's code and styles load on the first hover, touch or focus of the button (SPEC §2); a failed load is retried
 * next time.
 */
function loadModal(): Promise<SearchModalModule> {
  pendingModal ??= import('./SearchModal').then(
    (module) => (modalModule = module),
    (error: unknown) => {
      pendingModal = null;
      throw error;
    },
  );
  return pendingModal;
}

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const indexUrl = useBaseUrl(`/${searchSettings.localIndexDir}`);
  const searchPageUrl = useBaseUrl(`/${searchSettings.searchPagePath}`);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  const prepare = useCallback(
    () =>
      loadModal().then((module) => {
        if (config.mode === 'local') module.preloadLocalIndex(indexUrl);
      }),
    [config.mode, indexUrl],
  );

  const warmUp = useCallback(() => void prepare().catch(() => undefined), [prepare]);

  const open = useCallback(
    (query?: string) => {
      setInitialQuery(query);
      // Without the modal's code (offline, or a new deployment), the search page still answers.
      prepare().then(
        () => setIsOpen(true),
        () => window.location.assign(query ? `${searchPageUrl}?q=${encodeURIComponent(query)}` : searchPageUrl),
      );
    },
    [prepare, searchPageUrl],
  );

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onOpen = useCallback(() => open(), [open]);
  useSearchShortcuts({isOpen, onOpen, onClose: close, onTypingKey: open, buttonRef});

  const SearchModal = modalModule?.default;
  return (
    <>
      <SearchButton
        ref={buttonRef}
        placeholder="Search"
        onTouchStart={warmUp}
        onFocus={warmUp}
        onMouseOver={warmUp}
        onClick={onOpen}
      />
      {isOpen && SearchModal && <SearchModal initialQuery={initialQuery} onClose={close} />}
    </>
  );
}
