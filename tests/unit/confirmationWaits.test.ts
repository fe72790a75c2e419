import {describe, expect, it} from 'vitest';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../support/repoFiles';
import {sentencesOf} from '../support/sentences';

/**
 * A status read "until `CONFIRMED`" also ends on `FAILED` (and, for a chain transaction, on a 404): a reader who polls
 * as told loops for ever on a revert. Pass 184 found the toolkit's table saying only `CONFIRMED`; four worked examples
 * and three diagrams said the same, and pass 185 the changelog in words. A sentence, table cell or diagram line that
 * waits until `CONFIRMED`, or polls until it is confirmed, names `FAILED` (or the revert).
 */

const waitUntilConfirmed = /until (?:it is )?`?CONFIRMED\b/;
/** Longer forms, "until `status` is `CONFIRMED`" or "until Assetra reports it …", in a sentence that polls or waits. */
const waitUntilStatusConfirmed = /until (?:[\w`]+ ){1,3}`?CONFIRMED\b/;
const waits = /\b(?:poll|wait|follow|read)\w*/i;
/** The same wait in words: a poll, read or retry "until it is confirmed". */
const pollUntilConfirmed =
  /\b(?:poll|polls|polling|read|reads|retry|retries)\b[^.]*\buntil (?:it|the \w+) is confirmed\b/i;
/** What names the other end: `FAILED`, or a revert or failure in words. */
const namesFailure = /\bFAILED\b|\bfailed\b|\brevert/;

export function confirmationWaitFindings({file, text}: RepoFile): string[] {
  return text.split('\n').flatMap((line, index) =>
    sentencesOf(line)
      .filter(
        (sentence) =>
          ((waitUntilConfirmed.test(sentence) || (waitUntilStatusConfirmed.test(sentence) && waits.test(sentence))) &&
            !/\bFAILED\b/.test(sentence)) ||
          (pollUntilConfirmed.test(sentence) && !namesFailure.test(sentence)),
      )
      .map((sentence) => `${file}:${index + 1} waits until CONFIRMED without FAILED: ${sentence.trim().slice(0, 90)}`),
  );
}

describe('a wait for CONFIRMED says how else it ends', () => {
  it('every page that waits until CONFIRMED names FAILED in the same sentence', () => {
    const reference = readRepoFiles('reference', (file) => currentReference(file) && /\.(graphql|ya?ml)$/.test(file));
    expect([...pageFiles(), ...reference].flatMap(confirmationWaitFindings)).toEqual([]);
  });

  it('fails on the toolkit sentence it replaced, and passes its fix and a diagram that names both', () => {
    const before =
      'Pools and Engage: poll `GET /chains/{chainId}/transactions/{hash}` until `CONFIRMED`. CP Pools has none.';
    expect(confirmationWaitFindings({file: 'docs/a.mdx', text: before})).toHaveLength(1);
    const after = 'Poll until `CONFIRMED`; `FAILED` and `404 CHAIN_TRANSACTION_NOT_FOUND` end the wait too.';
    expect(confirmationWaitFindings({file: 'docs/a.mdx', text: after})).toEqual([]);
    expect(
      confirmationWaitFindings({file: 'docs/a.mdx', text: '  E --> F[query transactionStatus until CONFIRMED]'}),
    ).toEqual(['docs/a.mdx:1 waits until CONFIRMED without FAILED: E --> F[query transactionStatus until CONFIRMED]']);
    expect(confirmationWaitFindings({file: 'docs/a.mdx', text: 'S->>API: GET /x until CONFIRMED or FAILED'})).toEqual(
      [],
    );
  });
});
