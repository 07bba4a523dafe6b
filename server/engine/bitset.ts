/** Fixed-size set of internal document ids; all binary ops assume equal sizes. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  add(id: number): void {
    this.words[id >>> 5]! |= 1 << (id & 31);
  }

  addAll(ids: ArrayLike<number>): void {
    const w = this.words;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      w[id >>> 5]! |= 1 << (id & 31);
    }
  }

  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
    return this;
  }

  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
    return this;
  }

  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= ~b[i]!;
    return this;
  }

  count(): number {
    let total = 0;
    const w = this.words;
    for (let i = 0; i < w.length; i++) {
      let v = w[i]!;
      v = v - ((v >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Members in ascending order. */
  toIds(): Int32Array {
    const out = new Int32Array(this.count());
    const w = this.words;
    let n = 0;
    for (let i = 0; i < w.length; i++) {
      let v = w[i]!;
      while (v !== 0) {
        const low = v & -v;
        out[n++] = (i << 5) + (31 - Math.clz32(low));
        v ^= low;
      }
    }
    return out;
  }
}
