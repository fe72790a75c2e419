import {quantiseWeight} from './format';

/** The postings a term keeps: all of them, or the `limit` with the highest weights (ties: first ids first). */
export function keptPostings<Ids extends ArrayLike<number>, Weights extends ArrayLike<number>>(
  ids: Ids,
  weights: Weights,
  limit = Infinity,
): {ids: number[]; weights: number[]} | {ids: Ids; weights: Weights} {
  if (ids.length <= limit) return {ids, weights};
  const threshold = kthLargest(Float32Array.from(weights), limit);
  // Ties at the threshold fill what the higher weights leave, first ids first.
  let equalAllowed = limit;
  for (let index = 0; index < weights.length; index++) if (weights[index] > threshold) equalAllowed--;
  const kept: {ids: number[]; weights: number[]} = {ids: [], weights: []};
  for (let index = 0; index < ids.length; index++) {
    const weight = weights[index];
    if (weight < threshold || (weight === threshold && equalAllowed-- <= 0)) continue;
    kept.ids.push(ids[index]);
    kept.weights.push(weight);
  }
  return kept;
}

/**
 * Postings as the JSON of [idDelta, weight, …], ids ascending: all of them, or the `limit` with the
 * highest weights.
 */
export function encodePostings(ids: ArrayLike<number>, weights: ArrayLike<number>, limit = Infinity): string {
  const kept = keptPostings(ids, weights, limit);
  const parts: number[] = [];
  let previous = 0;
  for (let index = 0; index < kept.ids.length; index++) {
    parts.push(kept.ids[index] - previous, quantiseWeight(kept.weights[index]));
    previous = kept.ids[index]!;
  }
  return `[${parts.join(',')}]`;
}

/**
 * The `k`-th largest of `values` (1-based), which it reorders: a selection in linear time on average, where
 * sorting a common term's or a short prefix's hundreds of thousands of weights to keep a few hundred took long.
 */
export function kthLargest(values: Float32Array, k: number): number {
  const target = values.length - k;
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1];
    let left = low;
    let right = high;
    while (left <= right) {
      while (values[left] < pivot) left++;
      while (values[right] > pivot) right--;
      if (left <= right) {
        const swap = values[left];
        values[left++] = values[right]!;
        values[right--] = swap;
      }
    }
    if (target <= right) high = right;
    else if (target >= left) low = left;
    else break;
  }
  return values[target];
}

/** Scratch space for merging the postings of many terms, keeping the best weight of each id. */
export class BestWeights {
  private readonly weights: Float32Array;
  private readonly touched: number[] = [];

  constructor(size: number) {
    this.weights = new Float32Array(size);
  }

  keep(ids: ArrayLike<number>, weights: ArrayLike<number>, factor: number): void {
    for (let index = 0; index < ids.length; index++) {
      const id = ids[index];
      const weight = weights[index] * factor;
      if (this.weights[id] === 0) this.touched.push(id);
      if (weight > this.weights[id]) this.weights[id] = weight;
    }
  }

  /** The merged postings, ids ascending; the scratch space is left empty. */
  take(): {ids: Int32Array; weights: Float32Array} {
    const ids = Int32Array.from(this.touched).sort();
    const weights = new Float32Array(ids.length);
    for (let index = 0; index < ids.length; index++) weights[index] = this.weights[ids[index]]!;
    for (const id of this.touched) this.weights[id] = 0;
    this.touched.length = 0;
    return {ids, weights};
  }
}
