/**
 * Fixed-window counters for submissions, per IP and per tenant, kept in memory: one process serves a
 * machine's sites, and a restart forgiving a burst is acceptable for spam protection.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts a hit; false when the key has used up its window. */
  hit(key: string, limit: Limit, now?: number): boolean;
}

export function rateLimiter(): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, limit, now = Date.now()) {
      const window = windows.get(key);
      if (!window || now - window.start >= limit.windowMs) {
        // Drop stale windows as new ones open, so the map stays the size of the current traffic.
        if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= limit.windowMs) windows.delete(k);
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit.max;
    },
  };
}
