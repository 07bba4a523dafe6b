/** Whether the tenant's chat has someone to answer: a staff member active within its `chat.staffActiveMinutes`. */
import type { Tenant } from '../../schema/tenant.ts';
import { staffActiveSince } from '../staff/staff-store.ts';
import type { SqlStore } from '../store/sql/sql-store.ts';

export const staffAvailable = (sql: SqlStore, tenant: Tenant, now = new Date()): Promise<boolean> =>
  staffActiveSince(sql, tenant.slug, tenant.chat.staffActiveMinutes, now);
