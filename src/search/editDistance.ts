/** True when `a` and `b` are at most `limit` edits apart; gives up as soon as they cannot be. */
export function withinEditDistance(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMinimum = Math.min(rowMinimum, current[j]!);
    }
    if (rowMinimum > limit) return false;
    previous = current;
  }
  return previous[b.length]! <= limit;
}
