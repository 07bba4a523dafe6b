/**
 * A least-recently-used cache bounded by bytes rather than entries: drawn images range from 5 KB thumbnails to
 * 16 KB photos, so a count bounds memory only loosely. A Map keeps insertion order, so a hit is moved to the end
 * and the first key is the one to drop.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private held = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes held now, never more than maxBytes. */
  get bytes(): number {
    return this.held;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value`, counted as `bytes`, dropping the least recently used until it fits; one larger than the whole budget is not kept. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    for (const [oldest] of this.entries) {
      if (this.held + bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, bytes });
    this.held += bytes;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }
}
