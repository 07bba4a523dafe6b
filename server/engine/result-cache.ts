/**
 * Search answers kept as the bytes sent, by request, for as long as the indexes they read are
 * unchanged (as Typesense's search cache does). Shoppers of a site mostly ask the same few
 * searches — the default list, a car type, a popular make — so most answers are a lookup.
 * The oldest entry goes first once the entry or byte limit is reached. Kept encoded, so a repeated answer of
 * megabytes is written as it is, not measured and encoded again on the event loop for each request.
 */
export class ResultCache {
  private readonly entries = new Map<string, { versions: string; body: Buffer }>();
  private bytes = 0;

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

  set(key: string, versions: readonly number[], body: Buffer): void {
    this.drop(key);
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { versions: versions.join(), body });
    this.bytes += body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.drop(this.entries.keys().next().value!);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
