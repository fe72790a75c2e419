import {describe, expect, it} from 'vitest';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../support/repoFiles';

/**
 * A ratio in basis points is written as the contracts and the API compute it, `a × 10000 / b`, truncated: a bare
 * `a / b` "in basis points" is 0 in the integer arithmetic the pages work in (review pass 129 found five, among them
 * `ltvBps` as "debt / collateral value"; pass 130 two worked ones).
 */
const ratioTerm = String.raw`(?:\x60[A-Za-z.()]+\x60|[A-Za-z]+\(\)|[Dd]ebt|[a-z]+ value)`;
const bareRatio = new RegExp(`${ratioTerm} (?:/|÷) ${ratioTerm}`);
const scaled = /× ?10,?000 ?(?:\/|÷)/;
/** "50 / 20,000 = 25 bps", "(3,500 + 700) ÷ 7,000 = 6,000 bps": a worked ratio divided before it is scaled. */
const bareWorked = /(?:(?<!× )(?<![\d,.])\d[\d,.]*|\)) (?:\/|÷) [\d,.]+ = [\d,.]+ ?bps?\b/;
/** "(4,200 / 7,000) × 10,000": divided, then scaled. */
const scaledAfter = /\([^()]*(?:\/|÷)[^()]*\) × 10,?000\b/;

const isBareRatio = (sentence: string) =>
  scaledAfter.test(sentence) ||
  (/basis points|(?<![A-Za-z])bps\b/.test(sentence) &&
    ((bareRatio.test(sentence) && !scaled.test(sentence)) || bareWorked.test(sentence)));

/** `file:line: sentence` for each sentence that states a basis-point ratio as a bare division. */
function bareRatios({file, text}: RepoFile): string[] {
  return text.split('\n').flatMap((line, index) =>
    line
      .split(/(?<=[.;])\s+/)
      .filter(isBareRatio)
      .map((sentence) => `${file}:${index + 1}: ${sentence.trim()}`),
  );
}

describe('basis-point ratios multiply by 10000 before they divide', () => {
  const files = [
    ...readRepoFiles('reference', (file) => currentReference(file) && /\.(yaml|graphql|sol)$/.test(file)),
    ...pageFiles(),
  ];

  it('in the reference, the docs and the blog', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(bareRatios)).toEqual([]);
  });

  it('fails on the text it replaced (GraphQL BorrowPosition.ltvBps before pass 129)', () => {
    const old = {
      file: 'reference/graphql/pools.graphql',
      text: '  Debt / collateral value in basis points, truncated.',
    };
    expect(bareRatios(old)).toEqual([
      'reference/graphql/pools.graphql:1: Debt / collateral value in basis points, truncated.',
    ]);
    expect(bareRatios({...old, text: '  Debt × 10000 / collateral value in basis points, truncated.'})).toEqual([]);
  });

  it('fails on worked ratios divided before they are scaled (pass 130: slippage, turnout)', () => {
    const worked = [
      '5,000 / 0.25 = 20,000 KEST, 50 / 20,000 = 25 bps short of the feed.',
      'Turnout is (3,500 + 700) ÷ 7,000 = 6,000 bps, above the quorum.',
      "The API's `turnoutBps` is (4,200 / 7,000) × 10,000 = 6,000.",
    ];
    expect(bareRatios({file: 'page.mdx', text: worked.join('\n')})).toHaveLength(3);
    const fixed = [
      '5,000 / 0.25 = 20,000 KEST, 50 × 10,000 / 20,000 = 25 bps short of the feed.',
      'Turnout is (3,500 + 700) × 10,000 ÷ 7,000 = 6,000 bps, above the quorum.',
      "The API's `turnoutBps` is 4,200 × 10,000 / 7,000 = 6,000.",
    ];
    expect(bareRatios({file: 'page.mdx', text: fixed.join('\n')})).toEqual([]);
  });
});
