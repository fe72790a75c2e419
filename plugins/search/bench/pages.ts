/**
 * The page search adds, with a query, as the Lighthouse and page-weight benchmarks measure it
 * (bench/support/pageTypes.mts) and the site-wide tests check it (../tests/pages.ts).
 */
export const searchPage = {kind: 'search page', path: '/search?q=health%20factor'};

export const pages = [searchPage];
