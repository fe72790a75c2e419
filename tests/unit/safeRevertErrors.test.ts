import {describe, expect, it} from 'vitest';
import {pageFiles, readRepoFiles, currentReference, type RepoFile} from '../support/repoFiles';
import {numberedLines, sentenceFindings} from '../support/sentences';

/**
 * With `safeTxGas` 0, the Safe app's default, a Safe's `execTransaction` whose inner call reverts reverts itself with
 * `GS013`: the explorer and a replayed call show that code, not the contract's error. Pass 185 found two admin screens
 * (and a sentence written the same day) saying the Safe's execution "fails with" the contract's error. A sentence that
 * has the Safe's execution fail or revert with a contract error names `GS013` too.
 */

const safeFailsWithError =
  /Safe's (?:execution|`?execTransaction`?)[^.|]{0,60}?\b(?:fails|reverts)\b[^.|]{0,20}?\bwith (?:`(?!GS0)[A-Z]\w+|it\b)/;

export const safeRevertFindings = ({file, text}: RepoFile): string[] =>
  sentenceFindings(
    file,
    numberedLines(text),
    (sentence) => safeFailsWithError.test(sentence) && !sentence.includes('GS013'),
    "a Safe's execution fails with a contract error",
  );

/**
 * Safe's `execTransaction` requires the inner call to succeed only when `safeTxGas` and `gasPrice` are both 0
 * (`require(success || safeTxGas != 0 || gasPrice != 0, "GS013")`). Pass 189 found a page that named `safeTxGas` alone
 * as what lets an inner call fail without reverting; every sentence that names `safeTxGas` names `gasPrice` too.
 */
export const safeGasFindings = ({file, text}: RepoFile): string[] =>
  sentenceFindings(
    file,
    numberedLines(text),
    (sentence) => /safeTxGas/.test(sentence) && !/gasPrice/.test(sentence),
    'names safeTxGas without gasPrice',
  );

const files = [
  ...pageFiles(),
  ...readRepoFiles('reference', (file) => currentReference(file) && /\.(sol|graphql|ya?ml)$/.test(file)),
];

describe("a Safe's failed execution names GS013", () => {
  it('no page or reference text has the Safe fail with the inner call’s error alone', () => {
    expect(files.flatMap(safeRevertFindings)).toEqual([]);
  });

  it('no page or reference text names safeTxGas without gasPrice', () => {
    expect(files.flatMap(safeGasFindings)).toEqual([]);
    const before = 'A mint can fail inside a Safe execution that succeeds (only with a `safeTxGas` other than 0).';
    expect(safeGasFindings({file: 'docs/a.mdx', text: before})).toHaveLength(1);
    const after =
      'A mint can fail inside a Safe execution that succeeds (only with a `safeTxGas` or `gasPrice` other than 0).';
    expect(safeGasFindings({file: 'docs/a.mdx', text: after})).toEqual([]);
  });

  it('fails on the staking-settings row it replaced and passes its fix', () => {
    const before =
      "The call reverts with `InsufficientRewardPool` if stakes reserved more, and the Safe's execution fails with it.";
    const named =
      "The Safe's execution of `freezePartialTokens` fails, with `InsufficientBalance` (shown in the Safe app).";
    expect(safeRevertFindings({file: 'docs/a.mdx', text: named})).toHaveLength(1);
    const after =
      "The Safe's execution fails: the call reverts with `InsufficientBalance`, and with `safeTxGas` and `gasPrice` 0 `execTransaction` reverts with `GS013`.";
    expect(safeRevertFindings({file: 'docs/a.mdx', text: after})).toEqual([]);
    expect(safeRevertFindings({file: 'docs/a.mdx', text: before})).toHaveLength(1);
  });
});

/**
 * With a `safeTxGas` or `gasPrice` other than 0, a Safe's execution can succeed while the call it carried failed: the
 * status reads `CONFIRMED`, nothing is left in the Safe's queue and the action did not happen. Pass 193 found 20 Pools
 * and Engage pages (app screens ending **Awaiting Safe signatures** at any execution, status tables, SDK and admin
 * pages) that take every `CONFIRMED` for the action done. A Pools or Engage page that has a Safe act and reads a
 * `CONFIRMED` status, or waits for a Safe's execution, says what such an execution means, with
 * `<Fact of="safeExecutionFailure" />`.
 */
export const safeExecutionFindings = ({file, text}: RepoFile): string[] =>
  /^docs\/(?:pools|engage)\//.test(file) &&
  /\bSafe\b/.test(text) &&
  /`CONFIRMED`|Awaiting Safe signatures/.test(text) &&
  !/safeExecutionFailure/.test(text)
    ? [`${file} has a Safe act and reads CONFIRMED without saying that an execution whose call failed reads it too`]
    : [];

describe('a Pools or Engage page where a Safe acts and CONFIRMED is read', () => {
  it('says that an execution whose call failed reads CONFIRMED with no event of the action', () => {
    expect(pageFiles().flatMap(safeExecutionFindings)).toEqual([]);
    const screen = '| Awaiting Safe signatures | The app polls until the execution is seen |';
    expect(safeExecutionFindings({file: 'docs/pools/a.mdx', text: screen})).toHaveLength(1);
    const table = 'From a Safe, the owners execute it.\n| `CONFIRMED` | Succeeded | Refresh pools and positions |';
    expect(safeExecutionFindings({file: 'docs/engage/a.mdx', text: table})).toHaveLength(1);
    const fixed = `${screen}\nFrom a Safe, <Fact of="safeExecutionFailure" />.`;
    expect(safeExecutionFindings({file: 'docs/pools/a.mdx', text: fixed})).toEqual([]);
    expect(safeExecutionFindings({file: 'docs/assets/a.mdx', text: screen})).toEqual([]);
  });
});

/**
 * `safeExecutionFailure` reads an API status (`CONFIRMED`, `events`); a page whose code or app reads a receipt instead
 * says the same in receipt terms with `safeReceiptFailure` (pass 194: the vesting treasury script and Mark executed
 * named `events` that a receipt does not have).
 */
const readsApiStatus =
  /`CONFIRMED`|Awaiting Safe signatures|transactionStatus|\/transactions\/|getTransactionStatus|untilConfirmed/;

export const receiptStatusFindings = ({file, text}: RepoFile): string[] =>
  /of="safeExecutionFailure"/.test(text) && !readsApiStatus.test(text)
    ? [`${file} gives the API status of a failed Safe call on a page that reads receipts: use safeReceiptFailure`]
    : [];

describe('a page that says what a Safe execution whose call failed looks like', () => {
  it('says it as the page reads it: an API status, or a receipt', () => {
    expect(pageFiles().flatMap(receiptStatusFindings)).toEqual([]);
    const receipts =
      'It ticks an action when its receipt holds the event: from a Safe, <Fact of="safeExecutionFailure" />.';
    expect(receiptStatusFindings({file: 'docs/a.mdx', text: receipts})).toHaveLength(1);
    const fixed = receipts.replace('safeExecutionFailure', 'safeReceiptFailure');
    expect(receiptStatusFindings({file: 'docs/a.mdx', text: fixed})).toEqual([]);
    const status = `Poll until \`CONFIRMED\`. ${receipts}`;
    expect(receiptStatusFindings({file: 'docs/a.mdx', text: status})).toEqual([]);
  });
});

/**
 * An approval lists no event in `events` even when it went through, so the rule above ("`CONFIRMED` with no event of
 * the action") cannot tell a Safe's approval whose call failed (stop 78: the treasury Safe funds buybacks, rewards and
 * vesting after one; 8 API and process pages found). An API, SDK or process page of Pools or Engage where a Safe
 * approves a token says how to tell that the approval went through, with `<Fact of="safeApprovalCheck" />`, or
 * batches the two.
 */
const approves = String.raw`\bapprov(?:e|es|al|als)\b(?! the connection)`;
const safeApproves = new RegExp(String.raw`\bSafe\b.*${approves}|${approves}.*\bSafe\b`);

export const safeApprovalFindings = ({file, text}: RepoFile): string[] =>
  // Pages whose reader's code follows `events`; the apps follow the action itself, whose event answers for both.
  /^docs\/(?:pools|engage)\/(?:back-end|back-end-api|pools-processes|sdk)\//.test(file) &&
  !/safeApprovalCheck/.test(text) &&
  // A paragraph (a numbered list of requests names the Safe in its lead-in, the approval in an item) or a table row.
  text
    .split(/\n\s*\n|\n(?=\|)/)
    .some((paragraph) => safeApproves.test(paragraph.replaceAll('\n', ' ')) && !/\bone batch\b/.test(paragraph))
    ? [`${file} has a Safe approve a token without saying how to tell that the approval went through`]
    : [];

describe('a Pools or Engage page where a Safe approves a token', () => {
  it("says how to tell that the Safe's approval went through", () => {
    expect(pageFiles().flatMap(safeApprovalFindings)).toEqual([]);
    const page =
      'The treasury Safe approves the staking contract, then funds it.\nFrom a Safe, <Fact of="safeExecutionFailure" />.';
    expect(safeApprovalFindings({file: 'docs/engage/sdk/a.mdx', text: page})).toHaveLength(1);
    const fixed = `${page}\nA Safe's approval <Fact of="safeApprovalCheck" />.`;
    expect(safeApprovalFindings({file: 'docs/engage/sdk/a.mdx', text: fixed})).toEqual([]);
    const connection = 'After the user approves the connection, a Safe proposes.\n<Fact of="safeExecutionFailure" />';
    expect(safeApprovalFindings({file: 'docs/pools/sdk/a.mdx', text: connection})).toEqual([]);
  });
});

/**
 * A build that expired is followed by its hash, and for a Safe build that lookup reads `CONFIRMED` for an execution
 * whose call failed without reverting too: "build again only if it fails or is dropped" would then leave the action
 * undone (pass 193: the Assets transaction rows, then 11 more places). On an Assets page where a Safe signs, such a
 * sentence names the case with `<Fact of="safeExecutionFailure" />`, unless its paragraph is a key script's.
 */
const onlyIfItFails = /\bonly if (?:it|the transaction|the deployment|the mint) (?:fails|failed)\b/;

export const lateSafeHashFindings = ({file, text}: RepoFile): string[] =>
  /^docs\/assets\//.test(file) && /\bSafe\b/.test(text)
    ? sentenceFindings(
        file,
        // A paragraph about a script that signs with its own key (it carries the key-timeout fact) has no Safe.
        numberedLines(text).filter(({text: line}) => !line.includes('keyWaitTimeout')),
        (sentence) => onlyIfItFails.test(sentence) && !/safeExecutionFailure/.test(sentence),
        'follows a late hash without a Safe execution whose call failed',
      )
    : [];

describe('an Assets page that follows a late hash where a Safe signs', () => {
  it('says that an execution whose call failed reads CONFIRMED too', () => {
    expect(pageFiles().flatMap(lateSafeHashFindings)).toEqual([]);
    const before = 'A Safe signs. Follow the hash and build again only if it fails or is dropped.';
    expect(lateSafeHashFindings({file: 'docs/assets/a.mdx', text: before})).toHaveLength(1);
    const after =
      'A Safe signs. Follow the hash and build again only if it fails or is dropped, or, from a Safe, when ' +
      '<Fact of="safeExecutionFailure" />.';
    expect(lateSafeHashFindings({file: 'docs/assets/a.mdx', text: after})).toEqual([]);
  });
});
