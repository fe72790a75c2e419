/** Search settings shared by the build (index, Algolia push) and the browser (modal, search page). */
export const searchSettings = {
  /** SPEC §3: the index name is the product's. */
  defaultIndexName: 'assetra',
  /** SPEC §3: the search page lives at /search. */
  searchPagePath: 'search',
  /** SPEC §9: hits per page. */
  hitsPerPage: 20,
  /** SPEC §9: results per lvl0 group in the modal (configurable). */
  maxResultsPerGroup: 5,
  /** SPEC §9: snippet length in words, and on screens up to 768 px. */
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  /** Folder the embedded index is served from, relative to the site's base URL. */
  localIndexDir: 'search',
  /** SPEC §3: English only, plus the docs version tag Docusaurus writes into every page. */
  languageFacet: 'language:en',
  docsVersionFacet: 'docusaurus_tag:docs-default-current',
  blogFacet: 'docusaurus_tag:default',
  /** lvl0 groups of pages outside the docs sections. */
  blogGroup: 'Blog',
  contributingGroup: 'Contributing',
} as const;

/** SPEC §3: English only, in the current docs version or the blog; one filter set for modal and page. */
export const facetFilters: (string | string[])[] = [
  searchSettings.languageFacet,
  [searchSettings.docsVersionFacet, searchSettings.blogFacet],
];

export type SearchBackendConfig =
  | {mode: 'local'; indexName: string}
  | {mode: 'algolia'; indexName: string; appId: string; apiKey: string};
