import { describe, expect, it } from 'vitest';
import { openStaffStore, STAFF_LINK_TTL_MS } from './staff.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-03-02T00:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(SQL_DIALECTS)('the staff store on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('invites members per tenant, one per address whatever its case, and removes them', async () => {
    const staff = await openStaffStore(stores.open());
    const jo = await staff.invite('coastal-nissan', 'Jo@Example.com', 'staff', NOW);
    expect(jo).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), email: 'jo@example.com', name: null, role: 'staff', lastActiveAt: null });
    expect(await staff.invite('coastal-nissan', 'jo@example.com', 'admin', NOW)).toEqual({ ...jo, role: 'admin' });
    const other = await staff.invite('redgum-used-cars', 'jo@example.com', 'staff', NOW);
    expect(other.id).not.toBe(jo.id);
    expect((await staff.members('coastal-nissan')).map((member) => member.email)).toEqual(['jo@example.com']);
    expect(await staff.member('redgum-used-cars', jo.id)).toBeUndefined();
    expect(await staff.remove('redgum-used-cars', jo.id)).toBe(false);
    expect(await staff.remove('coastal-nissan', jo.id)).toBe(true);
    expect(await staff.remove('coastal-nissan', jo.id)).toBe(false);
    expect(await staff.members('coastal-nissan')).toEqual([]);
    expect(await staff.memberByEmail('coastal-nissan', 'jo@example.com')).toBeUndefined();
    // Invited again, they are back with the same id, so their history stays theirs.
    expect((await staff.invite('coastal-nissan', 'jo@example.com', 'staff', NOW)).id).toBe(jo.id);
  });

  it('signs in once by a link, within its minutes and on its own site, and keeps the session until it ends', async () => {
    const staff = await openStaffStore(stores.open());
    const jo = await staff.invite('coastal-nissan', 'jo@example.com', 'staff', NOW);
    const link = await staff.issueLink('coastal-nissan', jo.id, NOW);
    expect(await staff.signIn('redgum-used-cars', link, NOW)).toEqual({ refused: 'invalid' });
    expect(await staff.signIn('coastal-nissan', 'not-a-link', NOW)).toEqual({ refused: 'invalid' });
    const signedIn = await staff.signIn('coastal-nissan', link, later(60_000));
    if ('refused' in signedIn) throw new Error('refused');
    expect(signedIn.member).toEqual({ ...jo, lastActiveAt: later(60_000).toISOString() });
    expect(await staff.signIn('coastal-nissan', link, later(120_000))).toEqual({ refused: 'used' });

    const expired = await staff.issueLink('coastal-nissan', jo.id, NOW);
    expect(await staff.signIn('coastal-nissan', expired, later(STAFF_LINK_TTL_MS))).toEqual({ refused: 'expired' });

    expect((await staff.memberOf('coastal-nissan', signedIn.token, later(5 * 60_000)))?.id).toBe(jo.id);
    expect(await staff.memberOf('redgum-used-cars', signedIn.token, later(5 * 60_000))).toBeUndefined();
    expect(await staff.newestActivity('coastal-nissan')).toBe(later(5 * 60_000).toISOString());
    await staff.endSession('coastal-nissan', signedIn.token);
    expect(await staff.memberOf('coastal-nissan', signedIn.token, later(5 * 60_000))).toBeUndefined();
  });

  it('ends a removed member’s sessions and links', async () => {
    const staff = await openStaffStore(stores.open());
    const jo = await staff.invite('coastal-nissan', 'jo@example.com', 'staff', NOW);
    const signedIn = await staff.signIn('coastal-nissan', await staff.issueLink('coastal-nissan', jo.id, NOW), NOW);
    const unused = await staff.issueLink('coastal-nissan', jo.id, NOW);
    await staff.remove('coastal-nissan', jo.id);
    if ('refused' in signedIn) throw new Error('refused');
    expect(await staff.memberOf('coastal-nissan', signedIn.token, NOW)).toBeUndefined();
    expect(await staff.signIn('coastal-nissan', unused, NOW)).toEqual({ refused: 'invalid' });
    expect(await staff.newestActivity('coastal-nissan')).toBeNull();
  });

  it('keeps an audit log per tenant and lead, naming who', async () => {
    const staff = await openStaffStore(stores.open());
    const jo = await staff.invite('coastal-nissan', 'jo@example.com', 'staff', NOW);
    await staff.audit({ tenant: 'coastal-nissan', memberId: jo.id, leadId: 7, what: 'status: new → contacted' }, NOW);
    await staff.audit({ tenant: 'coastal-nissan', memberId: null, leadId: 7, what: 'note added' }, later(1000));
    await staff.audit({ tenant: 'redgum-used-cars', memberId: null, leadId: 7, what: 'elsewhere' }, NOW);
    await staff.audit({ tenant: 'coastal-nissan', memberId: jo.id, what: 'invited a@b.co' }, NOW);
    expect(await staff.history('coastal-nissan', 7)).toEqual([
      { at: NOW.toISOString(), by: { id: jo.id, email: 'jo@example.com' }, what: 'status: new → contacted' },
      { at: later(1000).toISOString(), by: null, what: 'note added' },
    ]);
  });
});
