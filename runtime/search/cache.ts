/**
 * Results kept by request key. At the limit the oldest entry goes first, whether or not it was
 * read since: a search repeated within a session is answered at once, and memory stays bounded.
 */
import { byCodeUnits } from '../site/names.ts';

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

/** A cache key for a request description: its JSON with object keys sorted, so equal requests share a key. */
export function requestKey(request: unknown): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => byCodeUnits(a, b))) : value,
  );
}
