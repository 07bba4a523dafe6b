/**
 * Sign-in by phone: one-time codes, users (one per phone per site) and sessions. Codes and session
 * tokens are stored only as SHA-256 hashes, so a copy of the database cannot sign anyone in.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { migrate, type Db } from './database.ts';

export interface User {
  id: number;
  phone: string;
}

export interface SessionStore {
  /** Makes and stores a 6-digit code for the phone, valid for `CODE_TTL_MS`; returns it for the SMS. */
  issueCode(tenant: string, phone: string, ip: string, now: Date): string;
  /** Codes asked for a phone, and from an address, since a moment: the rate limit reads these. */
  codesSince(tenant: string, phone: string, ip: string, since: Date): { phone: number; ip: number };
  /** True once for a live, matching code; a code dies after `CODE_MAX_ATTEMPTS` wrong tries. */
  consumeCode(tenant: string, phone: string, code: string, now: Date): boolean;
  /** Starts a session for the phone's user (created on first sign-in); returns the cookie token. */
  startSession(tenant: string, phone: string, now: Date): { token: string; user: User };
  userOf(tenant: string, token: string, now: Date): User | null;
  endSession(tenant: string, token: string): void;
}

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** Longer than any rate-limit window that counts codes. */
export const CODE_RETENTION_MS = 24 * 3600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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
  const insertCode = db.prepare('INSERT INTO sign_in_codes (tenant, phone, ip, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const countPhone = db.prepare('SELECT COUNT(*) AS n FROM sign_in_codes WHERE tenant = ? AND phone = ? AND created_at >= ?');
  const countIp = db.prepare('SELECT COUNT(*) AS n FROM sign_in_codes WHERE ip = ? AND created_at >= ?');
  const latestCode = db.prepare(
    'SELECT id, code_hash AS hash, attempts FROM sign_in_codes WHERE tenant = ? AND phone = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1',
  );
  const markUsed = db.prepare('UPDATE sign_in_codes SET used = 1 WHERE tenant = ? AND phone = ?');
  const addAttempt = db.prepare('UPDATE sign_in_codes SET attempts = attempts + 1, used = (attempts + 1 >= ?) WHERE id = ?');
  const upsertUser = db.prepare('INSERT INTO users (tenant, phone, created_at) VALUES (?, ?, ?) ON CONFLICT (tenant, phone) DO NOTHING');
  const userByPhone = db.prepare('SELECT id, phone FROM users WHERE tenant = ? AND phone = ?');
  const insertSession = db.prepare('INSERT INTO sessions (token_hash, tenant, user_id, expires_at) VALUES (?, ?, ?, ?)');
  const sessionUser = db.prepare(
    'SELECT users.id, users.phone FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.token_hash = ? AND sessions.tenant = ? AND sessions.expires_at > ?',
  );
  const deleteSession = db.prepare('DELETE FROM sessions WHERE token_hash = ? AND tenant = ?');
  // Old codes only feed the rate limit (an hour at most) and expired sessions are dead: both are dropped as new ones arrive.
  const purgeCodes = db.prepare('DELETE FROM sign_in_codes WHERE created_at < ?');
  const purgeSessions = db.prepare('DELETE FROM sessions WHERE expires_at < ?');

  return {
    issueCode(tenant, phone, ip, now) {
      purgeCodes.run(now.getTime() - CODE_RETENTION_MS);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      insertCode.run(tenant, phone, ip, sha256(`${phone}:${code}`), now.getTime() + CODE_TTL_MS, now.getTime());
      return code;
    },
    codesSince(tenant, phone, ip, since) {
      const byPhone = countPhone.get(tenant, phone, since.getTime()) as { n: number };
      const byIp = countIp.get(ip, since.getTime()) as { n: number };
      return { phone: byPhone.n, ip: byIp.n };
    },
    consumeCode: db.transaction((tenant: string, phone: string, code: string, now: Date) => {
      const row = latestCode.get(tenant, phone, now.getTime()) as { id: number; hash: string; attempts: number } | undefined;
      if (!row) return false;
      if (row.hash !== sha256(`${phone}:${code}`)) {
        addAttempt.run(CODE_MAX_ATTEMPTS, row.id);
        return false;
      }
      markUsed.run(tenant, phone);
      return true;
    }),
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
