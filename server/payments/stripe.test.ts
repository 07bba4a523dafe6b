import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripePayments } from './stripe.ts';

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_fake';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** The Stripe API as far as the adapter calls it: each request is kept, and a checkout session answered. */
let api: Server;
let port: number;
const seen: Seen[] = [];
const session = (overrides: Record<string, unknown>) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  status: 'open',
  payment_status: 'unpaid',
  payment_intent: null,
  metadata: { tenant: 'coastal-nissan', reservation_id: 'r1' },
  ...overrides,
});

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, path: request.url!, headers: request.headers, form: new URLSearchParams(body) });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v1/refunds') return response.end(JSON.stringify({ id: 're_1', object: 'refund', status: 'succeeded' }));
      if (request.url?.startsWith('/v1/checkout/sessions?'))
        return response.end(
          JSON.stringify({
            object: 'list',
            url: '/v1/checkout/sessions',
            has_more: false,
            data: [session({ payment_status: 'paid', payment_intent: 'pi_1' })],
          }),
        );
      const paid = request.url?.startsWith('/v1/checkout/sessions/cs_test_paid');
      response.end(JSON.stringify(session(paid ? { id: 'cs_test_paid', status: 'complete', payment_status: 'paid', payment_intent: 'pi_1' } : {})));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  port = (api.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const payments = () => stripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port, protocol: 'http' } });

describe('the Stripe Checkout adapter', () => {
  it('asks for a payment-mode session for the deposit in AUD, naming the site and reservation', async () => {
    seen.length = 0;
    const checkout = await payments().createCheckout({
      tenant: 'coastal-nissan',
      carId: 7,
      description: 'Refundable deposit to reserve the 2021 Nissan X-Trail',
      amount: 200,
      reservationId: 'r1',
      successUrl: 'https://coastal.example/cars/x/checkout?reservation=r1',
      cancelUrl: 'https://coastal.example/cars/x/checkout',
    });
    expect(checkout).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request!.headers['idempotency-key']).toBe('reservation-r1');
    expect(Object.fromEntries(request!.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': 'Refundable deposit to reserve the 2021 Nissan X-Trail',
      client_reference_id: 'r1',
      'metadata[tenant]': 'coastal-nissan',
      'metadata[reservation_id]': 'r1',
      'metadata[car_id]': '7',
      'payment_intent_data[metadata][tenant]': 'coastal-nissan',
      'payment_intent_data[metadata][reservation_id]': 'r1',
      'payment_intent_data[metadata][car_id]': '7',
      success_url: 'https://coastal.example/cars/x/checkout?reservation=r1',
      cancel_url: 'https://coastal.example/cars/x/checkout',
    });
  });

  it('reads a session’s status and refunds its payment', async () => {
    seen.length = 0;
    expect(await payments().status('cs_test_1')).toBe('open');
    expect(await payments().status('cs_test_paid')).toBe('paid');
    await payments().refund('cs_test_paid');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(seen.at(-1)!.form.get('payment_intent')).toBe('pi_1');
    await expect(payments().refund('cs_test_1')).rejects.toThrow('has no payment to refund');
  });

  it('accepts only webhook events signed with its secret, and tells of paid checkouts and full refunds alone', async () => {
    const sign = (payload: string, secret = WEBHOOK_SECRET) => new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret });
    const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: session(object) } });
    const paid = event('checkout.session.completed', { payment_status: 'paid' });
    expect(await payments().verify(Buffer.from(paid), sign(paid))).toEqual({
      kind: 'paid',
      tenant: 'coastal-nissan',
      reservationId: 'r1',
      sessionId: 'cs_test_1',
    });
    // A delayed payment method completes the session unpaid.
    const unpaid = event('checkout.session.completed', { payment_status: 'unpaid' });
    expect(await payments().verify(Buffer.from(unpaid), sign(unpaid))).toBeNull();
    const other = event('customer.created', {});
    expect(await payments().verify(Buffer.from(other), sign(other))).toBeNull();
    seen.length = 0;
    const charge = (refunded: boolean) =>
      JSON.stringify({
        id: 'evt_2',
        object: 'event',
        type: 'charge.refunded',
        data: { object: { id: 'ch_1', object: 'charge', refunded, payment_intent: 'pi_1' } },
      });
    expect(await payments().verify(Buffer.from(charge(true)), sign(charge(true)))).toEqual({
      kind: 'refunded',
      tenant: 'coastal-nissan',
      reservationId: 'r1',
      sessionId: 'cs_test_1',
    });
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v1/checkout/sessions?payment_intent=pi_1&limit=1']);
    // A part refunded keeps the hold.
    expect(await payments().verify(Buffer.from(charge(false)), sign(charge(false)))).toBeNull();
    await expect(payments().verify(Buffer.from(paid), sign(paid, 'whsec_other'))).rejects.toThrow(Stripe.errors.StripeSignatureVerificationError);
    await expect(payments().verify(Buffer.from(paid.replace('r1', 'r2')), sign(paid))).rejects.toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
