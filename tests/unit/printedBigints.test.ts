import {describe, expect, it} from 'vitest';
import {numberedLines} from '../support/sentences';
import {pageFiles, type RepoFile} from '../support/repoFiles';

/**
 * A comment beside `console.log` stands for what the line prints. A bigint inside a template literal prints without
 * its `n` (`${66n}` is "66"), so such a comment never shows one (pass 194: the staking capacity script's comment did).
 */
const templateLogWithBigintComment = /console\.(?:log|error)\(`[^`]*\$\{[^`]*`\);?\s*\/\/.*\b\d+n\b/;

export const printedBigintFindings = ({file, text}: RepoFile): string[] =>
  numberedLines(text)
    .filter(({text: line}) => templateLogWithBigintComment.test(line))
    .map(({line}) => `${file}:${line} shows a bigint's n in the output of a template literal, which prints none`);

describe('the output comment of a template literal that prints a bigint', () => {
  it('shows the number without n', () => {
    expect(pageFiles().flatMap(printedBigintFindings)).toEqual([]);
  });

  it('fails on the text it replaced (the staking contract-config page)', () => {
    const before =
      'console.log(`Full plan 2 reserves ${reservable}, pool has ${available} available`); // 66575342465753424657534n …';
    expect(printedBigintFindings({file: 'docs/a.mdx', text: before})).toHaveLength(1);
    const plain = 'console.log(reservable); // 66575342465753424657534n';
    expect(printedBigintFindings({file: 'docs/a.mdx', text: plain})).toEqual([]);
  });
});
