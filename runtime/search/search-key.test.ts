import { describe, expect, it, vi } from 'vitest';
import { SEARCH_TOKEN_REFRESH_MARGIN_MS, searchKeyHolder, tokenExpiry } from './search-key.ts';

/** A token shaped as Meilisearch's (header.claims.signature); only `exp` matters to the page. */
const token = (exp: number | undefined, tag = 'x') => `e30.${Buffer.from(JSON.stringify({ exp, tag })).toString('base64url')}.sig`;

describe('tokenExpiry', () => {
  it('reads exp from a tenant token; a plain key or a broken token never expires', () => {
    expect(tokenExpiry(token(1_900_000_000))).toBe(1_900_000_000_000);
    expect(tokenExpiry('a-plain-search-key')).toBe(Infinity);
    expect(tokenExpiry(token(undefined))).toBe(Infinity);
    expect(tokenExpiry('a.%%%.b')).toBe(Infinity);
  });
});

describe('searchKeyHolder', () => {
  const start = 1_800_000_000_000;
  const pageHost = 'https://search.example.com';
  const serverHost = 'https://meili.example.net';

  /** The page's key, written with its host, and the server's keys, each answered with its host. */
  function holder(pageKey: string | undefined, serverKeys: string[], host = serverHost) {
    let now = start;
    const fromServer = vi.fn(async () => {
      const key = serverKeys.shift();
      if (!key) throw new Error('offline');
      return { host, key };
    });
    const keys = searchKeyHolder({
      fromPage: () => (pageKey ? { host: pageHost, key: pageKey } : undefined),
      fromServer,
      now: () => now,
    });
    return { keys, fromServer, advance: (ms: number) => (now += ms) };
  }

  it("uses the page's token until shortly before it expires, then one fresh token for every waiting search", async () => {
    const pageToken = token(start / 1000 + 3600, 'page');
    const fresh = token(start / 1000 + 7200, 'fresh');
    const { keys, fromServer, advance } = holder(pageToken, [fresh]);
    expect((await keys.current()).key).toBe(pageToken);
    advance(3600_000 - SEARCH_TOKEN_REFRESH_MARGIN_MS - 1);
    expect((await keys.current()).key).toBe(pageToken);
    expect(fromServer).not.toHaveBeenCalled();
    advance(2);
    const [a, b] = await Promise.all([keys.current(), keys.current()]);
    expect([a.key, b.key]).toEqual([fresh, fresh]);
    expect(fromServer).toHaveBeenCalledTimes(1);
  });

  it("searches the page's host with the page's key, without asking the server", async () => {
    const pageToken = token(start / 1000 + 3600, 'page');
    const { keys, fromServer } = holder(pageToken, [token(start / 1000 + 7200)]);
    expect(await keys.current()).toEqual({ host: pageHost, key: pageToken });
    expect(fromServer).not.toHaveBeenCalled();
  });

  it('searches the host the server names when the page carries none (a page not drawn by the server)', async () => {
    const fresh = token(start / 1000 + 3600, 'fresh');
    const { keys, fromServer } = holder(undefined, [fresh]);
    expect(await keys.current()).toEqual({ host: serverHost, key: fresh });
    expect(await keys.current()).toEqual({ host: serverHost, key: fresh });
    expect(fromServer).toHaveBeenCalledTimes(1);
  });

  it('takes a refreshed token with the host it comes with', async () => {
    const pageToken = token(start / 1000 + 3600, 'page');
    const fresh = token(start / 1000 + 7200, 'fresh');
    const { keys, advance } = holder(pageToken, [fresh]);
    expect(await keys.current()).toEqual({ host: pageHost, key: pageToken });
    advance(3600_000);
    expect(await keys.current()).toEqual({ host: serverHost, key: fresh });
  });

  it('asks the server when the page holds no key, and again after a failed read', async () => {
    const { keys, fromServer } = holder(undefined, []);
    await expect(keys.current()).rejects.toThrow('offline');
    await expect(keys.current()).rejects.toThrow('offline');
    expect(fromServer).toHaveBeenCalledTimes(2);
  });

  it('drops a token the engine refused, and only that one, for a fresh one and its host', async () => {
    const pageToken = token(start / 1000 + 3600, 'page');
    const fresh = token(start / 1000 + 3600, 'fresh');
    const { keys, fromServer } = holder(pageToken, [fresh]);
    expect((await keys.current()).key).toBe(pageToken);
    keys.refused('some-older-key');
    expect((await keys.current()).key).toBe(pageToken);
    keys.refused(pageToken);
    expect(await keys.current()).toEqual({ host: serverHost, key: fresh });
    expect(fromServer).toHaveBeenCalledTimes(1);
  });
});
