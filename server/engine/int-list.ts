/**
 * Append-only list of 32-bit ints. Posting lists use it instead of number[]: half the
 * bytes per entry and kept outside the JS heap, which matters at 100k documents.
 */
export class IntList {
  private data: Int32Array;
  length = 0;

  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  last(): number | undefined {
    return this.length ? this.data[this.length - 1] : undefined;
  }

  /** The current contents, without copying; invalid after the next push. */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}
