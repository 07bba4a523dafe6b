/**
 * Reserving a car with a deposit (vehicle spec §1, §9). The reserve form's lead is stored by /api/leads as any
 * enquiry; POST /api/reservations then records the reservation with that lead and answers where to pay. The payment
 * provider tells this server the deposit was paid (Stripe's signed webhook, or the demo's test checkout), and the
 * car is held (../payments/holds.ts); GET /api/reservations/:id answers the success page how the hold stands.
 * Without a provider (no Stripe and not the demo) reserving online is off and only the enquiry is sent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { carName } from '../../runtime/site/car-facts.ts';
import { eligibleForReservation, reservationDeposit } from '../../runtime/site/availability.ts';
import { HOLD_SWEEP_MS, reservationHolds, type CarIndexFor, type Holds } from '../payments/holds.ts';
import type { Payments } from '../payments/provider.ts';
import type { StripePayments } from '../payments/stripe.ts';
import { testCheckoutPage, type TestPayments } from '../payments/test-checkout.ts';
import { carById } from '../stock/site-cars.ts';
import { openLeadStore, PUBLIC_ID } from '../store/leads.ts';
import { openReservationStore, type Reservation } from '../store/reservations.ts';
import { tenantOf, type ApiContext } from './context.ts';
import { ApiError, parseBody } from './errors.ts';

export const RESERVING_OFF_MESSAGE = 'Reserving online is not available on this site. Your enquiry has been sent and the dealer will be in touch.';

/** How deposits are taken and where they flag cars reserved; without them reserving online is off. */
export interface ReservationSetup {
  payments: Payments | null;
  indexFor: CarIndexFor;
}

type ReservationOptions = ApiContext & ReservationSetup;

const reserveSchema = z.strictObject({
  car_id: z.number().int().positive(),
  lead_id: z.string().regex(PUBLIC_ID),
  /** The reserve page the shopper is on (its path differs by site), where the checkout sends them back: a path on this site only. */
  return_path: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])\S*$/, 'Must be a path on this site'),
});
const idParams = z.strictObject({ id: z.string().regex(PUBLIC_ID) });
const sessionParams = z.strictObject({ session: z.string().regex(/^test_[0-9a-f]{32}$/) });

const answer = (reservation: Reservation) => ({
  id: reservation.id,
  car_id: reservation.carId,
  amount: reservation.amountCents / 100,
  status: reservation.status,
  paid_at: reservation.paidAt,
  expires_at: reservation.expiresAt,
});

const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function reservationRoutes(app: FastifyInstance, options: ReservationOptions): Promise<void> {
  const { payments } = options;
  // The reservations table refers to leads, so theirs is made first.
  const leads = await openLeadStore(options.sql);
  const store = await openReservationStore(options.sql);

  app.get('/reservations/online', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { online: payments !== null, test_mode: payments?.testMode ?? false };
  });

  app.post('/reservations', async (request) => {
    const tenant = tenantOf(options, request);
    const body = parseBody(reserveSchema, request.body);
    if (!payments) throw new ApiError('unavailable', RESERVING_OFF_MESSAGE);
    const car = await carById(options.stockFor(tenant), tenant, body.car_id);
    if (!car) throw new ApiError('not_found', 'That car is not listed on this site');
    // A held car an import has just unflagged (until the next sweep flags it again) is not free either.
    if (!eligibleForReservation(car) || (await store.paidFor(tenant.slug, car.id)).length > 0)
      throw new ApiError('unprocessable', "This car can't be reserved online right now");
    const lead = await leads.find(tenant.slug, body.lead_id);
    if (!lead || lead.carId !== car.id) throw new ApiError('bad_request', 'Send the enquiry about this car first');
    const amount = reservationDeposit(car);
    const reservation = await store.create({ tenant: tenant.slug, carId: car.id, leadId: lead.id, amountCents: Math.round(amount * 100) }, new Date());
    const page = new URL(body.return_path, siteOrigin(request));
    const back = new URL(page);
    back.searchParams.set('reservation', reservation.id);
    const checkout = await payments.createCheckout({
      tenant: tenant.slug,
      carId: car.id,
      description: `Refundable deposit to reserve the ${carName(car)}`,
      amount,
      reservationId: reservation.id,
      successUrl: back.href,
      cancelUrl: page.href,
    });
    await store.attachSession(tenant.slug, reservation.id, checkout.sessionId);
    return { reservation_id: reservation.id, checkout_url: checkout.url, test_mode: payments.testMode };
  });

  // Holds paid while this server had a provider still end when it has none.
  const holds = reservationHolds({ store, payments, indexFor: options.indexFor });
  installHoldSweep(app, holds);

  app.get('/reservations/:id', async (request, reply) => {
    const tenant = tenantOf(options, request);
    const { id } = parseBody(idParams, request.params);
    let reservation = await store.find(tenant.slug, id);
    if (!reservation) throw new ApiError('not_found', 'No such reservation');
    // The shopper may be back before the provider's notice: its own word on the checkout settles it.
    if (payments && reservation.status === 'pending' && reservation.sessionId && (await payments.status(reservation.sessionId)) === 'paid')
      reservation = (await holds.paid(tenant.slug, id)) ?? reservation;
    void reply.header('cache-control', 'no-store');
    return answer(reservation);
  });

  if (payments?.name === 'test') await app.register(testCheckoutRoutes, { ...options, payments, holds });
  if (payments?.name === 'stripe') await app.register(stripeWebhookRoute, { payments, holds });
}

/** Each server looks for ended holds at its start and every few minutes; claiming them is one UPDATE, so servers never end one twice. */
function installHoldSweep(app: FastifyInstance, holds: Holds): void {
  const sweep = () => holds.sweep().catch((error: unknown) => app.log.error({ err: error }, 'the reservation hold sweep failed'));
  const timer = setInterval(sweep, HOLD_SWEEP_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

async function testCheckoutRoutes(app: FastifyInstance, options: ReservationOptions & { payments: TestPayments; holds: Holds }): Promise<void> {
  // The page's buttons are plain forms; their (empty) bodies are not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, null));
  const sessionOf = async (request: FastifyRequest) => {
    const { session: id } = parseBody(sessionParams, request.params);
    const session = await options.payments.session(id);
    if (!session || session.tenant !== tenantOf(options, request).slug) throw new ApiError('not_found', 'No such test checkout');
    return session;
  };
  app.get('/payments/test/:session', async (request, reply) => {
    const session = await sessionOf(request);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(testCheckoutPage(session));
  });
  app.post('/payments/test/:session/pay', async (request, reply) => {
    const session = (await options.payments.pay((await sessionOf(request)).id))!;
    await options.holds.paid(session.tenant, session.reservationId);
    return reply.redirect(session.successUrl, 303);
  });
  app.post('/payments/test/:session/cancel', async (request, reply) => reply.redirect((await sessionOf(request)).cancelUrl, 303));
}

/** Stripe's webhook: its signature is checked on the body exactly as sent, so this route alone reads the body raw. */
async function stripeWebhookRoute(app: FastifyInstance, options: { payments: StripePayments; holds: Holds }): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/payments/stripe/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new ApiError('bad_request', 'A signed Stripe event is expected');
    let notice;
    try {
      notice = await options.payments.verify(request.body, signature);
    } catch (error) {
      // Anything else (Stripe not answering about a refund) is a 500, which Stripe sends again later.
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new ApiError('bad_request', `The Stripe event was not accepted: ${error.message}`);
      throw error;
    }
    if (notice?.kind === 'paid') await options.holds.paid(notice.tenant, notice.reservationId);
    if (notice?.kind === 'refunded') await options.holds.refunded(notice.tenant, notice.reservationId);
    return { received: true };
  });
}
