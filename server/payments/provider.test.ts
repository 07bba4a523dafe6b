import { describe, expect, it } from 'vitest';
import { testSqlStores } from '../store/sql/test-stores.ts';
import { openTestCheckoutStore } from '../store/test-checkouts.ts';
import { paymentProvider, stripeSettings, StripeWebhookSecretMissingError } from './provider.ts';
import { testCheckoutPage, testPayments } from './test-checkout.ts';

const stores = testSqlStores('sqlite');

describe('the payment provider', () => {
  it('is Stripe when set up, else the test checkout in the demo only, else none', async () => {
    const sql = stores.open();
    const stripe = stripeSettings({ DEALER_STRIPE_SECRET_KEY: 'sk_live_x', DEALER_STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(await paymentProvider({ stripe, demo: true, sql })).toMatchObject({ name: 'stripe', testMode: false });
    expect(await paymentProvider({ demo: true, sql })).toMatchObject({ name: 'test', testMode: true });
    expect(await paymentProvider({ demo: false, sql })).toBeNull();
    expect(await paymentProvider({ sql })).toBeNull();
    expect(stripeSettings({})).toBeUndefined();
    expect(() => stripeSettings({ DEALER_STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(StripeWebhookSecretMissingError);
  });
});

describe('the test checkout', () => {
  const request = {
    tenant: 't',
    carId: 7,
    description: 'Deposit for the <Fast & Loud> ute',
    amount: 200,
    reservationId: 'r1',
    successUrl: 'http://t.localhost:4000/cars/x/checkout?reservation=r1',
    cancelUrl: 'http://t.localhost:4000/cars/x/checkout',
  };

  it('is paid once, on the site it was made for, and refunded, surviving a restart', async () => {
    const payments = testPayments(await openTestCheckoutStore(stores.open()));
    const { sessionId, url } = await payments.createCheckout(request);
    expect(url).toBe(`http://t.localhost:4000/api/payments/test/${sessionId}`);
    expect(await payments.status(sessionId)).toBe('open');
    expect((await payments.pay(sessionId))?.status).toBe('paid');
    expect((await payments.pay(sessionId))?.status).toBe('paid');
    const restarted = testPayments(await openTestCheckoutStore(stores.open()));
    expect(await restarted.status(sessionId)).toBe('paid');
    await restarted.refund(sessionId);
    expect((await restarted.session(sessionId))?.status).toBe('refunded');
    expect(await restarted.status(sessionId)).toBe('paid');
    expect(await restarted.status('test_unknown')).toBe('expired');
  });

  it('draws a page marked test mode, escaping what it shows', async () => {
    const payments = testPayments(await openTestCheckoutStore(stores.open()));
    const { sessionId } = await payments.createCheckout(request);
    const page = testCheckoutPage((await payments.session(sessionId))!);
    expect(page).toContain('TEST MODE: no money is taken');
    expect(page).toContain('Pay $200 (test mode)');
    expect(page).toContain('Deposit for the &#60;Fast &#38; Loud&#62; ute');
    await payments.pay(sessionId);
    expect(testCheckoutPage((await payments.session(sessionId))!)).toContain('This checkout is no longer open.');
  });
});
