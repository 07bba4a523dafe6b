import { describe, expect, it } from 'vitest';
import type { StockWriter } from '../stock/stock-writer.ts';
import { openLeadStore } from '../store/leads.ts';
import { openReservationStore } from '../store/reservations.ts';
import { testSqlStores } from '../store/sql/test-stores.ts';
import { reservationHolds } from './holds.ts';
import { testPayments } from './test-checkout.ts';

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
    const flags: string[] = [];
    const writer = { setReserved: async (uid: string, carId: number, reserved: boolean) => void flags.push(`${uid} ${carId} ${reserved}`) } as StockWriter;
    const payments = testPayments();
    let now = new Date('2026-01-01T00:00:00Z');
    const holds = reservationHolds({ store, payments, indexFor: () => ({ writer, uid: 'Cars' }), now: () => now });
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
      payments.pay(sessionId);
      return { id: reservation.id, sessionId };
    };
    const first = await reserve();
    const second = await reserve();
    expect((await holds.paid('t', first.id))?.status).toBe('paid');
    expect((await holds.paid('t', first.id))?.status).toBe('paid');
    now = new Date('2026-01-01T00:00:01Z');
    expect((await holds.paid('t', second.id))?.status).toBe('refunded');
    expect(payments.session(second.sessionId)?.status).toBe('refunded');
    expect(flags).toEqual(['Cars 7 true']);

    now = new Date('2026-01-02T23:59:59Z');
    expect(await holds.sweep()).toBe(0);
    now = new Date('2026-01-03T00:00:00Z');
    expect(await holds.sweep()).toBe(1);
    expect(await holds.sweep()).toBe(0);
    expect(flags).toEqual(['Cars 7 true', 'Cars 7 false']);

    // A deposit refunded at the provider releases the car too, once.
    const third = await reserve();
    await holds.paid('t', third.id);
    await holds.refunded('t', third.id);
    await holds.refunded('t', third.id);
    expect((await store.find('t', third.id))?.status).toBe('refunded');
    expect(flags.slice(2)).toEqual(['Cars 7 true', 'Cars 7 false']);
  });
});
