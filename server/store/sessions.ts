/**
 * Sign-in by phone: one-time codes, users (one per phone per site) and sessions. Codes and session
 * tokens are stored only as SHA-256 hashes, so a copy of the database cannot sign anyone in. The budgets
 * on asking for and guessing codes are counted here, in the database, so they hold across servers and
 * restarts; each check and the write it guards share one transaction locked on the phone (and the address),
 * so two servers cannot both pass the last slot.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { idColumnType } from './sql/columns.ts';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';
import type { Database } from './sql/tables.ts';
import { keyedTransaction } from './sql/transactions.ts';

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
  requestCode(tenant: string, phone: string, ip: string, now: Date, budgets: CodeRequestBudgets): Promise<{ code: string } | Refused>;
  /**
   * True once for the phone's newest live code; each wrong code counts against `wrongCodes` for the phone,
   * and while that is used up even the right code is refused. A code also dies after `CODE_MAX_ATTEMPTS` wrong tries.
   */
  consumeCode(tenant: string, phone: string, code: string, now: Date, wrongCodes: Budget): Promise<boolean | Refused>;
  /** Starts a session for the phone's user (created on first sign-in); returns the cookie token. */
  startSession(tenant: string, phone: string, now: Date): Promise<{ token: string; user: User }>;
  userOf(tenant: string, token: string, now: Date): Promise<User | null>;
  endSession(tenant: string, token: string): Promise<void>;
}

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** Longer than any budget's window. */
export const CODE_RETENTION_MS = 24 * 3600_000;

export const SESSION_MIGRATIONS: readonly Migration[] = [
  {
    name: 'sessions-1',
    // A data directory from before the SQL builder already has these tables, made by server/store/database.ts's
    // `migrate` (as `sessions-1` and `sessions-2-wrong-codes`): they are kept, with their users, sessions and budgets.
    up: async (db, dialect) => {
      await db.schema
        .createTable('users')
        .ifNotExists()
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('users_tenant_phone', ['tenant', 'phone'])
        .execute();
      await db.schema
        .createTable('sign_in_codes')
        .ifNotExists()
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('ip', 'text', (column) => column.notNull())
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('used', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('sign_in_codes_phone').ifNotExists().on('sign_in_codes').columns(['tenant', 'phone', 'created_at']).execute();
      await db.schema.createIndex('sign_in_codes_ip').ifNotExists().on('sign_in_codes').columns(['ip', 'created_at']).execute();
      await db.schema
        .createTable('sessions')
        .ifNotExists()
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('sign_in_wrong_codes')
        .ifNotExists()
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('sign_in_wrong_codes_phone').ifNotExists().on('sign_in_wrong_codes').columns(['tenant', 'phone', 'created_at']).execute();
    },
  },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** A budget's events: the rows it counts, each with its `created_at`. */
type Events = SelectQueryBuilder<Database, 'sign_in_codes' | 'sign_in_wrong_codes', object>;

/** When the budget next has room, or 0 when it has room now. */
async function waitFor(events: Events, budget: Budget, now: number): Promise<number> {
  // The event that, once it leaves the window, frees a slot: the max-th newest inside the window. None means room.
  const row = await events
    .select('created_at')
    .where('created_at', '>', now - budget.windowMs)
    .orderBy('created_at', 'desc')
    .limit(1)
    .offset(budget.max - 1)
    .executeTakeFirst();
  return row ? row.created_at + budget.windowMs - now : 0;
}

// The locks a budget's check and write take: the phone's on its site, and for code requests also the address's,
// always after the phone's.
const phoneLock = (tenant: string, phone: string) => `sign-in phone ${JSON.stringify([tenant, phone])}`;
const addressLock = (ip: string) => `sign-in address ${ip}`;

export async function openSessionStore(store: SqlStore): Promise<SessionStore> {
  await migrateSqlStore(store, SESSION_MIGRATIONS);
  const codesOf = (trx: Kysely<Database>, tenant: string, phone: string) =>
    trx.selectFrom('sign_in_codes').where('tenant', '=', tenant).where('phone', '=', phone);
  return {
    requestCode: (tenant, phone, ip, now, budgets) =>
      keyedTransaction(store, [phoneLock(tenant, phone), addressLock(ip)], async (trx) => {
        const ms = now.getTime();
        const waits = [
          await waitFor(codesOf(trx, tenant, phone).where('ip', '=', ip), budgets.perAddressAndPhone, ms),
          await waitFor(trx.selectFrom('sign_in_codes').where('ip', '=', ip), budgets.perAddress, ms),
          await waitFor(codesOf(trx, tenant, phone), budgets.perPhone, ms),
        ];
        const wait = Math.max(...waits);
        if (wait > 0) return { refused: true as const, retryAfterMs: wait };
        // Old codes only feed the budgets, a day at most: they go as new ones arrive.
        await trx
          .deleteFrom('sign_in_codes')
          .where('created_at', '<', ms - CODE_RETENTION_MS)
          .execute();
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await trx
          .insertInto('sign_in_codes')
          .values({ tenant, phone, ip, code_hash: codeHash(phone, code), expires_at: ms + CODE_TTL_MS, created_at: ms })
          .execute();
        return { code };
      }),

    consumeCode: (tenant, phone, code, now, wrongCodes) =>
      keyedTransaction(store, [phoneLock(tenant, phone)], async (trx): Promise<boolean | Refused> => {
        const ms = now.getTime();
        const wrongCodesOf = trx.selectFrom('sign_in_wrong_codes').where('tenant', '=', tenant).where('phone', '=', phone);
        const wait = await waitFor(wrongCodesOf, wrongCodes, ms);
        if (wait > 0) return { refused: true, retryAfterMs: wait };
        // Only the newest code issued can sign in, used or not: an older one never comes back when a newer one dies.
        const newest = await codesOf(trx, tenant, phone).select(['id', 'code_hash', 'used', 'expires_at']).orderBy('id', 'desc').limit(1).executeTakeFirst();
        const live = newest !== undefined && newest.used === 0 && newest.expires_at > ms;
        if (live && sameHash(newest.code_hash, codeHash(phone, code))) {
          await trx.updateTable('sign_in_codes').set({ used: 1 }).where('tenant', '=', tenant).where('phone', '=', phone).execute();
          return true;
        }
        if (live)
          await trx
            .updateTable('sign_in_codes')
            .set({
              attempts: sql<number>`attempts + 1`,
              used: sql<number>`case when attempts + 1 >= ${CODE_MAX_ATTEMPTS} then 1 else 0 end`,
            })
            .where('id', '=', newest.id)
            .execute();
        await trx
          .deleteFrom('sign_in_wrong_codes')
          .where('created_at', '<', ms - CODE_RETENTION_MS)
          .execute();
        await trx.insertInto('sign_in_wrong_codes').values({ tenant, phone, created_at: ms }).execute();
        return false;
      }),

    startSession: (tenant, phone, now) =>
      store.db.transaction().execute(async (trx) => {
        // Expired sessions are dead: they go as new ones start.
        await trx.deleteFrom('sessions').where('expires_at', '<', now.getTime()).execute();
        await trx
          .insertInto('users')
          .values({ tenant, phone, created_at: now.toISOString() })
          .onConflict((conflict) => conflict.columns(['tenant', 'phone']).doNothing())
          .execute();
        const user = await trx.selectFrom('users').select(['id', 'phone']).where('tenant', '=', tenant).where('phone', '=', phone).executeTakeFirstOrThrow();
        const token = randomBytes(32).toString('base64url');
        await trx
          .insertInto('sessions')
          .values({ token_hash: sha256(token), tenant, user_id: user.id, expires_at: now.getTime() + SESSION_TTL_MS })
          .execute();
        return { token, user };
      }),

    userOf: async (tenant, token, now) =>
      (await store.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id', 'users.phone'])
        .where('sessions.token_hash', '=', sha256(token))
        .where('sessions.tenant', '=', tenant)
        .where('sessions.expires_at', '>', now.getTime())
        .executeTakeFirst()) ?? null,

    endSession: async (tenant, token) => {
      await store.db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).where('tenant', '=', tenant).execute();
    },
  };
}
