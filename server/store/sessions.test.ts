import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, SESSION_TTL_MS, sqliteSessionStore } from './sessions.ts';
import { sqliteWatchlistStore } from './watchlist.ts';
import { sqliteViewStore } from './views.ts';

const dir = mkdtempSync(join(tmpdir(), 'dealer-sessions-'));
const db = openDatabase(dir);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
const store = sqliteSessionStore(db);
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('session store', () => {
  it('accepts a code once, within its 10 minutes', () => {
    const code = store.issueCode('t', '0412000001', '1.1.1.1', at(0));
    expect(code).toMatch(/^\d{6}$/);
    expect(store.consumeCode('t', '0412000001', code, at(CODE_TTL_MS + 1))).toBe(false);
    const fresh = store.issueCode('t', '0412000001', '1.1.1.1', at(CODE_TTL_MS + 2));
    expect(store.consumeCode('t', '0412000001', fresh, at(CODE_TTL_MS + 3))).toBe(true);
    expect(store.consumeCode('t', '0412000001', fresh, at(CODE_TTL_MS + 4))).toBe(false);
  });

  it(`kills a code after ${CODE_MAX_ATTEMPTS} wrong tries`, () => {
    const code = store.issueCode('t', '0412000002', '1.1.1.1', at(0));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(store.consumeCode('t', '0412000002', wrong, at(1))).toBe(false);
    expect(store.consumeCode('t', '0412000002', code, at(2))).toBe(false);
  });

  it('counts codes per phone and per address for the rate limit', () => {
    store.issueCode('t', '0412000003', '2.2.2.2', at(0));
    store.issueCode('t', '0412000003', '2.2.2.2', at(1000));
    expect(store.codesSince('t', '0412000003', '2.2.2.2', at(500))).toEqual({ phone: 1, ip: 1 });
  });

  it('keeps one user per phone and site; sessions end on sign-out or after 30 days', () => {
    const first = store.startSession('t', '0412000004', at(0));
    const second = store.startSession('t', '0412000004', at(1));
    expect(second.user.id).toBe(first.user.id);
    expect(store.startSession('other', '0412000004', at(2)).user.id).not.toBe(first.user.id);
    expect(store.userOf('t', first.token, at(10))).toEqual({ id: first.user.id, phone: '0412000004' });
    expect(store.userOf('t', first.token, at(SESSION_TTL_MS + 1))).toBeNull();
    store.endSession('t', second.token);
    expect(store.userOf('t', second.token, at(10))).toBeNull();
  });
});

describe('watchlist and view stores', () => {
  it('save and remove are idempotent; views count up per car and site, once a visitor a day', () => {
    const watchlist = sqliteWatchlistStore(db);
    watchlist.save('t', '0412000005', 7, at(0));
    watchlist.save('t', '0412000005', 7, at(1));
    watchlist.save('t', '0412000005', 8, at(2));
    expect(watchlist.list('t', '0412000005')).toEqual([8, 7]);
    watchlist.remove('t', '0412000005', 7);
    watchlist.remove('t', '0412000005', 7);
    expect(watchlist.list('t', '0412000005')).toEqual([8]);
    const views = sqliteViewStore(db);
    const visit = (tenant: string, visitors: [string, ...string[]], day = '2025-07-01') => views.countView({ tenant, carId: 7, day, visitors });
    expect([visit('t', ['a']), visit('t', ['b']), visit('u', ['a'])]).toEqual([1, 2, 1]);
    // Seen today by the first name, or by any name a visit gave: the count stands; tomorrow it counts again.
    expect([visit('t', ['a']), visit('t', ['c', 'd']), visit('t', ['d']), visit('t', ['a'], '2025-07-02')]).toEqual([2, 3, 3, 4]);
  });
});
