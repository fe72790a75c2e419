import {describe, expect, it} from 'vitest';
import {shortUtcDate} from '@site/src/lib/shortDate';

const intlFormat = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
const dayMs = 86_400_000;

describe('shortUtcDate', () => {
  it('writes every day from 1999 to 2031 as English Intl.DateTimeFormat does', () => {
    const mismatches: string[] = [];
    let days = 0;
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2032, 0, 1); time += dayMs) {
      days++;
      const date = new Date(time);
      if (shortUtcDate(date) !== intlFormat.format(date))
        mismatches.push(`${date.toISOString()}: ${shortUtcDate(date)} ≠ ${intlFormat.format(date)}`);
    }
    expect(days).toBe(12_053);
    expect(mismatches).toEqual([]);
  });

  it('uses the UTC date, not the machine’s, at either end of a day', () => {
    expect(shortUtcDate(new Date('2026-11-24T00:00:00Z'))).toBe('Nov 24, 2026');
    expect(shortUtcDate(new Date('2026-11-24T23:59:59.999Z'))).toBe('Nov 24, 2026');
    expect(shortUtcDate(new Date('2026-11-25T01:30:00+03:00'))).toBe('Nov 24, 2026');
  });
});
