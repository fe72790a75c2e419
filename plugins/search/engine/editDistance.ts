/**
 * Edits (a letter added, dropped, changed, or two neighbours swapped) between `a` and `b`, or
 * `limit + 1` as soon as it is clear they are further apart than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      // A swap of neighbours counts as one edit, as a reader mistypes "vestnig" for "vesting".
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, before[j - 2] + 1);
      current[j] = cost;
      rowMinimum = Math.min(rowMinimum, cost);
    }
    if (rowMinimum > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}

/** True when `a` and `b` are at most `limit` edits apart. */
export function withinEditDistance(a: string, b: string, limit: number): boolean {
  return editDistance(a, b, limit) <= limit;
}
