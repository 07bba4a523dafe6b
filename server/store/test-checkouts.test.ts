import { describe, expect, it } from 'vitest';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';
import { openTestCheckoutStore } from './test-checkouts.ts';

describe.each(SQL_DIALECTS)('the test checkout store on %s', (dialect) => {
  const stores = testSqlStores(dialect);
  const checkout = {
    id: `test_${'a'.repeat(32)}`,
    tenant: 't',
    carId: 7,
    reservationId: 'r1',
    description: 'Refundable deposit',
    amount: 200.5,
    successUrl: 'http://t.localhost:4000/cars/x/checkout?reservation=r1',
    cancelUrl: 'http://t.localhost:4000/cars/x/checkout',
  };

  it('keeps a checkout paid on one server for the next to read, and moves each status once', async () => {
    const first = await openTestCheckoutStore(stores.open());
    await first.add(checkout, new Date());
    expect(await first.find(checkout.id)).toEqual({ ...checkout, status: 'open' });
    expect((await first.move(checkout.id, 'open', 'paid'))?.status).toBe('paid');
    // A restarted server (another connection) reads it paid, and a repeated Pay changes nothing.
    const restarted = await openTestCheckoutStore(stores.open());
    expect(await restarted.find(checkout.id)).toEqual({ ...checkout, status: 'paid' });
    expect((await restarted.move(checkout.id, 'open', 'paid'))?.status).toBe('paid');
    expect((await restarted.move(checkout.id, 'paid', 'refunded'))?.status).toBe('refunded');
    expect(await restarted.find(`test_${'b'.repeat(32)}`)).toBeUndefined();
    expect(await restarted.move(`test_${'b'.repeat(32)}`, 'open', 'paid')).toBeUndefined();
  });
});
