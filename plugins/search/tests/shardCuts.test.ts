import {describe, expect, it} from 'vitest';
import {shardRunStarts} from '@site/plugins/search/engine/sharded/shardCuts';

/** Each term weighs its length in characters, so the runs' sizes are easy to follow. */
const sizeOf = (term: string) => term.length;

/** The runs the starts cut `terms` into. */
const runsOf = (terms: readonly string[], starts: readonly number[]) =>
  starts.map((start, index) => terms.slice(start, starts[index + 1] ?? terms.length));

const sizeOfRun = (run: readonly string[]) => run.reduce((sum, term) => sum + sizeOf(term), 0);

describe('shard runs', () => {
  const terms = [
    'account',
    'accrue',
    'accrued',
    'accrues',
    'active',
    'stake',
    'staked',
    'staker',
    'stakes',
    'staking',
    'stakingpool',
    'stakingrewards',
    'status',
    'vest',
    'vested',
    'vesting',
    'vestingschedule',
    'yield',
  ];

  it('covers every term once, in order, each run within the slack of the limit', () => {
    const limit = 40;
    const starts = shardRunStarts(terms, sizeOf, limit);
    const runs = runsOf(terms, starts);
    expect(starts[0]).toBe(0);
    expect(runs.flat()).toEqual(terms);
    for (const run of runs) expect(run.length).toBeGreaterThan(0);
    for (const run of runs.slice(0, -1)) {
      expect(sizeOfRun(run), run.join(' ')).toBeGreaterThanOrEqual(limit * 0.6);
      expect(sizeOfRun(run), run.join(' ')).toBeLessThanOrEqual(limit * 1.4);
    }
  });

  it('ends a run where the neighbouring terms share the fewest letters, so a word and its longer forms stay together', () => {
    // Filling each run up to the limit would cut "stak…" after "stake" (a run of 38 characters from "account").
    const runs = runsOf(terms, shardRunStarts(terms, sizeOf, 40));
    const runOf = (term: string) => runs.findIndex((run) => run.includes(term));
    for (const family of [
      ['stake', 'staked', 'staker', 'stakes', 'staking', 'stakingpool', 'stakingrewards'],
      ['vest', 'vested', 'vesting', 'vestingschedule'],
    ]) {
      expect(new Set(family.map(runOf)), family.join(' ')).toHaveLength(1);
    }
  });

  it('prefers fewer shared letters to a size nearer the limit, and among equals the size nearest it', () => {
    const sizes: Record<string, number> = {pa: 10, pb: 10, pc: 1, qa: 10, qb: 10};
    const byName = (term: string) => sizes[term]!;
    // Ending before "pc" would fill the run to exactly 20; before "qa" it holds 21, but "pc" and "qa" share no letter.
    expect(shardRunStarts(Object.keys(sizes), byName, 20)).toEqual([0, 3]);
    // No neighbours share a letter: of the ends within reach (12 to 28 characters), the one at 20 wins.
    const distinct = ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee', 'ffff', 'gggg', 'hhhh', 'iiii'];
    expect(shardRunStarts(distinct, sizeOf, 20)[1]).toBe(5);
  });

  it('gives a term larger than the limit a run of its own, and a single term one run', () => {
    const starts = shardRunStarts(['alpha', 'b'.repeat(100), 'gamma'], sizeOf, 10);
    expect(runsOf(['alpha', 'b'.repeat(100), 'gamma'], starts)).toEqual([['alpha'], ['b'.repeat(100)], ['gamma']]);
    expect(shardRunStarts(['only'], sizeOf, 10)).toEqual([0]);
    expect(shardRunStarts([], sizeOf, 10)).toEqual([]);
  });
});
