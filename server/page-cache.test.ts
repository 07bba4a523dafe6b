import { describe, expect, it, vi } from 'vitest';
import { createPageCache, matchesEtag, pageEtag, PAGE_CLOCK_BUCKET_MS, UNVERSIONED_PAGE_TTL_MS, type DrawnParts, type PageKey } from './page-cache.ts';
import type { StockReader } from './stock/stock-reader.ts';

/** A stock of versioned indexes (or, with `versioned` false, one that has no versions) whose reads do nothing. */
function fakeStock(versioned = true) {
  const versions = new Map<string, number>();
  const stock: StockReader = {
    kind: versioned ? 'embedded' : 'meilisearch',
    search: async () => ({ hits: [] }),
    multiSearch: async () => [],
    documents: async () => [],
    health: async () => {},
    ...(versioned ? { version: (uid: string) => versions.get(uid) ?? -1 } : {}),
  };
  return { stock, write: (uid: string) => versions.set(uid, (versions.get(uid) ?? 0) + 1) };
}

/** A drawing that reads `uid` (by search, multi-search or documents) and counts its calls. */
function drawing(uid = 'cars', parts: Partial<DrawnParts> = {}) {
  const draw = vi.fn(async (stock: StockReader, now: Date) => {
    await stock.multiSearch([{ indexUid: uid, q: '' }]);
    return { status: 200 as const, before: `<head>${now.getTime()}`, after: '</head>', keep: true, ...parts };
  });
  return draw;
}

const key = (url: string, tenant = 'coastal-nissan'): PageKey => ({ tenant, build: 1, url });

describe('the drawn page cache', () => {
  it('draws a page once and answers its repeats with the same bytes and tag', async () => {
    const cache = createPageCache({ now: () => 1_000 });
    const { stock } = fakeStock();
    const draw = drawing();
    const first = await cache.page(key('/search'), stock, draw);
    const second = await cache.page(key('/search'), stock, draw);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first!.before.toString()).toBe('<head>1000');
    expect(await cache.page(key('/search?page=2'), stock, draw)).not.toBe(first);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('shares one drawing among concurrent asks for a page', async () => {
    const cache = createPageCache();
    const { stock } = fakeStock();
    const draw = drawing();
    const pages = await Promise.all([1, 2, 3].map(() => cache.page(key('/search'), stock, draw)));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('draws again once an index the page read is written, and not for a write to another', async () => {
    const cache = createPageCache();
    const { stock, write } = fakeStock();
    const draw = drawing('cars');
    const first = await cache.page(key('/search'), stock, draw);
    write('leads');
    expect(await cache.page(key('/search'), stock, draw)).toBe(first);
    write('cars');
    const second = await cache.page(key('/search'), stock, draw);
    expect(second!.tag).not.toBe(first!.tag);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('does not share a drawing under way whose stock has been written since it read it', async () => {
    const cache = createPageCache();
    const { stock, write } = fakeStock();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const draw = vi.fn(async (reader: StockReader) => {
      const call = ++calls;
      await reader.search('cars', {});
      if (call === 1) await held;
      return { status: 200 as const, before: String(call), after: '', keep: true };
    });
    const stale = cache.page(key('/cars/a'), stock, draw);
    await vi.waitFor(() => expect(draw).toHaveBeenCalledTimes(1));
    write('cars');
    const fresh = await cache.page(key('/cars/a'), stock, draw);
    release();
    expect((await stale)!.before.toString()).toBe('1');
    expect(fresh!.before.toString()).toBe('2');
    // The older drawing, finished last, is not served: it read a version that is gone.
    expect((await cache.page(key('/cars/a'), stock, draw))!.before.toString()).toBe('3');
  });

  it('keeps a page for its clock bucket only', async () => {
    let now = 5 * PAGE_CLOCK_BUCKET_MS;
    const cache = createPageCache({ now: () => now });
    const { stock } = fakeStock();
    const draw = drawing();
    const first = await cache.page(key('/search'), stock, draw);
    now += PAGE_CLOCK_BUCKET_MS - 1;
    expect(await cache.page(key('/search'), stock, draw)).toBe(first);
    now += 1;
    const next = await cache.page(key('/search'), stock, draw);
    expect(next).not.toBe(first);
    expect(next!.before.toString()).toBe(`<head>${now}`);
  });

  it('keeps a page drawn from a stock without versions a short while', async () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    const { stock } = fakeStock(false);
    const draw = drawing();
    const first = await cache.page(key('/search'), stock, draw);
    now += UNVERSIONED_PAGE_TTL_MS - 1;
    expect(await cache.page(key('/search'), stock, draw)).toBe(first);
    now += 1;
    expect(await cache.page(key('/search'), stock, draw)).not.toBe(first);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('never answers one tenant or build with another’s page', async () => {
    const cache = createPageCache();
    const { stock } = fakeStock();
    const draw = drawing();
    const pages = [
      await cache.page(key('/search', 'coastal-nissan'), stock, draw),
      await cache.page(key('/search', 'redgum-used-cars'), stock, draw),
      await cache.page({ ...key('/search'), build: 2 }, stock, draw),
    ];
    expect(draw).toHaveBeenCalledTimes(3);
    expect(new Set(pages.map((page) => page!.tag)).size).toBe(3);
  });

  it('sends a page whose drawing failed without keeping it, and keeps nothing for a page not drawn', async () => {
    const cache = createPageCache();
    const { stock } = fakeStock();
    const failing = drawing('cars', { keep: false });
    await cache.page(key('/search'), stock, failing);
    await cache.page(key('/search'), stock, failing);
    expect(failing).toHaveBeenCalledTimes(2);
    const none = vi.fn(async () => null);
    expect(await cache.page(key('/'), stock, none)).toBeNull();
    await cache.page(key('/'), stock, none);
    expect(none).toHaveBeenCalledTimes(2);
  });

  it('holds no more bytes than its bound, dropping the least recently used page', async () => {
    const page = 'x'.repeat(400);
    const cache = createPageCache({ maxBytes: 1_000 });
    const { stock } = fakeStock();
    const draw = drawing('cars', { before: page, after: '' });
    await cache.page(key('/a'), stock, draw);
    await cache.page(key('/b'), stock, draw);
    await cache.page(key('/a'), stock, draw);
    expect(draw).toHaveBeenCalledTimes(2);
    await cache.page(key('/c'), stock, draw);
    await cache.page(key('/a'), stock, draw);
    expect(draw).toHaveBeenCalledTimes(3);
    await cache.page(key('/b'), stock, draw);
    expect(draw).toHaveBeenCalledTimes(4);
  });
});

describe('drawn page ETags', () => {
  it('name the kept bytes and the per-request part, and match If-None-Match weakly, in a list or as *', () => {
    const page = { status: 200 as const, before: Buffer.from(''), after: Buffer.from(''), tag: 'abc.1' };
    const etag = pageEtag(page, '<meta content="token-1">');
    expect(etag).toMatch(/^W\/"abc\.1\.[\w-]{12}"$/);
    expect(pageEtag(page, '<meta content="token-2">')).not.toBe(etag);
    expect(pageEtag(page, '<meta content="token-1">')).toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag.slice(2)}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
