import {describe, expect, it} from 'vitest';
import {pageCodeBlocks} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';

/**
 * The Pools pages draw a borrow position's health bands three times (REST borrow, How Pools work, liquidation). Each
 * drawing has every move between the bands, and says that a collateral withdrawal is one way from healthy to at risk:
 * review passes 95 and 100 found drawings that left out moves the pages around them describe.
 */
const drawings = [
  'docs/pools/back-end/restfulApi/borrow.mdx',
  'docs/pools/pools-processes/overview.mdx',
  'docs/pools/pools-processes/liquidation.mdx',
];

type Band = 'healthy' | 'atRisk' | 'liquidatable';
/** A node's band, from its id or its label: `H[HEALTHY: …]`, `Healthy`, `AtRisk`, `state "Liquidatable (…)" as …`. */
const bandOf = (node: string): Band | undefined =>
  /^(?:H|Healthy)$/.test(node)
    ? 'healthy'
    : /^(?:R|AtRisk)$/.test(node)
      ? 'atRisk'
      : /^(?:L|Liquidatable)$/.test(node)
        ? 'liquidatable'
        : undefined;

/** The moves between bands a Mermaid block draws, as `from>to` with the edge's label. */
export function bandMoves(mermaid: string): Map<string, string> {
  const moves = new Map<string, string>();
  for (const line of mermaid.split('\n')) {
    const edge = /^\s*(\w+)(?:\[[^\]]*\])?\s*-->\s*(?:\|([^|]*)\|\s*)?(\w+)(?:\[[^\]]*\])?\s*(?::\s*(.*))?$/.exec(line);
    if (!edge) continue;
    const [, from, flowLabel, to, stateLabel] = edge;
    const [a, b] = [bandOf(from!), bandOf(to!)];
    if (a && b && a !== b) moves.set(`${a}>${b}`, `${moves.get(`${a}>${b}`) ?? ''} ${flowLabel ?? stateLabel ?? ''}`);
  }
  return moves;
}

const everyMove = [
  'healthy>atRisk',
  'healthy>liquidatable',
  'atRisk>healthy',
  'atRisk>liquidatable',
  'liquidatable>atRisk',
  'liquidatable>healthy',
];

const mermaidBlocks = (page: string) =>
  pageCodeBlocks(repoRoot, page)
    .filter((block) => block.lang === 'mermaid' && bandMoves(block.value).size > 0)
    .map((block) => block.value);

describe('the Pools health-band drawings draw every move', () => {
  it('finds the moves the borrow drawing left out before pass 100', () => {
    const old = [
      'flowchart LR',
      '  H[HEALTHY: HF 1.10 or more] -->|price falls, debt grows or threshold cut| R[AT_RISK: HF 1.00 to 1.10]',
      '  R -->|HF below 1.00| L[LIQUIDATABLE]',
      '  H -->|sudden price fall or threshold cut| L',
      '  R -->|repay, add collateral or price rises| H',
      '  L -->|liquidation, repayment, collateral or price rise| R',
    ].join('\n');
    const moves = bandMoves(old);
    expect(everyMove.filter((move) => !moves.has(move))).toEqual(['liquidatable>healthy']);
    expect(moves.get('healthy>atRisk')).not.toMatch(/withdr/);
  });

  it.each(drawings)('%s', (page) => {
    const [block] = mermaidBlocks(page);
    const moves = bandMoves(block ?? '');
    expect(everyMove.filter((move) => !moves.has(move))).toEqual([]);
    expect(moves.get('healthy>atRisk')).toMatch(/withdr/);
  });
});
