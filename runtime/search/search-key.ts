/**
 * The key a page searches with. The server writes a short-lived tenant token into the page; a page left open
 * past its expiry must not go dead, so the token is swapped for a fresh one shortly before it expires, and
 * once more if the engine refuses it (a clock that runs behind the server's).
 */

/** How long before a token's expiry the page asks for a fresh one. */
export const SEARCH_TOKEN_REFRESH_MARGIN_MS = 60_000;

/** When a tenant token expires (its `exp`), in ms; a plain API key, or a token without `exp`, never does. */
export function tokenExpiry(key: string): number {
  const claims = key.split('.');
  if (claims.length !== 3) return Infinity;
  try {
    const exp: unknown = JSON.parse(atob(claims[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp;
    return typeof exp === 'number' ? exp * 1000 : Infinity;
  } catch {
    return Infinity;
  }
}

export interface SearchKeySources {
  /** The key written into the page, if any. */
  fromPage(): string | undefined;
  /** A fresh key from the server. */
  fromServer(): Promise<string>;
  now(): number;
}

export interface SearchKeyHolder {
  /** The key to search with now. */
  current(): Promise<string>;
  /** Forgets the key the engine refused, so `current` asks the server again. */
  refused(key: string): void;
}

export function searchKeyHolder(sources: SearchKeySources): SearchKeyHolder {
  let held: Promise<{ key: string; expiresAt: number }> | undefined;
  let heldKey: string | undefined;
  // The page's key is for the first search only: once it is stale or refused, only the server has a better one.
  let pageRead = false;
  const read = () => {
    const fromPage = !pageRead;
    pageRead = true;
    const reading = (async () => {
      const key = (fromPage ? sources.fromPage() : undefined) ?? (await sources.fromServer());
      return { key, expiresAt: tokenExpiry(key) };
    })();
    reading.then(
      ({ key }) => {
        if (held === reading) heldKey = key;
      },
      // A failed read (offline) is retried by the next search rather than remembered.
      () => {
        if (held === reading) held = undefined;
      },
    );
    held = reading;
    return reading;
  };
  return {
    async current() {
      const holding = held ?? read();
      const { key, expiresAt } = await holding;
      if (expiresAt - sources.now() > SEARCH_TOKEN_REFRESH_MARGIN_MS) return key;
      // Searches waiting on the same stale token share one fresh read.
      return (await (held === holding ? read() : held!)).key;
    },
    refused(key) {
      if (heldKey !== key) return;
      held = undefined;
      heldKey = undefined;
    },
  };
}
