/**
 * The demo's checkout: a page this server draws at /api/payments/test/<session>, clearly in test mode, where
 * "Pay" marks the checkout paid without any money moving. Sessions are kept in the stores (../store/test-checkouts.ts),
 * so a restart between paying and the return to the site loses no paid checkout; `paymentProvider` never gives
 * this provider outside the demo.
 */
import { randomBytes } from 'node:crypto';
import type { TestCheckout, TestCheckoutStore } from '../store/test-checkouts.ts';
import type { PaymentProvider } from './provider.ts';

export const TEST_CHECKOUT_PATH = '/api/payments/test/';

export interface TestPayments extends PaymentProvider {
  readonly name: 'test';
  session(id: string): Promise<TestCheckout | undefined>;
  /** Marks an open session paid; the session as it now is, or undefined when there is none. */
  pay(id: string): Promise<TestCheckout | undefined>;
}

export function testPayments(sessions: TestCheckoutStore): TestPayments {
  return {
    name: 'test',
    testMode: true,
    async createCheckout(request) {
      const id = `test_${randomBytes(16).toString('hex')}`;
      await sessions.add({ ...request, id }, new Date());
      return { sessionId: id, url: new URL(`${TEST_CHECKOUT_PATH}${id}`, request.successUrl).href };
    },
    async status(id) {
      const status = (await sessions.find(id))?.status ?? 'expired';
      return status === 'refunded' ? 'paid' : status;
    },
    async refund(id) {
      await sessions.move(id, 'paid', 'refunded');
    },
    session: (id) => sessions.find(id),
    pay: (id) => sessions.move(id, 'open', 'paid'),
  };
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

/** The test checkout's page: what is paid for, and Pay or Cancel, each a form posting back to this server. */
export function testCheckoutPage(session: TestCheckout): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const action = `${TEST_CHECKOUT_PATH}${session.id}`;
  const body =
    session.status === 'open'
      ? `<p>${escape(session.description)}</p>
<form method="post" action="${action}/pay"><button type="submit">Pay ${dollars(session.amount)} (test mode)</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>`
      : `<p>This checkout is no longer open.</p>`;
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>TEST MODE checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}.test-mode{background:#fde68a;border:2px solid #b45309;padding:.75rem;font-weight:700}button{font:inherit;padding:.5rem 1rem;margin:.25rem 0}</style>
</head><body>
<p class="test-mode" role="note">TEST MODE: no money is taken. This is the demo's checkout, not a real payment page.</p>
<h1>Pay your ${dollars(session.amount)} deposit</h1>
${body}
</body></html>`;
}
