import {describe, expect, it} from 'vitest';
import {EntryLog} from '@site/plugins/search/engine/sharded/entryLog';

describe('the term-count log of the index build', () => {
  it('gives back every entry in the order added across chunk boundaries, with each term’s count', () => {
    const log = new EntryLog(3);
    const entries: [number, number, number][] = [];
    for (let index = 0; index < 10; index++) entries.push([index % 4, 100 + index, index * 1.5 + 2000]);
    entries.push([5000, 7, 1_000_001]);
    for (const [term, unit, frequency] of entries) log.add(term, unit, frequency);

    expect([...log.counts.slice(0, 4)]).toEqual([3, 3, 2, 2]);
    expect(log.counts[5000]).toBe(1);
    expect(log.counts[4] ?? 0).toBe(0);
    const read: [number, number, number][] = [];
    log.drain((term, unit, frequency) => read.push([term, unit, frequency]));
    expect(read).toEqual(entries);
  });

  it('reads nothing back when nothing was added', () => {
    const read: number[] = [];
    new EntryLog(4).drain((term) => read.push(term));
    expect(read).toEqual([]);
  });
});
