/** The staff store of a SQL store, opened (and migrated) once for every route module that asks, and whether staff are about. */
import { openStaffStore, type StaffStore } from '../store/staff.ts';
import type { SqlStore } from '../store/sql/sql-store.ts';

const staffStores = new WeakMap<SqlStore, Promise<StaffStore>>();

export function staffStoreOf(sql: SqlStore): Promise<StaffStore> {
  let opened = staffStores.get(sql);
  if (!opened) {
    opened = openStaffStore(sql);
    staffStores.set(sql, opened);
    // One that failed to open (the database was out of reach) is tried again by the next request.
    opened.catch(() => staffStores.delete(sql));
  }
  return opened;
}

/** Whether any of the tenant's staff made a request within the last `minutes` (to a minute: activity is noted that often). */
export async function staffActiveSince(sql: SqlStore, tenant: string, minutes: number, now: Date = new Date()): Promise<boolean> {
  const newest = await (await staffStoreOf(sql)).newestActivity(tenant);
  return newest !== null && Date.parse(newest) >= now.getTime() - minutes * 60_000;
}
