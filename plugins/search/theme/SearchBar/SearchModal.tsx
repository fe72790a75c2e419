import React, {useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {repositoryUrl} from '@site/src/data/site';
import {facetFilters, searchSettings} from '../../settings';
import {useSearchConfig} from '../../engine/useSearchConfig';
import {createLocalSearchClient} from '../../engine/localClient';
import {loadLocalIndex} from '../../engine/searchClient';
import '@docsearch/css/dist/modal.css';

type ModalProps = React.ComponentProps<typeof DocSearchModal>;
type Hit = Parameters<NonNullable<ModalProps['transformItems']>>[0][number];

const searchParameters = {facetFilters};

/** Starts fetching the embedded index, so results are ready by the time the reader types. */
export function preloadLocalIndex(indexFolder: string): void {
  loadLocalIndex(indexFolder).catch(() => undefined);
}

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

/** The element the modal renders into, first in the body; it carries the classes our styles key on. */
function useModalContainer(embedded: boolean): HTMLDivElement | null {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    // The embedded index is not Algolia: the modal must not say "Search by Algolia".
    if (embedded) element.className = 'search-embedded';
    document.body.insertBefore(element, document.body.firstChild);
    setContainer(element);
    return () => element.remove();
  }, [embedded]);
  return container;
}

interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

/** DocSearch's modal on the embedded index or on Algolia, loaded only when the reader reaches for search. */
export default function SearchModal({initialQuery, onClose}: SearchModalProps): ReactNode {
  const config = useSearchConfig();
  const history = useHistory();
  const indexUrl = useBaseUrl(`/${searchSettings.localIndexDir}`);
  const searchPageUrl = useBaseUrl(`/${searchSettings.searchPagePath}`);
  const container = useModalContainer(config.mode === 'local');
  const [unreachable, setUnreachable] = useState(false);

  const transformSearchClient = useCallback<NonNullable<ModalProps['transformSearchClient']>>(
    (client) =>
      reportingFailures(
        config.mode === 'local'
          ? (createLocalSearchClient(() => loadLocalIndex(indexUrl)) as unknown as typeof client)
          : client,
        setUnreachable,
      ),
    [config.mode, indexUrl],
  );

  useEffect(() => {
    container?.classList.toggle('search-unreachable', unreachable);
  }, [container, unreachable]);

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
      <Link to={`${searchPageUrl}?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
        See all {String(state.context.nbHits)} results
      </Link>
    ),
    [onClose, searchPageUrl],
  );

  if (!container) return null;
  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={config.mode === 'algolia' ? config.appId : 'embedded'}
          apiKey={config.mode === 'algolia' ? config.apiKey : 'embedded'}
          indexName={config.indexName}
          placeholder="Search docs"
          searchParameters={searchParameters}
          maxResultsPerGroup={searchSettings.maxResultsPerGroup}
          initialQuery={initialQuery}
          initialScrollY={window.scrollY}
          onClose={onClose}
          navigator={navigator}
          transformItems={transformItems}
          transformSearchClient={transformSearchClient}
          hitComponent={({hit, children}) => <Link to={hit.url}>{children}</Link>}
          resultsFooterComponent={resultsFooterComponent}
          getMissingResultsUrl={missingResultsUrl}
          insights={false}
        />,
        container,
      )}
      {unreachable && <UnreachableScreen container={container} />}
    </>
  );
}
