/** Doubles a typed array's length, keeping its values. */
export function grow<Array extends Float64Array | Int32Array>(array: Array): Array {
  const larger = new (array.constructor as new (length: number) => Array)(array.length * 2);
  larger.set(array);
  return larger;
}

/**
 * (term, unit, frequency) entries appended in order into fixed-size typed chunks, with each term's
 * count: millions of entries without an array per term to grow (and to collect), read back once.
 */
export class EntryLog {
  private readonly terms: Int32Array[] = [];
  private readonly units: Int32Array[] = [];
  private readonly frequencies: Float64Array[] = [];
  private fill: number;
  /** Entries per term id; a term past its end has none. */
  counts = new Int32Array(1024);

  constructor(private readonly chunkSize = 1 << 20) {
    this.fill = chunkSize;
  }

  add(term: number, unit: number, frequency: number): void {
    if (this.fill === this.chunkSize) {
      this.terms.push(new Int32Array(this.chunkSize));
      this.units.push(new Int32Array(this.chunkSize));
      this.frequencies.push(new Float64Array(this.chunkSize));
      this.fill = 0;
    }
    const chunk = this.terms.length - 1;
    this.terms[chunk][this.fill] = term;
    this.units[chunk][this.fill] = unit;
    this.frequencies[chunk][this.fill] = frequency;
    this.fill++;
    while (term >= this.counts.length) this.counts = grow(this.counts);
    this.counts[term]++;
  }

  /** Hands every entry to `visit` in the order added, letting each chunk go once it is read. */
  drain(visit: (term: number, unit: number, frequency: number) => void): void {
    for (let chunk = 0; chunk < this.terms.length; chunk++) {
      const terms = this.terms[chunk];
      const units = this.units[chunk];
      const frequencies = this.frequencies[chunk];
      const end = chunk === this.terms.length - 1 ? this.fill : this.chunkSize;
      for (let index = 0; index < end; index++) visit(terms[index], units[index], frequencies[index]);
      this.terms[chunk] = this.units[chunk] = new Int32Array(0);
      this.frequencies[chunk] = new Float64Array(0);
    }
  }
}
