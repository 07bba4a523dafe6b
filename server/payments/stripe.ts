/**
 * Stripe Checkout: a session in payment mode for the deposit in AUD, naming the site and the reservation in its
 * metadata, and the webhook's events read only once their signature checks out against the raw body.
 */
import Stripe from 'stripe';
import type { PaymentNotice, PaymentProvider, StripeSettings } from './provider.ts';

/** Where the Stripe API is, for tests: the SDK's own host, port and protocol options. */
export type StripeApi = { host: string; port: number; protocol: 'http' | 'https' };

export interface StripePayments extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * The paid checkout, or the payment refunded in full, a webhook call tells of, or null for an event about anything
   * else; throws `Stripe.errors.StripeSignatureVerificationError` when the body was not signed with the webhook's secret.
   */
  verify(rawBody: Buffer, signature: string): Promise<PaymentNotice | null>;
}

function notice(kind: PaymentNotice['kind'], session: Stripe.Checkout.Session): PaymentNotice | null {
  const { tenant, reservation_id: reservationId } = session.metadata ?? {};
  if (session.payment_status !== 'paid' || !tenant || !reservationId) return null;
  return { kind, tenant, reservationId, sessionId: session.id };
}

const paymentIntentOf = (object: { payment_intent: string | { id: string } | null }) =>
  typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;

export function stripePayments(settings: StripeSettings): StripePayments {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, ...settings.api });
  return {
    name: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),
    async createCheckout(request) {
      const metadata = { tenant: request.tenant, reservation_id: request.reservationId, car_id: String(request.carId) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            { quantity: 1, price_data: { currency: 'aud', unit_amount: Math.round(request.amount * 100), product_data: { name: request.description } } },
          ],
          client_reference_id: request.reservationId,
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request makes one session for the reservation.
        { idempotencyKey: `reservation-${request.reservationId}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { url: session.url, sessionId: session.id };
    },
    async status(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status === 'paid') return 'paid';
      return session.status === 'expired' ? 'expired' : 'open';
    },
    async refund(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent = paymentIntentOf(session);
      if (!paymentIntent) throw new Error(`Stripe checkout session ${sessionId} has no payment to refund`);
      await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${sessionId}` });
    },
    async verify(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      // A delayed method (e.g. a bank debit) completes unpaid and succeeds later: `notice` waits for the paid one.
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') return notice('paid', event.data.object);
      if (event.type !== 'charge.refunded') return null;
      // A part refunded keeps the hold; the charge names its payment, whose checkout names the reservation.
      const paymentIntent = paymentIntentOf(event.data.object);
      if (!event.data.object.refunded || !paymentIntent) return null;
      const { data } = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
      return data[0] ? notice('refunded', data[0]) : null;
    },
  };
}
