import {isPhrase} from '../tokens';
import {stemOf} from '../wordForms';
import {firstAtLeast} from './format';

/** Longer words that start with a query word are considered up to this many per shard. */
const maxPrefixTerms = 64;

/** What the writer and the reader both know of a run of sorted terms: for each, how many sections and pages hold it. */
export interface TermRun {
  terms: readonly string[];
  sections: (position: number) => number;
  pages: (position: number) => number;
}

/**
 * Whether a term may stand for a word still being typed: not one that no section holds (only pages' code), nor a
 * title as one term. A word still being typed is the prose's.
 */
export const isTypedForm = (term: string, sections: number): boolean => sections > 0 && !isPhrase(term);

/**
 * The positions of the terms of a run that start with `word` and are longer (`isTypedForm`), at most
 * `maxPrefixTerms`: those most pages hold first, so "max" reaches "maximum" before a hundred identifiers.
 */
export function longerTermPositions({terms, sections, pages}: TermRun, word: string): number[] {
  const longer: number[] = [];
  for (let position = firstAtLeast(terms, word); terms[position]?.startsWith(word); position++) {
    const term = terms[position];
    if (term !== word && isTypedForm(term, sections(position))) longer.push(position);
  }
  return longer.sort((a, b) => pages(b) - pages(a) || a - b).slice(0, maxPrefixTerms);
}

/** The positions of the terms of a run that are other forms of `word` ("accrues" of "accrued"): same stem, not it. */
export function formPositions({terms}: TermRun, word: string): number[] {
  const stem = stemOf(word);
  const forms: number[] = [];
  for (let position = firstAtLeast(terms, stem); terms[position]?.startsWith(stem); position++) {
    if (terms[position] !== word && stemOf(terms[position]) === stem) forms.push(position);
  }
  return forms;
}
