import { describe, expect, it } from 'vitest';
import { paymentProvider, stripeSettings, StripeWebhookSecretMissingError } from './provider.ts';
import { testCheckoutPage, testPayments } from './test-checkout.ts';

describe('the payment provider', () => {
  it('is Stripe when set up, else the test checkout in the demo only, else none', () => {
    const stripe = stripeSettings({ DEALER_STRIPE_SECRET_KEY: 'sk_live_x', DEALER_STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(paymentProvider({ stripe, demo: true })).toMatchObject({ name: 'stripe', testMode: false });
    expect(paymentProvider({ demo: true })).toMatchObject({ name: 'test', testMode: true });
    expect(paymentProvider({ demo: false })).toBeNull();
    expect(paymentProvider({})).toBeNull();
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

  it('is paid once, on the site it was made for, and refunded', async () => {
    const payments = testPayments();
    const { sessionId, url } = await payments.createCheckout(request);
    expect(url).toBe(`http://t.localhost:4000/api/payments/test/${sessionId}`);
    expect(await payments.status(sessionId)).toBe('open');
    expect(payments.pay(sessionId)?.status).toBe('paid');
    expect(payments.pay(sessionId)?.status).toBe('paid');
    expect(await payments.status(sessionId)).toBe('paid');
    await payments.refund(sessionId);
    expect(payments.session(sessionId)?.status).toBe('refunded');
    expect(await payments.status('test_unknown')).toBe('expired');
  });

  it('draws a page marked test mode, escaping what it shows', async () => {
    const payments = testPayments();
    const { sessionId } = await payments.createCheckout(request);
    const page = testCheckoutPage(payments.session(sessionId)!);
    expect(page).toContain('TEST MODE: no money is taken');
    expect(page).toContain('Pay $200 (test mode)');
    expect(page).toContain('Deposit for the &#60;Fast &#38; Loud&#62; ute');
    payments.pay(sessionId);
    expect(testCheckoutPage(payments.session(sessionId)!)).toContain('This checkout is no longer open.');
  });
});
