import { describe, expect, it } from 'vitest';
import { openLeadStore } from './leads.ts';
import { openReservationStore } from './reservations.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3600_000);

describe.each(SQL_DIALECTS)('the reservation store on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  async function open() {
    const sql = stores.open();
    const leads = await openLeadStore(sql);
    const lead = await leads.add({
      tenant: 't',
      kind: 'reservation',
      category: 'Reserve Car',
      subcategory: 'Reserve Online',
      carId: 7,
      userId: null,
      email: 'ada@example.com',
      phone: '0412000005',
      payload: {},
      ip: '127.0.0.1',
    });
    return { reservations: await openReservationStore(sql), leadId: lead.id };
  }

  it('records a pending reservation with its lead, pays it once and holds the car 48 hours from payment', async () => {
    const { reservations, leadId } = await open();
    const created = await reservations.create({ tenant: 't', carId: 7, leadId, amountCents: 20_000 }, at(0));
    expect(created).toMatchObject({ tenant: 't', carId: 7, leadId, amountCents: 20_000, status: 'pending', sessionId: null, paidAt: null, expiresAt: null });
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    await reservations.attachSession('t', created.id, 'cs_1');
    // Another tenant cannot touch it.
    expect(await reservations.markPaid('u', created.id, at(1))).toBeUndefined();
    const paid = await reservations.markPaid('t', created.id, at(1));
    expect(paid).toMatchObject({ status: 'paid', sessionId: 'cs_1', paidAt: at(1).toISOString(), expiresAt: at(49).toISOString() });
    // A repeated payment notice changes nothing.
    expect(await reservations.markPaid('t', created.id, at(2))).toBeUndefined();
    expect(await reservations.paidFor('t', 7)).toEqual([paid]);
    expect(await reservations.find('u', created.id)).toBeUndefined();
  });

  it('ends paid holds once: by refund, or by the expiry claimed by one server', async () => {
    const { reservations, leadId } = await open();
    const refunded = await reservations.create({ tenant: 't', carId: 7, leadId, amountCents: 20_000 }, at(0));
    const expiring = await reservations.create({ tenant: 't', carId: 8, leadId, amountCents: 50_000 }, at(0));
    const pending = await reservations.create({ tenant: 't', carId: 9, leadId, amountCents: 20_000 }, at(0));
    await reservations.markPaid('t', refunded.id, at(0));
    await reservations.markPaid('t', expiring.id, at(1));
    expect((await reservations.markRefunded('t', refunded.id))?.status).toBe('refunded');
    expect(await reservations.markRefunded('t', refunded.id)).toBeUndefined();
    expect(await reservations.markRefunded('t', pending.id)).toBeUndefined();
    expect(await reservations.claimExpired(at(48.9))).toEqual([]);
    const other = await openReservationStore(stores.open());
    const [first, second] = await Promise.all([reservations.claimExpired(at(49)), other.claimExpired(at(49))]);
    expect([...first, ...second].map((reservation) => [reservation.id, reservation.status])).toEqual([[expiring.id, 'expired']]);
    expect((await reservations.find('t', pending.id))?.status).toBe('pending');
    expect(await reservations.paidFor('t', 8)).toEqual([]);
  });
});
