import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, openSessionStore, SESSION_TTL_MS, type CodeRequestBudgets, type SessionStore } from './sessions.ts';
import { openSqlStore } from './sql/sql-store.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const hour = 3600_000;
/** Budgets too wide to get in the way of a test of something else. */
const roomy = { max: 1000, windowMs: hour };
const roomyRequests = { perAddressAndPhone: roomy, perAddress: roomy, perPhone: roomy };
/** A 6-digit code none of these is. */
const otherThan = (...codes: string[]) => ['000000', '111111', '222222', '333333'].find((c) => !codes.includes(c))!;

async function issue(store: SessionStore, phone: string, now: Date, ip = '1.1.1.1', budgets: CodeRequestBudgets = roomyRequests): Promise<string> {
  const issued = await store.requestCode('t', phone, ip, now, budgets);
  if (!('code' in issued)) throw new Error(`refused: ${JSON.stringify(issued)}`);
  return issued.code;
}

describe.each(SQL_DIALECTS)('the session store on %s', (dialect) => {
  const stores = testSqlStores(dialect);
  let store: SessionStore;
  beforeEach(async () => {
    store = await openSessionStore(stores.open());
  });
  const consume = (phone: string, code: string, now: Date, wrongCodes = roomy) => store.consumeCode('t', phone, code, now, wrongCodes);

  it('accepts a code once, within its 10 minutes', async () => {
    const code = await issue(store, '0412000001', at(0));
    expect(code).toMatch(/^\d{6}$/);
    expect(await consume('0412000001', code, at(CODE_TTL_MS + 1))).toBe(false);
    const fresh = await issue(store, '0412000001', at(CODE_TTL_MS + 2));
    expect(await consume('0412000001', fresh, at(CODE_TTL_MS + 3))).toBe(true);
    expect(await consume('0412000001', fresh, at(CODE_TTL_MS + 4))).toBe(false);
  });

  it(`kills a code after ${CODE_MAX_ATTEMPTS} wrong tries`, async () => {
    const code = await issue(store, '0412000002', at(0));
    const wrong = otherThan(code);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(await consume('0412000002', wrong, at(1))).toBe(false);
    expect(await consume('0412000002', code, at(2))).toBe(false);
  });

  it('lets a new code end every older one: the 2nd of 3 does not sign in once the newest is burnt', async () => {
    const codes = [await issue(store, '0412000006', at(0)), await issue(store, '0412000006', at(1)), await issue(store, '0412000006', at(2))];
    const wrong = otherThan(...codes);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(await consume('0412000006', wrong, at(3))).toBe(false);
    expect(await consume('0412000006', codes[1]!, at(4))).toBe(false);
    expect(await consume('0412000006', codes[0]!, at(5))).toBe(false);
    expect(await consume('0412000006', await issue(store, '0412000006', at(6)), at(7))).toBe(true);
  });

  it('refuses even the right code once a phone has used up its wrong codes, until the oldest leaves the window', async () => {
    const budget = { max: 5, windowMs: hour };
    const code = await issue(store, '0412000007', at(0));
    const wrong = otherThan(code);
    for (let i = 0; i < budget.max; i++) expect(await consume('0412000007', wrong, at(1000 * i), budget)).toBe(false);
    expect(await consume('0412000007', code, at(10_000), budget)).toEqual({ refused: true, retryAfterMs: hour - 10_000 });
    // Another server, or this one after a restart, reads the same budget.
    const other = await openSessionStore(stores.open());
    expect(await other.consumeCode('t', '0412000007', code, at(10_000), budget)).toMatchObject({ refused: true });
    // The budget is the phone's on this site, not the code's: another phone or site is not held up.
    expect(await store.consumeCode('u', '0412000007', wrong, at(10_000), budget)).toBe(false);
    expect(await consume('0412000007', await issue(store, '0412000007', at(hour)), at(hour + 1), budget)).toBe(true);
  });

  it('counts code requests per address and phone, per address, and per phone, each in its window', async () => {
    const budgets = { perAddressAndPhone: { max: 2, windowMs: 600_000 }, perAddress: { max: 4, windowMs: hour }, perPhone: { max: 3, windowMs: hour } };
    const request = (phone: string, ip: string, ms: number) => store.requestCode('t', phone, ip, at(ms), budgets);
    await issue(store, '0412000003', at(0), '2.2.2.2', budgets);
    await issue(store, '0412000003', at(1000), '2.2.2.2', budgets);
    expect(await request('0412000003', '2.2.2.2', 2000)).toEqual({ refused: true, retryAfterMs: 598_000 });
    // A stranger's requests are their own: the owner still gets a code from theirs.
    expect(await request('0412000003', '3.3.3.3', 3000)).toHaveProperty('code');
    expect(await request('0412000003', '4.4.4.4', 4000)).toEqual({ refused: true, retryAfterMs: hour - 4000 });
    await issue(store, '0412000008', at(5000), '2.2.2.2', budgets);
    await issue(store, '0412000009', at(6000), '2.2.2.2', budgets);
    expect(await request('0412000010', '2.2.2.2', 7000)).toEqual({ refused: true, retryAfterMs: hour - 7000 });
    expect(await request('0412000010', '2.2.2.2', hour)).toHaveProperty('code');
  });

  it('keeps one user per phone and site; sessions end on sign-out or after 30 days', async () => {
    const first = await store.startSession('t', '0412000004', at(0));
    const second = await store.startSession('t', '0412000004', at(1));
    expect(second.user.id).toBe(first.user.id);
    expect((await store.startSession('other', '0412000004', at(2))).user.id).not.toBe(first.user.id);
    expect(await store.userOf('t', first.token, at(10))).toEqual({ id: first.user.id, phone: '0412000004' });
    expect(await store.userOf('other', first.token, at(10))).toBeNull();
    expect(await store.userOf('t', first.token, at(SESSION_TTL_MS + 1))).toBeNull();
    await store.endSession('t', second.token);
    expect(await store.userOf('t', second.token, at(10))).toBeNull();
    // Sessions are the database's: another server, or this one after a restart, knows them.
    expect(await (await openSessionStore(stores.open())).userOf('t', first.token, at(10))).toEqual(first.user);
  });

  // Servers at once on SQLite are processes (a connection's write blocks its process until the file is free), as
  // server/store/database.test.ts starts them; on PostgreSQL they are pools, here in one process.
  if (dialect === 'postgres')
    it('lets several servers asked at the same moment take no more than the budget between them', async () => {
      const servers = await Promise.all([1, 2, 3, 4].map(() => openSessionStore(stores.open())));
      const budgets = { perAddressAndPhone: { max: 3, windowMs: hour }, perAddress: { max: 5, windowMs: hour }, perPhone: roomy };
      const asked = await Promise.all(Array.from({ length: 24 }, (_, i) => servers[i % 4]!.requestCode('t', '0412000011', '5.5.5.5', at(i), budgets)));
      expect(asked.filter((answer) => 'code' in answer)).toHaveLength(3);
      // The address's budget, over many phones at once.
      const phones = await Promise.all(
        Array.from({ length: 24 }, (_, i) => servers[i % 4]!.requestCode('t', `04120001${String(i).padStart(2, '0')}`, '5.5.5.5', at(i), budgets)),
      );
      expect(phones.filter((answer) => 'code' in answer)).toHaveLength(2);
      const wrongCodes = { max: 4, windowMs: hour };
      const guesses = await Promise.all(Array.from({ length: 24 }, (_, i) => servers[i % 4]!.consumeCode('t', '0412000012', '000000', at(i), wrongCodes)));
      expect(guesses.filter((answer) => answer === false)).toHaveLength(4);
    });
});

describe('the session store on a data directory from before the SQL builder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dealer-sessions-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its users, sessions and budgets', async () => {
    const db = openDatabase(dir);
    // The tables as server/store/database.ts's `migrate` made them, with a user signed in and a phone out of wrong codes.
    migrate(
      db,
      'sessions-1',
      `CREATE TABLE users (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, phone TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (tenant, phone));
       CREATE TABLE sign_in_codes (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, phone TEXT NOT NULL, ip TEXT NOT NULL,
         code_hash TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, used INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
       CREATE INDEX sign_in_codes_phone ON sign_in_codes (tenant, phone, created_at);
       CREATE INDEX sign_in_codes_ip ON sign_in_codes (ip, created_at);
       CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES users (id), expires_at INTEGER NOT NULL);`,
    );
    migrate(
      db,
      'sessions-2-wrong-codes',
      `CREATE TABLE sign_in_wrong_codes (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, phone TEXT NOT NULL, created_at INTEGER NOT NULL);
       CREATE INDEX sign_in_wrong_codes_phone ON sign_in_wrong_codes (tenant, phone, created_at);`,
    );
    const token = 'a-token-from-before';
    db.prepare(`INSERT INTO users (id, tenant, phone, created_at) VALUES (7, 't', '0412000020', '2025-12-31T00:00:00.000Z')`).run();
    db.prepare(`INSERT INTO sessions VALUES (?, 't', 7, ?)`).run(createHash('sha256').update(token).digest('hex'), at(SESSION_TTL_MS).getTime());
    const insertWrongCode = db.prepare(`INSERT INTO sign_in_wrong_codes (tenant, phone, created_at) VALUES ('t', '0412000021', ?)`);
    for (let i = 0; i < 3; i++) insertWrongCode.run(at(i).getTime());

    const sql = openSqlStore({ sqlite: db });
    const store = await openSessionStore(sql);
    expect(await store.userOf('t', token, at(10))).toEqual({ id: 7, phone: '0412000020' });
    expect((await store.startSession('t', '0412000020', at(10))).user.id).toBe(7);
    expect(await store.consumeCode('t', '0412000021', '000000', at(10), { max: 3, windowMs: hour })).toEqual({ refused: true, retryAfterMs: hour - 10 });
    expect(await store.startSession('t', '0412000022', at(10))).toMatchObject({ user: { id: 8 } });
    await sql.close();
    db.close();
  });
});
