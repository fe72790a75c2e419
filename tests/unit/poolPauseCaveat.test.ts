import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';

/**
 * A pool pause leaves collateral deposits, repayments and the admin's reserve withdrawals open, but a paused collateral
 * or loan token stops them too (IERC20CollateralPool.sol's pause note; `withdrawReserves` transfers the loan token).
 * Every sentence that promises them open during a pause says so, in prose, tables, code strings and the reference's
 * descriptions alike.
 */

const subject =
  /\b(repays?|repayments?|deposits?|depositCollateral|deposit collateral|add collateral|both actions|ways out|reserves|withdrawReserves)\b/i;
const staysOpen =
  /\b(stays?|remains?) (open|available|possible)|still work|works? while|can still (deposit|repay|add collateral)|can do while|only open actions|are (accepted|allowed|permitted)|^\s*open\b/i;
/** The caveat: the collateral or loan token, or HSIF or USDC, itself paused (or not). */
const caveat = /\b(tokens?|HSIF|USDC) (itself|themselves)\b/i;

/** A table cell under a pause column that is a bare "Yes", "Works", "Allowed" or the like, or a list ending "open". */
const openInCell = /^\s*(yes|works|allowed|available|enabled|✓)(?![\w-])|\bopen\s*\.?\s*$/i;

/** Sentences that say deposits or repayments go through, with no caveat; the subject may come in an earlier one. */
function openSentences(text: string, opens: RegExp[], context = ''): string[] {
  const sentences = text.split(/(?<=[.!?;])\s+/);
  return sentences.filter(
    (sentence, index) =>
      opens.some((open) => open.test(sentence)) &&
      !caveat.test(sentence) &&
      [context, ...sentences.slice(0, index + 1)].some((earlier) => subject.test(earlier)),
  );
}

/**
 * What a paragraph about a pause says goes through without a caveat. A sentence's subject may be in an earlier
 * sentence of its paragraph ("Both stay available"), and a table cell's in the row's first cell ("| Deposit
 * collateral, repay | Open, … |", "| Repay | … | Yes |").
 */
function promisesOpen(text: string): string[] {
  const cells = text.trim().startsWith('|') ? text.split('|').slice(1, -1) : undefined;
  if (cells) return cells.slice(1).flatMap((cell) => openSentences(cell, [staysOpen, openInCell], cells[0]));
  return openSentences(text, [staysOpen]);
}

/** Paragraphs of a file: its lines, with a Solidity comment's `///` lines joined into one. */
function paragraphs(source: string): {line: number; text: string}[] {
  const found: {line: number; text: string}[] = [];
  source.split('\n').forEach((text, index) => {
    const comment = /^\s*\/\/\/ ?(.*)$/.exec(text);
    const last = found.at(-1);
    if (comment && last?.text.startsWith('///')) last.text += ` ${comment[1]}`;
    else found.push({line: index + 1, text: comment ? `/// ${comment[1]}` : text});
  });
  return found;
}

/** A paragraph about a pause: it says so, or it is a row of a table that does, or that follows a line that does. */
function aboutAPause(all: {text: string}[], index: number): boolean {
  if (/paus/i.test(all[index]!.text)) return true;
  if (!all[index]!.text.trim().startsWith('|')) return false;
  let start = index;
  while (start > 0 && all[start - 1]!.text.trim().startsWith('|')) start -= 1;
  let end = index;
  while (end + 1 < all.length && all[end + 1]!.text.trim().startsWith('|')) end += 1;
  const before = all
    .slice(0, start)
    .reverse()
    .find(({text}) => text.trim() !== '');
  return [...all.slice(start, end + 1), ...(before ? [before] : [])].some(({text}) => /paus/i.test(text));
}

function unqualifiedPauseClaims(file: string, source: string): string[] {
  return paragraphs(source)
    .filter((_paragraph, index, all) => aboutAPause(all, index))
    .flatMap(({line, text}) => promisesOpen(text).map((sentence) => `${file}:${line}: ${sentence.trim()}`));
}

const files = [
  ...contentPages(repoRoot),
  'reference/rest/pools.openapi.yaml',
  'reference/graphql/pools.graphql',
  'reference/contracts/IERC20CollateralPool.sol',
];

describe('a pool pause keeps deposits and repayments open only while the tokens are not paused', () => {
  it.each(files)('%s', (file) => {
    expect(unqualifiedPauseClaims(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))).toEqual([]);
  });

  it('finds the sentences it replaced', () => {
    expect(
      unqualifiedPauseClaims(
        'docs/example.mdx',
        [
          '| `POOL_PAUSED` | Wait for `ACTIVE`; meanwhile deposits and repayments still work |',
          "return 'This pool is paused. Deposits and repayments still work.';",
          'When the health factor falls, Ana has two ways out, and both stay open even while the pool is paused.',
          'While paused, `borrow` reverts; `repay` stays open, unless USDC itself is paused.',
        ].join('\n'),
      ),
    ).toEqual([
      'docs/example.mdx:1: meanwhile deposits and repayments still work',
      "docs/example.mdx:2: Deposits and repayments still work.';",
      'docs/example.mdx:3: When the health factor falls, Ana has two ways out, and both stay open even while the pool is paused.',
    ]);
  });

  it('finds the wordings a reader of pass 74 listed: allowed, can still add collateral, and marks in a cell', () => {
    expect(
      unqualifiedPauseClaims(
        'docs/example.mdx',
        [
          'While the pool is paused, repayments are allowed.',
          'Paused or not, a borrower can still add collateral.',
          '| Action | While paused |',
          '| Repay | Allowed |',
          '| Deposit collateral | ✓ |',
          '| Borrow | Disabled |',
        ].join('\n'),
      ),
    ).toEqual([
      'docs/example.mdx:1: While the pool is paused, repayments are allowed.',
      'docs/example.mdx:2: Paused or not, a borrower can still add collateral.',
      'docs/example.mdx:4: Allowed',
      'docs/example.mdx:5: ✓',
    ]);
  });

  it('finds a subject named earlier in the paragraph, a table row and a contract note', () => {
    expect(
      unqualifiedPauseClaims(
        'docs/example.mdx',
        [
          'At `AT_RISK`, suggest a repayment or more collateral. Both stay available even while the pool is paused.',
          '| Deposit collateral, repay | Open, so borrowers can make positions safer |',
          '    /// @notice Repays up to `amount` of the debt. Approve the pool first. Stays open',
          '    /// while the pool is paused.',
          'While paused, new deposits are not accepted.',
          'Repayments stay open while the pool is paused, unless USDC itself is paused.',
          'Before unpausing, give borrowers notice to repay or add collateral while those are still the only open actions.',
          '| Form | Open while paused |',
          '| Repay | Yes |',
          '| Paused | The pause banner; Withdraw collateral and Borrow more disabled; Repay and Add collateral open. Interest accrues |',
        ].join('\n'),
      ),
    ).toEqual([
      'docs/example.mdx:1: Both stay available even while the pool is paused.',
      'docs/example.mdx:2: Open, so borrowers can make positions safer',
      'docs/example.mdx:3: Stays open while the pool is paused.',
      'docs/example.mdx:7: Before unpausing, give borrowers notice to repay or add collateral while those are still the only open actions.',
      'docs/example.mdx:9: Yes',
      'docs/example.mdx:10: Repay and Add collateral open.',
    ]);
  });
});
