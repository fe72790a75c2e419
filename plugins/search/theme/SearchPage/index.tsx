import React, {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {facetFilters, searchSettings} from '../../settings';
import {hierarchyLevels} from '../../engine/records';
import {maxQueryLength, type SearchHit} from '../../engine/localClient';
import {resultCount} from '../../engine/resultCount';
import {createSearchClient} from '../../engine/searchClient';
import {useSearchConfig} from '../../engine/useSearchConfig';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'stalled' | 'error' | 'done';

interface Results {
  hits: SearchHit[];
  nbHits: number;
  nbHitsWithEveryWord?: number;
  page: number;
  nbPages: number;
}

const empty: Results = {hits: [], nbHits: 0, page: 0, nbPages: 0};
/** SPEC §9: show a stall indicator after 300 ms of waiting. */
const stallDelay = 300;
const typingDelay = 150;

function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, maxQueryLength);
}

/** The deepest heading a hit belongs to, highlighted, and the path of headings above it. */
function describe(hit: SearchHit): {title: string; path: string[]} {
  const levels = hierarchyLevels.filter((level) => hit.hierarchy[level]);
  const deepest = hit.type === 'content' ? levels[levels.length - 1] : hit.type;
  const highlighted = (hit._highlightResult.hierarchy as Record<string, {value: string}> | undefined)?.[deepest];
  return {
    title: highlighted?.value ?? hit.hierarchy[deepest] ?? '',
    path: levels.filter((level) => level !== deepest && level !== 'lvl0').map((level) => hit.hierarchy[level]!),
  };
}

function Hit({hit}: {hit: SearchHit}): ReactNode {
  const {title, path} = describe(hit);
  const snippetValue = (hit._snippetResult.content as {value: string} | undefined)?.value;
  const titleHtml = useInnerHtml(title);
  const snippetHtml = useInnerHtml(snippetValue ?? '');
  return (
    <li className={styles.hit}>
      <p className={styles.breadcrumbs}>{[hit.hierarchy.lvl0, ...path].join(' › ')}</p>
      <Heading as="h2" className={styles.hitTitle}>
        {/* Highlights come escaped from the engine: only <mark> tags are markup. */}
        <Link to={hit.url} dangerouslySetInnerHTML={titleHtml} />
      </Heading>
      {snippetValue && <p className={styles.snippet} dangerouslySetInnerHTML={snippetHtml} />}
    </li>
  );
}

/** SPEC §2: /search?q=…, answered by the same backend as the modal, offline by default. */
export default function SearchPage(): ReactNode {
  const config = useSearchConfig();
  const indexUrl = useBaseUrl(`/${searchSettings.localIndexDir}`);
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState(() => queryOf(location.search));
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<Results>(empty);
  const [page, setPage] = useState(0);
  const latest = useRef(0);

  // The URL follows the query, so results can be shared and the back button works.
  useEffect(() => {
    const fromUrl = queryOf(location.search);
    if (fromUrl !== query) setQuery(fromUrl);
    // Only a URL change (back, forward, the modal's "See all") should move the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  useEffect(() => {
    const trimmed = query.trim();
    const search = trimmed ? `?q=${encodeURIComponent(query)}` : '';
    if (search !== location.search) history.replace({pathname: location.pathname, search});
    if (!trimmed) {
      setStatus('idle');
      setResults(empty);
      return;
    }
    const request = ++latest.current;
    const stall = window.setTimeout(() => request === latest.current && setStatus('stalled'), stallDelay);
    const typing = window.setTimeout(
      () => {
        setStatus((current) => (current === 'stalled' ? current : 'loading'));
        createSearchClient(config, indexUrl)
          .then((client) =>
            client.search({
              requests: [
                {
                  indexName: config.indexName,
                  query: trimmed,
                  hitsPerPage: searchSettings.hitsPerPage,
                  page,
                  facetFilters,
                  attributesToSnippet: [`content:${searchSettings.snippetWords}`],
                  highlightPreTag: '<mark>',
                  highlightPostTag: '</mark>',
                  snippetEllipsisText: '…',
                },
              ],
            }),
          )
          .then(({results: [answer]}) => {
            if (request !== latest.current || !answer) return;
            setResults((previous) => ({
              hits: page === 0 ? answer.hits : [...previous.hits, ...answer.hits],
              nbHits: answer.nbHits,
              nbHitsWithEveryWord: answer.nbHitsWithEveryWord,
              page: answer.page,
              nbPages: answer.nbPages,
            }));
            setStatus('done');
          })
          .catch(() => request === latest.current && setStatus('error'))
          .finally(() => window.clearTimeout(stall));
      },
      page === 0 ? typingDelay : 0,
    );
    return () => {
      window.clearTimeout(typing);
      window.clearTimeout(stall);
    };
    // location is read, not watched: the effect above owns URL-driven changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, page, config, indexUrl]);

  const onSubmit = (event: FormEvent) => event.preventDefault();
  const trimmed = query.trim();

  return (
    <Layout
      title={trimmed ? `Search results for "${trimmed}"` : 'Search'}
      description="Search the Assetra Developer Docs."
    >
      {/* A results page is for readers, not search engines; noindex also keeps it out of the sitemap. */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search the documentation</Heading>
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search terms
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            value={query}
            maxLength={maxQueryLength}
            autoComplete="off"
            placeholder="Search docs"
            onChange={(event) => {
              setPage(0);
              setQuery(event.target.value);
            }}
          />
        </form>
        <div role="status" aria-live="polite" className={styles.status}>
          {status === 'idle' && <p>Type a word or a phrase, such as “health factor” or “add network”.</p>}
          {status === 'stalled' && <p>Searching…</p>}
          {status === 'error' && (
            <>
              <p className={styles.errorTitle}>Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </>
          )}
          {status === 'done' && <p>{resultCount(results.nbHits, results.nbHitsWithEveryWord, trimmed)}</p>}
        </div>
        {results.hits.length > 0 && (
          <ol className={styles.hits}>
            {results.hits.map((hit) => (
              <Hit key={hit.objectID} hit={hit} />
            ))}
          </ol>
        )}
        {status === 'done' && results.page + 1 < results.nbPages && (
          <button type="button" className="button button--secondary" onClick={() => setPage(results.page + 1)}>
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
