import type {IndexSettings} from 'algoliasearch';
import {searchSettings} from './settings';

/** Index settings that make a hosted index rank and filter like the embedded one (DocSearch defaults). */
export const algoliaIndexSettings: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: [`content:${searchSettings.snippetWords}`],
  customRanking: ['asc(position)'],
  distinct: true,
  attributeForDistinct: 'url',
  hitsPerPage: searchSettings.hitsPerPage,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
};
