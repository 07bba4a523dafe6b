/**
 * Where a page searches and the key it searches with. The server writes the engine's host and a short-lived
 * tenant token into the page; a page without them (Vite's dev server) asks the server, which names both. A page
 * left open past the token's expiry must not go dead, so the token is swapped for a fresh one, with its host,
 * shortly before it expires, and once more if the engine refuses it (a clock that runs behind the server's).
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

/** The search engine's address and a key it takes: they always come together, from the page or from the server. */
export interface SearchAccess {
  host: string;
  key: string;
}

export interface SearchKeySources {
  /** The host and key written into the page, if any. */
  fromPage(): SearchAccess | undefined;
  /** A fresh key, and the host it is for, from the server. */
  fromServer(): Promise<SearchAccess>;
  now(): number;
}

export interface SearchKeyHolder {
  /** Where to search now, and with which key. */
  current(): Promise<SearchAccess>;
  /** Forgets the key the engine refused, so `current` asks the server again. */
  refused(key: string): void;
}

export function searchKeyHolder(sources: SearchKeySources): SearchKeyHolder {
  let held: Promise<{ access: SearchAccess; expiresAt: number }> | undefined;
  let heldKey: string | undefined;
  // The page's host and key are for the first search only: once the key is stale or refused, only the server has a better one.
  let pageRead = false;
  const read = () => {
    const fromPage = !pageRead;
    pageRead = true;
    const reading = (async () => {
      const access = (fromPage ? sources.fromPage() : undefined) ?? (await sources.fromServer());
      return { access, expiresAt: tokenExpiry(access.key) };
    })();
    reading.then(
      ({ access }) => {
        if (held === reading) heldKey = access.key;
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
      const { access, expiresAt } = await holding;
      if (expiresAt - sources.now() > SEARCH_TOKEN_REFRESH_MARGIN_MS) return access;
      // Searches waiting on the same stale token share one fresh read.
      return (await (held === holding ? read() : held!)).access;
    },
    refused(key) {
      if (heldKey !== key) return;
      held = undefined;
      heldKey = undefined;
    },
  };
}
