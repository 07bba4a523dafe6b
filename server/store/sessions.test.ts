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
const hour = 3600_000;
/** Budgets too wide to get in the way of a test of something else. */
const roomy = { max: 1000, windowMs: hour };
const roomyRequests = { perAddressAndPhone: roomy, perAddress: roomy, perPhone: roomy };

function issue(phone: string, now: Date, ip = '1.1.1.1', budgets = roomyRequests): string {
  const issued = store.requestCode('t', phone, ip, now, budgets);
  if (!('code' in issued)) throw new Error(`refused: ${JSON.stringify(issued)}`);
  return issued.code;
}
const consume = (phone: string, code: string, now: Date, wrongCodes = roomy) => store.consumeCode('t', phone, code, now, wrongCodes);
/** A 6-digit code none of these is. */
const otherThan = (...codes: string[]) => ['000000', '111111', '222222', '333333'].find((c) => !codes.includes(c))!;

describe('session store', () => {
  it('accepts a code once, within its 10 minutes', () => {
    const code = issue('0412000001', at(0));
    expect(code).toMatch(/^\d{6}$/);
    expect(consume('0412000001', code, at(CODE_TTL_MS + 1))).toBe(false);
    const fresh = issue('0412000001', at(CODE_TTL_MS + 2));
    expect(consume('0412000001', fresh, at(CODE_TTL_MS + 3))).toBe(true);
    expect(consume('0412000001', fresh, at(CODE_TTL_MS + 4))).toBe(false);
  });

  it(`kills a code after ${CODE_MAX_ATTEMPTS} wrong tries`, () => {
    const code = issue('0412000002', at(0));
    const wrong = otherThan(code);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(consume('0412000002', wrong, at(1))).toBe(false);
    expect(consume('0412000002', code, at(2))).toBe(false);
  });

  it('lets a new code end every older one: the 2nd of 3 does not sign in once the newest is burnt', () => {
    const codes = [issue('0412000006', at(0)), issue('0412000006', at(1)), issue('0412000006', at(2))];
    const wrong = otherThan(...codes);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(consume('0412000006', wrong, at(3))).toBe(false);
    expect(consume('0412000006', codes[1]!, at(4))).toBe(false);
    expect(consume('0412000006', codes[0]!, at(5))).toBe(false);
    expect(consume('0412000006', issue('0412000006', at(6)), at(7))).toBe(true);
  });

  it('refuses even the right code once a phone has used up its wrong codes, until the oldest leaves the window', () => {
    const budget = { max: 5, windowMs: hour };
    const code = issue('0412000007', at(0));
    const wrong = otherThan(code);
    for (let i = 0; i < budget.max; i++) expect(consume('0412000007', wrong, at(1000 * i), budget)).toBe(false);
    expect(consume('0412000007', code, at(10_000), budget)).toEqual({ refused: true, retryAfterMs: hour - 10_000 });
    // Another process, or the server after a restart, reads the same budget.
    const reopened = openDatabase(dir);
    try {
      expect(sqliteSessionStore(reopened).consumeCode('t', '0412000007', code, at(10_000), budget)).toMatchObject({ refused: true });
    } finally {
      reopened.close();
    }
    // The budget is the phone's on this site, not the code's: another phone or site is not held up.
    expect(store.consumeCode('u', '0412000007', wrong, at(10_000), budget)).toBe(false);
    expect(consume('0412000007', issue('0412000007', at(hour)), at(hour + 1), budget)).toBe(true);
  });

  it('counts code requests per address and phone, per address, and per phone, each in its window', () => {
    const budgets = { perAddressAndPhone: { max: 2, windowMs: 600_000 }, perAddress: { max: 4, windowMs: hour }, perPhone: { max: 3, windowMs: hour } };
    const request = (phone: string, ip: string, ms: number) => store.requestCode('t', phone, ip, at(ms), budgets);
    issue('0412000003', at(0), '2.2.2.2', budgets);
    issue('0412000003', at(1000), '2.2.2.2', budgets);
    expect(request('0412000003', '2.2.2.2', 2000)).toEqual({ refused: true, retryAfterMs: 598_000 });
    // A stranger's requests are their own: the owner still gets a code from theirs.
    expect(request('0412000003', '3.3.3.3', 3000)).toHaveProperty('code');
    expect(request('0412000003', '4.4.4.4', 4000)).toEqual({ refused: true, retryAfterMs: hour - 4000 });
    issue('0412000008', at(5000), '2.2.2.2', budgets);
    issue('0412000009', at(6000), '2.2.2.2', budgets);
    expect(request('0412000010', '2.2.2.2', 7000)).toEqual({ refused: true, retryAfterMs: hour - 7000 });
    expect(request('0412000010', '2.2.2.2', hour)).toHaveProperty('code');
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
