import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../support/paths';

/**
 * A pool pause leaves collateral deposits and repayments open, but a paused collateral or loan token stops them too
 * (IERC20CollateralPool.sol's pause note). Every sentence that promises them open during a pause says so, in prose,
 * tables, code strings and the reference's descriptions alike.
 */

/** A sentence, in a paragraph about a pause, that says deposits or repayments still go through, with no caveat. */
const promisesOpen = (sentence: string): boolean =>
  /\b(repay|repayments?|deposits?|depositCollateral|deposit collateral|both actions|two ways out)\b/i.test(sentence) &&
  /\b(stays?|remains?) (open|available)|still work|works? while|can still (deposit|repay)|\bare not\b/i.test(
    sentence,
  ) &&
  !/itself|themselves/i.test(sentence);

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

function unqualifiedPauseClaims(file: string, source: string): string[] {
  return paragraphs(source)
    .filter(({text}) => /paus/i.test(text))
    .flatMap(({line, text}) =>
      text
        .split(/(?<=[.!?;])\s+/)
        .filter(promisesOpen)
        .map((sentence) => `${file}:${line}: ${sentence.trim()}`),
    );
}

const files = [
  ...['docs', 'blog'].flatMap((dir) =>
    fs
      .readdirSync(path.join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(dir, file)),
  ),
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
      'docs/example.mdx:1: meanwhile deposits and repayments still work |',
      "docs/example.mdx:2: Deposits and repayments still work.';",
      'docs/example.mdx:3: When the health factor falls, Ana has two ways out, and both stay open even while the pool is paused.',
    ]);
  });
});
