import { describe, expect, it } from 'vitest';
import type { StockReader } from '../stock/stock-reader.ts';
import type { StockWriter } from '../stock/stock-writer.ts';
import { openLeadStore } from '../store/leads.ts';
import { openReservationStore } from '../store/reservations.ts';
import { testSqlStores } from '../store/sql/test-stores.ts';
import { openTestCheckoutStore } from '../store/test-checkouts.ts';
import { reservationHolds } from './holds.ts';
import { testPayments } from './test-checkout.ts';

/** An index of cars by id holding only their reserved flag, recording each flag written. */
function fakeIndex(ids: number[]) {
  const reserved = new Map(ids.map((id) => [id, false]));
  const flags: string[] = [];
  const stock = {
    documents: async (_uid: string, asked: readonly (string | number)[]) =>
      asked.flatMap((id) => (reserved.has(Number(id)) ? [{ id: Number(id), reserved: reserved.get(Number(id)) }] : [])),
    setReserved: async (uid: string, carId: number, flag: boolean) => {
      if (reserved.has(carId)) reserved.set(carId, flag);
      flags.push(`${uid} ${carId} ${flag}`);
    },
  } as Partial<StockReader & StockWriter> as StockReader & StockWriter;
  return { stock, reserved, flags };
}

describe('reservation holds', () => {
  const stores = testSqlStores('sqlite');

  it('keeps the car for the first deposit paid, refunds a second, and releases the car when the hold expires', async () => {
    const sql = stores.open();
    const lead = await (
      await openLeadStore(sql)
    ).add({
      tenant: 't',
      kind: 'reservation',
      category: 'Reserve Car',
      subcategory: null,
      carId: 7,
      userId: null,
      email: null,
      phone: null,
      payload: {},
      ip: '127.0.0.1',
    });
    const store = await openReservationStore(sql);
    const { stock, reserved, flags } = fakeIndex([7]);
    const payments = testPayments(await openTestCheckoutStore(sql));
    let now = new Date('2026-01-01T00:00:00Z');
    const holds = reservationHolds({ store, payments, indexFor: () => ({ stock, uid: 'Cars' }), now: () => now });
    const reserve = async () => {
      const reservation = await store.create({ tenant: 't', carId: 7, leadId: lead.id, amountCents: 20_000 }, now);
      const { sessionId } = await payments.createCheckout({
        tenant: 't',
        carId: 7,
        description: 'd',
        amount: 200,
        reservationId: reservation.id,
        successUrl: 'http://t/',
        cancelUrl: 'http://t/',
      });
      await store.attachSession('t', reservation.id, sessionId);
      await payments.pay(sessionId);
      return { id: reservation.id, sessionId };
    };
    const first = await reserve();
    const second = await reserve();
    expect((await holds.paid('t', first.id))?.status).toBe('paid');
    expect((await holds.paid('t', first.id))?.status).toBe('paid');
    now = new Date('2026-01-01T00:00:01Z');
    expect((await holds.paid('t', second.id))?.status).toBe('refunded');
    expect((await payments.session(second.sessionId))?.status).toBe('refunded');
    expect(flags).toEqual(['Cars 7 true']);

    // An import writes the feed's flag; the next sweep flags the held car again, and leaves a flagged one alone.
    reserved.set(7, false);
    expect(await holds.sweep()).toBe(0);
    expect(reserved.get(7)).toBe(true);
    expect(await holds.sweep()).toBe(0);
    expect(flags).toEqual(['Cars 7 true', 'Cars 7 true']);

    now = new Date('2026-01-02T23:59:59Z');
    expect(await holds.sweep()).toBe(0);
    now = new Date('2026-01-03T00:00:00Z');
    expect(await holds.sweep()).toBe(1);
    expect(await holds.sweep()).toBe(0);
    expect(flags).toEqual(['Cars 7 true', 'Cars 7 true', 'Cars 7 false']);

    // A deposit refunded at the provider releases the car too, once.
    const third = await reserve();
    await holds.paid('t', third.id);
    await holds.refunded('t', third.id);
    await holds.refunded('t', third.id);
    expect((await store.find('t', third.id))?.status).toBe('refunded');
    expect(flags.slice(3)).toEqual(['Cars 7 true', 'Cars 7 false']);
  });

  it('flags again the held cars of every other tenant when one tenant’s engine fails', async () => {
    const sql = stores.open();
    const leads = await openLeadStore(sql);
    const store = await openReservationStore(sql);
    const held = async (tenant: string) => {
      const lead = await leads.add({
        tenant,
        kind: 'reservation',
        category: 'Reserve Car',
        subcategory: null,
        carId: 7,
        userId: null,
        email: null,
        phone: null,
        payload: {},
        ip: '127.0.0.1',
      });
      const reservation = await store.create({ tenant, carId: 7, leadId: lead.id, amountCents: 20_000 }, new Date());
      await store.markPaid(tenant, reservation.id, new Date());
    };
    await held('down');
    await held('up');
    const up = fakeIndex([7]);
    const down = { documents: () => Promise.reject(new Error('engine down')) } as Partial<StockReader & StockWriter> as StockReader & StockWriter;
    const holds = reservationHolds({ store, payments: null, indexFor: (tenant) => ({ stock: tenant === 'up' ? up.stock : down, uid: 'Cars' }) });
    await expect(holds.sweep()).rejects.toThrow('Held cars were not all flagged reserved again');
    expect(up.reserved.get(7)).toBe(true);
  });
});
