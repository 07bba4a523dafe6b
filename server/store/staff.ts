/**
 * A dealership's staff: members per tenant (staff or admin; a removed member keeps their rows, so the audit log still
 * names them), one-time sign-in links, sessions (apart from shoppers', ./sessions.ts) and the audit log of what staff
 * did. Link and session tokens are stored only as SHA-256 hashes, so a copy of the database signs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { STAFF_LINK_MINUTES, type StaffAction, type StaffLinkError, type StaffMember, type StaffRole } from '../../runtime/site/staff-api.ts';
import { idColumnType } from './sql/columns.ts';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';
import type { StaffMembersTable } from './sql/tables.ts';

export const STAFF_LINK_TTL_MS = STAFF_LINK_MINUTES * 60_000;
export const STAFF_SESSION_TTL_MS = 12 * 3600_000;
/** A member's last activity is written at most this often, not on every request. */
export const STAFF_ACTIVITY_GRAIN_MS = 60_000;

export const STAFF_MIGRATIONS: readonly Migration[] = [
  {
    name: 'staff-1',
    up: async (db, dialect) => {
      await db.schema
        .createTable('staff_members')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('name', 'text')
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('removed', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_active_at', 'text')
        .addUniqueConstraint('staff_members_tenant_email', ['tenant', 'email'])
        .execute();
      await db.schema
        .createTable('staff_links')
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('member_id', 'text', (column) => column.notNull().references('staff_members.id'))
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('member_id', 'text', (column) => column.notNull().references('staff_members.id'))
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('staff_audit')
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('member_id', 'text')
        .addColumn('lead_id', 'bigint')
        .addColumn('what', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('staff_audit_lead').on('staff_audit').columns(['tenant', 'lead_id', 'at']).execute();
    },
  },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** Addresses compare as written apart from case, so one person is one member. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

const toMember = (row: Selectable<StaffMembersTable>): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  lastActiveAt: row.last_active_at,
});

/** One audit entry: who (null for the command line), what, and the lead it was about, if any. */
export interface AuditEntry {
  tenant: string;
  memberId: string | null;
  leadId?: number | null;
  what: string;
}

export interface StaffStore {
  /** The tenant's members still on staff, by e-mail. */
  members(tenant: string): Promise<StaffMember[]>;
  member(tenant: string, id: string): Promise<StaffMember | undefined>;
  memberByEmail(tenant: string, email: string): Promise<StaffMember | undefined>;
  /** Adds the member, or gives a removed one (or one of another role) back their place with this role. */
  invite(tenant: string, email: string, role: StaffRole, now: Date): Promise<StaffMember>;
  /** Removes the member and ends their sessions and links; false when there was none on staff. */
  remove(tenant: string, id: string): Promise<boolean>;
  /** A sign-in link token for the member, working once for STAFF_LINK_TTL_MS. */
  issueLink(tenant: string, memberId: string, now: Date): Promise<string>;
  /** Uses the link up and starts a session, or says why it cannot. */
  signIn(tenant: string, token: string, now: Date): Promise<{ token: string; member: StaffMember } | { refused: StaffLinkError }>;
  /** The member a live session of the tenant is for (noting them active), or undefined. */
  memberOf(tenant: string, sessionToken: string, now: Date): Promise<StaffMember | undefined>;
  endSession(tenant: string, sessionToken: string): Promise<void>;
  /** When any of the tenant's members was last active, ISO, or null. */
  newestActivity(tenant: string): Promise<string | null>;
  audit(entry: AuditEntry, now: Date): Promise<void>;
  /** A lead's history, oldest first. */
  history(tenant: string, leadId: number): Promise<StaffAction[]>;
}

export async function openStaffStore(store: SqlStore): Promise<StaffStore> {
  await migrateSqlStore(store, STAFF_MIGRATIONS);
  const { db } = store;
  const onStaff = (tenant: string) => db.selectFrom('staff_members').selectAll().where('tenant', '=', tenant).where('removed', '=', 0);

  return {
    members: async (tenant) => (await onStaff(tenant).orderBy('email').execute()).map(toMember),

    member: async (tenant, id) => {
      const row = await onStaff(tenant).where('id', '=', id).executeTakeFirst();
      return row && toMember(row);
    },

    memberByEmail: async (tenant, email) => {
      const row = await onStaff(tenant).where('email', '=', normalEmail(email)).executeTakeFirst();
      return row && toMember(row);
    },

    invite: (tenant, email, role, now) =>
      db.transaction().execute(async (trx) => {
        const address = normalEmail(email);
        await trx
          .insertInto('staff_members')
          .values({
            id: randomBytes(16).toString('hex'),
            tenant,
            email: address,
            name: null,
            role,
            removed: 0,
            created_at: now.toISOString(),
            last_active_at: null,
          })
          .onConflict((conflict) => conflict.columns(['tenant', 'email']).doUpdateSet({ role, removed: 0 }))
          .execute();
        return toMember(await trx.selectFrom('staff_members').selectAll().where('tenant', '=', tenant).where('email', '=', address).executeTakeFirstOrThrow());
      }),

    remove: (tenant, id) =>
      db.transaction().execute(async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable('staff_members')
          .set({ removed: 1 })
          .where('tenant', '=', tenant)
          .where('id', '=', id)
          .where('removed', '=', 0)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) return false;
        await trx.deleteFrom('staff_sessions').where('tenant', '=', tenant).where('member_id', '=', id).execute();
        await trx.deleteFrom('staff_links').where('tenant', '=', tenant).where('member_id', '=', id).execute();
        return true;
      }),

    issueLink: async (tenant, memberId, now) => {
      const token = newToken();
      const ms = now.getTime();
      // Links are dead a day after they are issued; they go as new ones are asked for.
      await db
        .deleteFrom('staff_links')
        .where('expires_at', '<', ms - 24 * 3600_000)
        .execute();
      await db
        .insertInto('staff_links')
        .values({ tenant, member_id: memberId, token_hash: sha256(token), expires_at: ms + STAFF_LINK_TTL_MS, used_at: null, created_at: ms })
        .execute();
      return token;
    },

    signIn: (tenant, token, now) =>
      db.transaction().execute(async (trx) => {
        const ms = now.getTime();
        const link = await trx
          .selectFrom('staff_links')
          .innerJoin('staff_members', 'staff_members.id', 'staff_links.member_id')
          .select(['staff_links.id', 'staff_links.expires_at', 'staff_links.used_at', 'staff_members.removed'])
          .where('staff_links.token_hash', '=', sha256(token))
          .where('staff_links.tenant', '=', tenant)
          .executeTakeFirst();
        if (!link || link.removed) return { refused: 'invalid' as const };
        if (link.used_at !== null) return { refused: 'used' as const };
        if (link.expires_at <= ms) return { refused: 'expired' as const };
        // Only the first of two sign-ins racing on one link marks it used; the other finds it used.
        const { numUpdatedRows } = await trx
          .updateTable('staff_links')
          .set({ used_at: ms })
          .where('id', '=', link.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) return { refused: 'used' as const };
        await trx.deleteFrom('staff_sessions').where('expires_at', '<', ms).execute();
        const member = await trx
          .updateTable('staff_members')
          .set({ last_active_at: now.toISOString() })
          .where('id', '=', (eb) => eb.selectFrom('staff_links').select('member_id').where('id', '=', link.id))
          .returningAll()
          .executeTakeFirstOrThrow();
        const session = newToken();
        await trx
          .insertInto('staff_sessions')
          .values({ token_hash: sha256(session), tenant, member_id: member.id, expires_at: ms + STAFF_SESSION_TTL_MS })
          .execute();
        return { token: session, member: toMember(member) };
      }),

    memberOf: async (tenant, sessionToken, now) => {
      const row = await db
        .selectFrom('staff_sessions')
        .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.member_id')
        .selectAll('staff_members')
        .where('staff_sessions.token_hash', '=', sha256(sessionToken))
        .where('staff_sessions.tenant', '=', tenant)
        .where('staff_sessions.expires_at', '>', now.getTime())
        .where('staff_members.removed', '=', 0)
        .executeTakeFirst();
      if (!row) return undefined;
      const member = toMember(row);
      const stale = new Date(now.getTime() - STAFF_ACTIVITY_GRAIN_MS).toISOString();
      if (member.lastActiveAt === null || member.lastActiveAt < stale) {
        member.lastActiveAt = now.toISOString();
        await db.updateTable('staff_members').set({ last_active_at: member.lastActiveAt }).where('id', '=', member.id).execute();
      }
      return member;
    },

    endSession: async (tenant, sessionToken) => {
      await db.deleteFrom('staff_sessions').where('token_hash', '=', sha256(sessionToken)).where('tenant', '=', tenant).execute();
    },

    newestActivity: async (tenant) => {
      const row = await db
        .selectFrom('staff_members')
        .select((eb) => eb.fn.max('last_active_at').as('newest'))
        .where('tenant', '=', tenant)
        .where('removed', '=', 0)
        .executeTakeFirst();
      return row?.newest ?? null;
    },

    audit: async ({ tenant, memberId, leadId = null, what }, now) => {
      await db.insertInto('staff_audit').values({ tenant, member_id: memberId, lead_id: leadId, what, at: now.toISOString() }).execute();
    },

    history: async (tenant, leadId) =>
      (
        await db
          .selectFrom('staff_audit')
          .leftJoin('staff_members', 'staff_members.id', 'staff_audit.member_id')
          .select(['staff_audit.at', 'staff_audit.what', 'staff_audit.member_id', 'staff_members.email'])
          .where('staff_audit.tenant', '=', tenant)
          .where('staff_audit.lead_id', '=', leadId)
          .orderBy('staff_audit.id')
          .execute()
      ).map((row) => ({ at: row.at, what: row.what, by: row.member_id && row.email ? { id: row.member_id, email: row.email } : null })),
  };
}
