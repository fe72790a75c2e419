/** Algolia-style highlighting and snippeting over plain text; every output is HTML-escaped. */
import {escapeHtml} from '../../../src/lib/escapeHtml';
import {withinEditDistance} from './editDistance';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * Decides which query word a text word answers: the same word, a word the query word starts
 * (prefix search), or one within the typo tolerance the engine used.
 */
export function createWordMatcher(queryWords: readonly string[]): (word: string) => string | null {
  const words = queryWords.map((word) => word.toLowerCase()).filter(Boolean);
  return (candidate) => {
    const lower = candidate.toLowerCase();
    for (const word of words) {
      if (lower.startsWith(word)) return word;
      if (word.length >= 4 && withinEditDistance(lower.slice(0, word.length + 1), word, Math.ceil(word.length * 0.2))) {
        return word;
      }
    }
    return null;
  };
}

function matchLevel(matched: Set<string>, total: number): MatchLevel {
  if (matched.size === 0) return 'none';
  return matched.size >= total ? 'full' : 'partial';
}

export function highlight(
  text: string,
  queryWords: readonly string[],
  tags: HighlightTags,
  matcher = createWordMatcher(queryWords),
): HighlightValue {
  const matched = new Set<string>();
  let value = '';
  let cursor = 0;
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index;
    value += escapeHtml(text.slice(cursor, start));
    const hit = matcher(match[0]);
    if (hit) {
      matched.add(hit);
      value += `${tags.pre}${escapeHtml(match[0])}${tags.post}`;
    } else {
      value += escapeHtml(match[0]);
    }
    cursor = start + match[0].length;
  }
  value += escapeHtml(text.slice(cursor));
  return {value, matchLevel: matchLevel(matched, new Set(queryWords).size), matchedWords: [...matched]};
}

/** A window of `length` words around the first match, with an ellipsis where text was cut. */
export function snippet(
  text: string,
  queryWords: readonly string[],
  length: number,
  tags: HighlightTags,
  ellipsis = '…',
): {value: string; matchLevel: MatchLevel} {
  const matcher = createWordMatcher(queryWords);
  const words = [...text.matchAll(wordPattern)];
  if (words.length <= length) {
    const {value, matchLevel: level} = highlight(text, queryWords, tags, matcher);
    return {value, matchLevel: level};
  }
  const first = Math.max(
    0,
    words.findIndex((word) => matcher(word[0]) !== null),
  );
  const start = Math.max(0, Math.min(first - 2, words.length - length));
  const end = start + length;
  const from = start === 0 ? 0 : words[start].index;
  const last = words[end - 1];
  const to = end >= words.length ? text.length : last.index + last[0].length;
  const {value, matchLevel: level} = highlight(text.slice(from, to), queryWords, tags, matcher);
  return {value: `${start > 0 ? ellipsis : ''}${value}${end < words.length ? ellipsis : ''}`, matchLevel: level};
}

/** Query words as the engine sees them: lower case, split on anything that is not a letter or digit. */
export function queryWordsOf(query: string): string[] {
  return [...new Set([...query.toLowerCase().matchAll(wordPattern)].map((match) => match[0]))];
}
