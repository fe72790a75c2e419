import {describe, expect, it} from 'vitest';
import {pageFiles, readRepoFiles, currentReference, type RepoFile} from '../support/repoFiles';
import {sentencesOf} from '../support/sentences';

/**
 * With `safeTxGas` 0, the Safe app's default, a Safe's `execTransaction` whose inner call reverts reverts itself with
 * `GS013`: the explorer and a replayed call show that code, not the contract's error. Pass 185 found two admin screens
 * (and a sentence written the same day) saying the Safe's execution "fails with" the contract's error. A sentence that
 * has the Safe's execution fail or revert with a contract error names `GS013` too.
 */

const safeFailsWithError =
  /Safe's (?:execution|`?execTransaction`?)[^.|]{0,60}?\b(?:fails|reverts)\b[^.|]{0,20}?\bwith (?:`(?!GS0)[A-Z]\w+|it\b)/;

export function safeRevertFindings({file, text}: RepoFile): string[] {
  return text.split('\n').flatMap((line, index) =>
    sentencesOf(line)
      .filter((sentence) => safeFailsWithError.test(sentence) && !sentence.includes('GS013'))
      .map(
        (sentence) =>
          `${file}:${index + 1} a Safe's execution fails with a contract error: ${sentence.trim().slice(0, 90)}`,
      ),
  );
}

const files = [
  ...pageFiles(),
  ...readRepoFiles('reference', (file) => currentReference(file) && /\.(sol|graphql|ya?ml)$/.test(file)),
];

describe("a Safe's failed execution names GS013", () => {
  it('no page or reference text has the Safe fail with the inner call’s error alone', () => {
    expect(files.flatMap(safeRevertFindings)).toEqual([]);
  });

  it('fails on the staking-settings row it replaced and passes its fix', () => {
    const before =
      "The call reverts with `InsufficientRewardPool` if stakes reserved more, and the Safe's execution fails with it.";
    const named =
      "The Safe's execution of `freezePartialTokens` fails, with `InsufficientBalance` (shown in the Safe app).";
    expect(safeRevertFindings({file: 'docs/a.mdx', text: named})).toHaveLength(1);
    const after =
      "The Safe's execution fails: the call reverts with `InsufficientBalance`, and with `safeTxGas` 0 `execTransaction` reverts with `GS013`.";
    expect(safeRevertFindings({file: 'docs/a.mdx', text: after})).toEqual([]);
    expect(safeRevertFindings({file: 'docs/a.mdx', text: before})).toHaveLength(1);
  });
});
