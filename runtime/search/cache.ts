/**
 * Results kept by request key. At the limit the oldest entry goes first, whether or not it was
 * read since: a search repeated within a session is answered at once, and memory stays bounded.
 */
export class ResultsCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(readonly limit: number) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A request's cache key: its JSON, which is stable because requests are built in a fixed key order. */
export function requestKey(request: unknown): string {
  return JSON.stringify(request);
}
