import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton, useDocSearchKeyboardEvents} from '@docsearch/react';
import type {DocSearchModal as DocSearchModalComponent} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {repositoryUrl} from '@site/src/data/site';
import {facetFilters, searchSettings} from '@site/src/data/search';
import {useSearchConfig} from '@site/src/search/useSearchConfig';
import {createLocalSearchClient} from '@site/src/search/localClient';
import {loadLocalIndex} from '@site/src/search/searchClient';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalProps = React.ComponentProps<typeof DocSearchModalComponent>;
type Hit = Parameters<NonNullable<ModalProps['transformItems']>>[0][number];

let DocSearchModal: typeof DocSearchModalComponent | null = null;

/** The modal's code and styles load on the first hover, touch or focus of the button (SPEC §2). */
function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).then(([module]) => {
    DocSearchModal = module.DocSearchModal;
  });
}

const searchParameters = {facetFilters};

/** Hits link inside the site, so hosted results (absolute URLs) become paths too. */
function toSitePath(url: string): string {
  const parsed = new URL(url, 'https://docs.invalid');
  return `${parsed.pathname}${parsed.hash}`;
}

/**
 * Reports each search's outcome. DocSearch 3.9 marks a failed search as an error, but its
 * autocomplete core resets the status to idle right after, so the error screen never shows.
 */
function reportingFailures<Client extends {search: (...args: never[]) => Promise<unknown>}>(
  client: Client,
  onOutcome: (failed: boolean) => void,
): Client {
  return {
    ...client,
    search: (...args: Parameters<Client['search']>) =>
      client.search(...args).then(
        (response) => {
          onOutcome(false);
          return response;
        },
        (error: unknown) => {
          onOutcome(true);
          throw error;
        },
      ),
  };
}

/** SPEC §8's unreachable-service message, in DocSearch's own error screen markup and styles. */
function UnreachableScreen({container}: {container: HTMLElement}): ReactNode {
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => setTarget(container.querySelector('.DocSearch-Dropdown')), [container]);
  if (!target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    target,
  );
}

function missingResultsUrl({query}: {query: string}): string {
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
}

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const history = useHistory();
  const indexUrl = useBaseUrl(`/${searchSettings.localIndexDir}`);
  const searchPageUrl = useBaseUrl(`/${searchSettings.searchPagePath}`);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [unreachable, setUnreachable] = useState(false);

  const prepare = useCallback(() => {
    if (config.mode === 'local') loadLocalIndex(indexUrl).catch(() => undefined);
    return loadModal();
  }, [config.mode, indexUrl]);

  const open = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      // The embedded index is not Algolia: the modal must not say "Search by Algolia".
      if (config.mode === 'local') containerRef.current.className = 'search-embedded';
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    void prepare().then(() => setIsOpen(true));
  }, [config.mode, prepare]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Ctrl/Cmd+F stays the browser's find (SPEC §5).
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, onInput, searchButtonRef: buttonRef});

  const transformSearchClient = useCallback<NonNullable<ModalProps['transformSearchClient']>>(
    (client) =>
      reportingFailures(
        config.mode === 'local' ? (createLocalSearchClient(() => loadLocalIndex(indexUrl)) as unknown as typeof client) : client,
        setUnreachable,
      ),
    [config.mode, indexUrl],
  );

  useEffect(() => {
    containerRef.current?.classList.toggle('search-unreachable', isOpen && unreachable);
  }, [isOpen, unreachable]);

  const navigator = useMemo<ModalProps['navigator']>(
    () => ({
      navigate: ({itemUrl}) => history.push(itemUrl),
      navigateNewTab: ({itemUrl}) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({itemUrl}) => window.open(itemUrl, '_blank', 'noopener'),
    }),
    [history],
  );

  const transformItems = useCallback((items: Hit[]) => items.map((item) => ({...item, url: toSitePath(item.url)})), []);

  const resultsFooterComponent = useCallback<NonNullable<ModalProps['resultsFooterComponent']>>(
    ({state}) => (
      <Link to={`${searchPageUrl}?q=${encodeURIComponent(state.query)}`} onClick={close}>
        See all {String(state.context.nbHits)} results
      </Link>
    ),
    [close, searchPageUrl],
  );

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={open}
        translations={{buttonText: 'Search', buttonAriaLabel: 'Search docs'}}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <DocSearchModal
            appId={config.mode === 'algolia' ? config.appId : 'embedded'}
            apiKey={config.mode === 'algolia' ? config.apiKey : 'embedded'}
            indexName={config.indexName}
            placeholder="Search docs"
            searchParameters={searchParameters}
            maxResultsPerGroup={searchSettings.maxResultsPerGroup}
            initialQuery={initialQuery}
            initialScrollY={window.scrollY}
            onClose={close}
            navigator={navigator}
            transformItems={transformItems}
            transformSearchClient={transformSearchClient}
            hitComponent={({hit, children}) => <Link to={hit.url}>{children}</Link>}
            resultsFooterComponent={resultsFooterComponent}
            getMissingResultsUrl={missingResultsUrl}
            insights={false}
          />,
          containerRef.current,
        )}
      {isOpen && unreachable && containerRef.current && <UnreachableScreen container={containerRef.current} />}
    </>
  );
}
