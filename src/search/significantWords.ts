import {searchSettings} from '../data/search';

const stopWords = new Set<string>(searchSettings.stopWords);

/**
 * The words a query is ranked by: all but the stop words, except the last word (the one being
 * typed) and any query made of stop words alone. Fewer words also means fewer shards to fetch.
 */
export function significantWords(words: readonly string[]): string[] {
  const kept = words.filter((word, index) => index === words.length - 1 || !stopWords.has(word));
  return kept.some((word) => !stopWords.has(word)) ? kept : [...words];
}
