import {describe, expect, it} from 'vitest';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../support/repoFiles';
import {numberedLines, sentenceFindings, sentencesOf} from '../support/sentences';

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

const waitsForConfirmed = (sentence: string) =>
  waitUntilConfirmed.test(sentence) || (waitUntilStatusConfirmed.test(sentence) && waits.test(sentence));

/**
 * Pools and Engage follow a chain transaction by hash, which also ends in `404 CHAIN_TRANSACTION_NOT_FOUND` when it is
 * dropped or replaced (pass 188 found two flowcharts and an overview that stopped at `FAILED`): there, the paragraph,
 * table row or diagram line that waits names the drop too.
 */
const followsChainHash = (file: string) => /(?:^|\/)(?:pools|engage)[./]/.test(file) && !file.includes('cp-pools');
const namesDrop = /\b404\b|CHAIN_TRANSACTION_NOT_FOUND|\bdropped\b|\breplaced\b/;

export function confirmationWaitFindings({file, text}: RepoFile): string[] {
  return text.split('\n').flatMap((line, index) => {
    const where = `${file}:${index + 1}`;
    const sentences = sentencesOf(line);
    const withoutFailed = sentenceFindings(
      file,
      [{line: index + 1, text: line}],
      (sentence) =>
        (waitsForConfirmed(sentence) && !/\bFAILED\b/.test(sentence)) ||
        (pollUntilConfirmed.test(sentence) && !namesFailure.test(sentence)),
      'waits until CONFIRMED without FAILED',
    );
    const withoutDrop =
      followsChainHash(file) && sentences.some(waitsForConfirmed) && !namesDrop.test(line)
        ? [`${where} waits for a chain transaction without its 404: ${line.trim().slice(0, 90)}`]
        : [];
    return [...withoutFailed, ...withoutDrop];
  });
}

describe('a wait for CONFIRMED says how else it ends', () => {
  it('every page that waits until CONFIRMED names FAILED in the same sentence', () => {
    const reference = readRepoFiles('reference', (file) => currentReference(file) && /\.(graphql|ya?ml)$/.test(file));
    const releaseNotes = readRepoFiles('src/data', (file) => file === 'releases.ts');
    expect(releaseNotes).toHaveLength(1);
    expect([...pageFiles(), ...reference, ...releaseNotes].flatMap(confirmationWaitFindings)).toEqual([]);
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
    const flowchart = '  E --> F[query transactionStatus until CONFIRMED or FAILED]';
    expect(confirmationWaitFindings({file: 'docs/pools/a.mdx', text: flowchart})).toEqual([
      'docs/pools/a.mdx:1 waits for a chain transaction without its 404: E --> F[query transactionStatus until CONFIRMED or FAILED]',
    ]);
    const fixed = '  E --> F[query transactionStatus until CONFIRMED, FAILED or CHAIN_TRANSACTION_NOT_FOUND]';
    expect(confirmationWaitFindings({file: 'docs/pools/a.mdx', text: fixed})).toEqual([]);
    expect(confirmationWaitFindings({file: 'docs/cp-pools/a.mdx', text: flowchart})).toEqual([]);
  });
});

/**
 * Positions, stakes and schedules come from confirmed blocks, allowances from the latest one: read right after a
 * transaction is mined, the approval looks spent and the position unchanged, and a rerun does the action twice
 * (pass 190 found the Lend pages, pass 191 the Pools SDK page). A sentence that reads them once a transaction is mined
 * waits for `CONFIRMED` first.
 */
const confirmedView = /list(?:Supply|Borrow)Positions|\/positions\b|\bpositions\(|listStakes|\/stakes\b|\bstakes\(/;

export const minedReadFindings = ({file, text}: RepoFile): string[] =>
  sentenceFindings(
    file,
    numberedLines(text),
    (sentence) => /\bmined\b/.test(sentence) && confirmedView.test(sentence) && !/CONFIRMED/.test(sentence),
    'reads a confirmed view once mined',
  );

describe('a read of confirmed views after a transaction waits for CONFIRMED', () => {
  it('no page reads positions or stakes as soon as a transaction is mined', () => {
    expect(pageFiles().flatMap(minedReadFindings)).toEqual([]);
  });

  it('fails on the Pools SDK sentence it replaced and passes its fix', () => {
    const before =
      'Once it or its replacement is mined, read the position (`listSupplyPositions`, `listBorrowPositions`) and the allowances.';
    expect(minedReadFindings({file: 'docs/a.mdx', text: before})).toHaveLength(1);
    const after =
      'Once it is mined, wait until `untilConfirmed` answers `CONFIRMED`, then read the position (`listSupplyPositions`).';
    expect(minedReadFindings({file: 'docs/a.mdx', text: after})).toEqual([]);
  });
});
