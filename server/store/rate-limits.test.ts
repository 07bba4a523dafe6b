import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { sqliteRateLimitStore } from './rate-limits.ts';

let dir: string;
const opened: Db[] = [];
const open = () => {
  const db = openDatabase(dir);
  opened.push(db);
  return db;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dealer-rate-limits-'));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
  for (const db of opened.splice(0)) if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sqliteRateLimitStore', () => {
  it('counts hits per key in a fixed window, then opens a new one', async () => {
    const store = sqliteRateLimitStore(open());
    expect(await store.hit('a', 1000)).toEqual({ current: 1, ttl: 1000 });
    vi.setSystemTime(1_000_400);
    expect(await store.hit('a', 1000)).toEqual({ current: 2, ttl: 600 });
    expect(await store.hit('b', 1000)).toEqual({ current: 1, ttl: 1000 });
    vi.setSystemTime(1_001_000);
    expect(await store.hit('a', 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('is one count for every connection on the data directory, as for processes side by side', async () => {
    const first = sqliteRateLimitStore(open());
    const second = sqliteRateLimitStore(open());
    await first.hit('k', 60_000);
    expect((await second.hit('k', 60_000)).current).toBe(2);
    expect((await first.hit('k', 60_000)).current).toBe(3);
  });

  it('keeps its counts across a restart', async () => {
    const before = open();
    await sqliteRateLimitStore(before).hit('k', 60_000);
    before.close();
    expect((await sqliteRateLimitStore(open()).hit('k', 60_000)).current).toBe(2);
  });

  it('gives the connection back with its full sync, for the writes that need it', async () => {
    const db = open();
    await sqliteRateLimitStore(db).hit('k', 60_000);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });
});
