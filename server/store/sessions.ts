/**
 * Sign-in by phone: one-time codes, users (one per phone per site) and sessions. Codes and session
 * tokens are stored only as SHA-256 hashes, so a copy of the database cannot sign anyone in. The budgets
 * on asking for and guessing codes are counted here, in the database, so they hold across processes and
 * restarts; each check and the write it guards share one immediate transaction, so two processes cannot
 * both pass the last slot.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { migrate, type Db } from './database.ts';

export interface User {
  id: number;
  phone: string;
}

/** At most `max` events in any `windowMs`. */
export interface Budget {
  max: number;
  windowMs: number;
}

/** Code requests are counted three ways: from one address for one phone, from one address, for one phone. */
export interface CodeRequestBudgets {
  perAddressAndPhone: Budget;
  perAddress: Budget;
  perPhone: Budget;
}

/** A refusal says when the budget allows the next try. */
export type Refused = { refused: true; retryAfterMs: number };

export interface SessionStore {
  /**
   * Makes and stores a 6-digit code for the phone, valid for `CODE_TTL_MS`, and returns it for the SMS;
   * every older code for the phone stops working. Refused while any budget is used up.
   */
  requestCode(tenant: string, phone: string, ip: string, now: Date, budgets: CodeRequestBudgets): { code: string } | Refused;
  /**
   * True once for the phone's newest live code; each wrong code counts against `wrongCodes` for the phone,
   * and while that is used up even the right code is refused. A code also dies after `CODE_MAX_ATTEMPTS` wrong tries.
   */
  consumeCode(tenant: string, phone: string, code: string, now: Date, wrongCodes: Budget): boolean | Refused;
  /** Starts a session for the phone's user (created on first sign-in); returns the cookie token. */
  startSession(tenant: string, phone: string, now: Date): { token: string; user: User };
  userOf(tenant: string, token: string, now: Date): User | null;
  endSession(tenant: string, token: string): void;
}

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** Longer than any budget's window. */
export const CODE_RETENTION_MS = 24 * 3600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

type Row = { at: number } | undefined;

export function sqliteSessionStore(db: Db): SessionStore {
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
  const insertCode = db.prepare('INSERT INTO sign_in_codes (tenant, phone, ip, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  // Each finds the event that, once it leaves the window, frees a slot: the max-th newest inside the window.
  // None means the budget has room.
  const nthCodeByAddressAndPhone = db.prepare(
    'SELECT created_at AS at FROM sign_in_codes WHERE tenant = ? AND phone = ? AND ip = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?',
  );
  const nthCodeByAddress = db.prepare('SELECT created_at AS at FROM sign_in_codes WHERE ip = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?');
  const nthCodeByPhone = db.prepare(
    'SELECT created_at AS at FROM sign_in_codes WHERE tenant = ? AND phone = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?',
  );
  const nthWrongCode = db.prepare(
    'SELECT created_at AS at FROM sign_in_wrong_codes WHERE tenant = ? AND phone = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?',
  );
  // Only the newest code issued can sign in, used or not: an older one never comes back when a newer one dies.
  const newestCode = db.prepare(
    'SELECT id, code_hash AS hash, used, expires_at AS expiresAt FROM sign_in_codes WHERE tenant = ? AND phone = ? ORDER BY id DESC LIMIT 1',
  );
  const markUsed = db.prepare('UPDATE sign_in_codes SET used = 1 WHERE tenant = ? AND phone = ?');
  const addAttempt = db.prepare('UPDATE sign_in_codes SET attempts = attempts + 1, used = (attempts + 1 >= ?) WHERE id = ?');
  const insertWrongCode = db.prepare('INSERT INTO sign_in_wrong_codes (tenant, phone, created_at) VALUES (?, ?, ?)');
  const upsertUser = db.prepare('INSERT INTO users (tenant, phone, created_at) VALUES (?, ?, ?) ON CONFLICT (tenant, phone) DO NOTHING');
  const userByPhone = db.prepare('SELECT id, phone FROM users WHERE tenant = ? AND phone = ?');
  const insertSession = db.prepare('INSERT INTO sessions (token_hash, tenant, user_id, expires_at) VALUES (?, ?, ?, ?)');
  const sessionUser = db.prepare(
    'SELECT users.id, users.phone FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.token_hash = ? AND sessions.tenant = ? AND sessions.expires_at > ?',
  );
  const deleteSession = db.prepare('DELETE FROM sessions WHERE token_hash = ? AND tenant = ?');
  // Old codes and wrong codes only feed the budgets (a day at most) and expired sessions are dead: all are dropped as new ones arrive.
  const purgeCodes = db.prepare('DELETE FROM sign_in_codes WHERE created_at < ?');
  const purgeWrongCodes = db.prepare('DELETE FROM sign_in_wrong_codes WHERE created_at < ?');
  const purgeSessions = db.prepare('DELETE FROM sessions WHERE expires_at < ?');

  /** When the budget next has room, or 0 when it has room now. */
  const waitFor = (nth: (since: number, offset: number) => Row, budget: Budget, now: number): number => {
    const row = nth(now - budget.windowMs, budget.max - 1);
    return row ? row.at + budget.windowMs - now : 0;
  };

  const requestCode = db.transaction((tenant: string, phone: string, ip: string, now: Date, budgets: CodeRequestBudgets) => {
    const ms = now.getTime();
    const wait = Math.max(
      waitFor((since, offset) => nthCodeByAddressAndPhone.get(tenant, phone, ip, since, offset) as Row, budgets.perAddressAndPhone, ms),
      waitFor((since, offset) => nthCodeByAddress.get(ip, since, offset) as Row, budgets.perAddress, ms),
      waitFor((since, offset) => nthCodeByPhone.get(tenant, phone, since, offset) as Row, budgets.perPhone, ms),
    );
    if (wait > 0) return { refused: true as const, retryAfterMs: wait };
    purgeCodes.run(ms - CODE_RETENTION_MS);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    insertCode.run(tenant, phone, ip, codeHash(phone, code), ms + CODE_TTL_MS, ms);
    return { code };
  });

  const consumeCode = db.transaction((tenant: string, phone: string, code: string, now: Date, wrongCodes: Budget): boolean | Refused => {
    const ms = now.getTime();
    const wait = waitFor((since, offset) => nthWrongCode.get(tenant, phone, since, offset) as Row, wrongCodes, ms);
    if (wait > 0) return { refused: true, retryAfterMs: wait };
    const row = newestCode.get(tenant, phone) as { id: number; hash: string; used: number; expiresAt: number } | undefined;
    const live = row !== undefined && row.used === 0 && row.expiresAt > ms;
    if (live && sameHash(row.hash, codeHash(phone, code))) {
      markUsed.run(tenant, phone);
      return true;
    }
    if (live) addAttempt.run(CODE_MAX_ATTEMPTS, row.id);
    purgeWrongCodes.run(ms - CODE_RETENTION_MS);
    insertWrongCode.run(tenant, phone, ms);
    return false;
  });

  return {
    // Immediate: the budget is read under the write lock, so a check and its write are one step for every process.
    requestCode: (...args) => requestCode.immediate(...args),
    consumeCode: (...args) => consumeCode.immediate(...args),
    startSession(tenant, phone, now) {
      purgeSessions.run(now.getTime());
      upsertUser.run(tenant, phone, now.toISOString());
      const user = userByPhone.get(tenant, phone) as User;
      const token = randomBytes(32).toString('base64url');
      insertSession.run(sha256(token), tenant, user.id, now.getTime() + SESSION_TTL_MS);
      return { token, user };
    },
    userOf(tenant, token, now) {
      return (sessionUser.get(sha256(token), tenant, now.getTime()) as User | undefined) ?? null;
    },
    endSession(tenant, token) {
      deleteSession.run(sha256(token), tenant);
    },
  };
}
