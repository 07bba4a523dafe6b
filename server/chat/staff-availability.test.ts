import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { SQL_DIALECTS, testSqlStores } from '../store/sql/test-stores.ts';
import { openStaffStore } from '../store/staff.ts';
import { staffAvailable } from './staff-availability.ts';

const tenant = sampleTenant('coastal-nissan');
const withMinutes = (staffActiveMinutes: number) => ({ ...tenant, chat: { ...tenant.chat, staffActiveMinutes } });

describe.each(SQL_DIALECTS)('whether staff are on to chat, on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('counts a staff member of the site active within its chat minutes', async () => {
    const sql = stores.open();
    const staff = await openStaffStore(sql);
    const now = new Date('2026-01-05T09:00:00Z');
    expect(await staffAvailable(sql, withMinutes(10), now)).toBe(false);
    const member = await staff.invite(tenant.slug, 'jo@example.com', 'staff', now);
    const sixMinutesAgo = new Date(now.getTime() - 6 * 60_000);
    await staff.signIn(tenant.slug, await staff.issueLink(tenant.slug, member.id, sixMinutesAgo), sixMinutesAgo);
    expect(await staffAvailable(sql, withMinutes(10), now)).toBe(true);
    expect(await staffAvailable(sql, withMinutes(5), now)).toBe(false);
    expect(await staffAvailable(sql, { ...withMinutes(10), slug: 'redgum-used-cars' }, now)).toBe(false);
  });
});
