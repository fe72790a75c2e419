/** A shard may end this far either side of the size limit, where the neighbouring terms share the fewest letters. */
const slack = 0.4;

function sharedLetters(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

/**
 * Where each shard's run of the sorted terms starts. A run holds about `limit` characters, at most the slack past it
 * unless it is one larger term, and ends between two terms that share as few first letters as any pair in reach,
 * nearest the limit among those. A word, its other forms and the
 * longer words that start with it then usually sit in one shard, and a query reads one file for them rather than two
 * or three; a run of them larger than a shard still spans more.
 */
export function shardRunStarts(terms: readonly string[], sizeOf: (term: string) => number, limit: number): number[] {
  const starts: number[] = [];
  for (let start = 0; start < terms.length;) {
    starts.push(start);
    let best = -1;
    let bestKey: [number, number] = [Infinity, Infinity];
    let size = 0;
    let end = start;
    for (; end < terms.length; end++) {
      if (end > start && size >= limit * (1 - slack)) {
        const key: [number, number] = [sharedLetters(terms[end - 1], terms[end]), Math.abs(size - limit)];
        if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) [best, bestKey] = [end, key];
      }
      const termSize = sizeOf(terms[end]);
      if (end > start && size + termSize > limit * (1 + slack)) break;
      size += termSize;
    }
    start = end >= terms.length ? terms.length : best > start ? best : end;
  }
  return starts;
}
