import {searchSettings} from '../settings';
import {phraseJoiner, type QueryWord} from './tokens';

const stopWords = new Set<string>(searchSettings.stopWords);

export interface RankedWord extends QueryWord {
  /** A page must hold every required word (or a near form of it) to match the query in full. */
  required: boolean;
}

/**
 * The words a query is ranked by. Stop words phrase a question rather than name its subject:
 * they are left out, except the last word (the start of a longer one: "to" of "token"), which
 * adds to a page's score without being required, and a query made of stop words alone, which
 * needs them all. Fewer words also means fewer shards to fetch.
 */
export function significantWords(words: readonly QueryWord[]): RankedWord[] {
  const isStop = (word: QueryWord) => !word.joined && stopWords.has(word.text);
  // A run of the query's words is looked up as a title when it starts with a word that narrows the search, or ends the
  // query ("… my wallet"); other runs would only fetch stop words' shards.
  const phrases = words
    .filter((word) => word.phrase)
    .filter((word) => word.run !== 'inside' || !stopWords.has(word.text.split(phraseJoiner)[0]))
    .map((word) => ({...word, required: false}));
  const others = words.filter((word) => !word.phrase);
  if (others.every(isStop)) return [...others.map((word) => ({...word, required: true})), ...phrases];
  const kept = others.filter((word) => !isStop(word) || word.typed).map((word) => ({...word, required: !isStop(word)}));
  return [...kept, ...phrases];
}
