/**
 * Search answers kept as the bytes sent, by request, for as long as the indexes they read are
 * unchanged (as Typesense's search cache does). Shoppers of a site mostly ask the same few
 * searches — the default list, a car type, a popular make — so most answers are a lookup.
 * The oldest entry goes first once the entry or byte limit is reached. Kept encoded, so a repeated answer of
 * megabytes is written as it is, not measured and encoded again on the event loop for each request.
 *
 * An answer is kept from the second time its request is seen. Searches asked once (a shopper's own words, a
 * crawler walking every filter) would otherwise each be kept until pushed out, a fraction of a second later under
 * load: long enough to reach the old generation of the heap, whose collections then paused every request for up
 * to 20 ms (bench/load's uncached search, p99 18–27 ms; 9 ms without them). Requests are remembered by a 32-bit
 * fingerprint, in two generations of SEEN_PER_ENTRY × maxEntries each; a fingerprint shared by two requests only
 * lets the second be kept a request early.
 */
const SEEN_PER_ENTRY = 4;

export class ResultCache {
  private readonly entries = new Map<string, { versions: string; body: Buffer }>();
  private bytes = 0;
  private seen = new Set<number>();
  private seenBefore = new Set<number>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer, if the indexes it read are still at `versions`. */
  get(key: string, versions: readonly number[]): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.versions !== versions.join()) {
      this.drop(key);
      return undefined;
    }
    return entry.body;
  }

  /** Keeps the answer to `key`, if its request has been seen before. */
  set(key: string, versions: readonly number[], body: Buffer): void {
    if (!this.seenAgain(fingerprint(key))) return;
    this.drop(key);
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { versions: versions.join(), body });
    this.bytes += body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.drop(this.entries.keys().next().value!);
  }

  private seenAgain(print: number): boolean {
    if (this.seen.has(print) || this.seenBefore.has(print)) return true;
    if (this.seen.size >= SEEN_PER_ENTRY * this.maxEntries) [this.seenBefore, this.seen] = [this.seen, new Set()];
    this.seen.add(print);
    return false;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** FNV-1a over the key's UTF-16 code units. */
function fingerprint(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
