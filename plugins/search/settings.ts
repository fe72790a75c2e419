import {brand} from '../../src/data/site';
import type {DeclaresKeyboardHint, KeyboardHint} from '../support/keyboardHint';

/** Search settings shared by the build (index, Algolia push) and the browser (modal, search page). */
export const searchSettings = {
  /** The plugin's name, under which the browser finds the backend the build chose. */
  pluginName: 'assetra-search',
  /** SPEC §3: the index name is the product's. */
  defaultIndexName: brand.id,
  /** SPEC §3: the search page lives at /search. */
  searchPagePath: 'search',
  /** SPEC §9: hits per page. */
  hitsPerPage: 20,
  /** SPEC §9: results per lvl0 group in the modal (configurable). */
  maxResultsPerGroup: 5,
  /** SPEC §9: snippet length in words, and on screens up to 768 px. */
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  /**
   * Pages up to which the embedded index is the right choice: at that size its files, gzip bytes and build time
   * stay within Pagefind's and a reader's first query still downloads tens of KiB (the README's search hosting
   * notes; figures in bench/README.md). Past it the build warns and points to Algolia.
   */
  offlineIndexMaxPages: 5_000,
  /** Folder the embedded index is served from, relative to the site's base URL. */
  localIndexDir: 'search',
  /** SPEC §3: English only, plus the docs version tag Docusaurus writes into every page. */
  languageFacet: 'language:en',
  docsVersionFacet: 'docusaurus_tag:docs-default-current',
  blogFacet: 'docusaurus_tag:default',
  /** lvl0 groups of pages outside the docs sections. */
  blogGroup: 'Blog',
  changelogGroup: 'Changelog',
  contributingGroup: 'Contributing',
  /**
   * Pages that gather short answers about subjects other pages work through: their records weigh
   * less, so the page that defines and explains a subject comes first. The changelog's pages, which
   * gather short notes on what changed, weigh the same; the blog weighs less still.
   */
  digestPages: ['/docs/resources/glossary', '/docs/resources/faqs'],
  /**
   * Folders of the REST and GraphQL API reference pages. They list every operation, field and
   * error, so a subject's words recur there without the page working it through: their records
   * weigh a little less than a guide's or a concept page's, and more than a digest's.
   */
  apiReferenceFolders: ['graphqlApi', 'restfulApi'],
  /**
   * Words that phrase a question rather than name its subject ("how do I …", "what does … mean",
   * "… vs …"). A query leaves them out, except the word being typed (the start of a longer one:
   * "to" of "token"), which adds to a page's score without being required, and a query that has
   * no other word.
   */
  stopWords: [
    'a',
    'about',
    'am',
    'an',
    'and',
    'are',
    'as',
    'at',
    'be',
    'by',
    'can',
    'could',
    'did',
    'do',
    'does',
    'for',
    'from',
    'happen',
    'happens',
    'has',
    'have',
    'how',
    'i',
    'if',
    'in',
    'into',
    'is',
    'it',
    'many',
    'me',
    'mean',
    'means',
    'much',
    'my',
    'need',
    'needs',
    'of',
    'on',
    'or',
    'our',
    'should',
    'that',
    'the',
    'their',
    'there',
    'this',
    'to',
    'versus',
    'vs',
    'was',
    'we',
    'were',
    'what',
    'when',
    'where',
    'which',
    'who',
    'why',
    'will',
    'with',
    'would',
    'you',
    'your',
  ],
} as const;

/** SPEC §3: English only, in the current docs version or the blog; one filter set for modal and page. */
export const facetFilters: (string | string[])[] = [
  searchSettings.languageFacet,
  [searchSettings.docsVersionFacet, searchSettings.blogFacet],
];

/**
 * What the plugin publishes to the browser (Docusaurus global data): the backend the build chose, and how search opens
 * from the keyboard (useSearchShortcuts), which pages outside the plugin read without naming it (the 404's hint).
 */
export interface SearchGlobalData extends DeclaresKeyboardHint {
  backend: SearchBackendConfig;
}

export const keyboardHint: KeyboardHint = {
  action: 'Search the docs',
  keys: [['/'], ['Ctrl', 'K']],
  macKeys: [['⌘', 'K']],
  then: 'type what you were looking for',
};

export type SearchBackendConfig =
  {mode: 'local'; indexName: string} | {mode: 'algolia'; indexName: string; appId: string; apiKey: string};
