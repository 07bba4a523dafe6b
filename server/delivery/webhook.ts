/**
 * Lead delivery by webhook: the JSON a dealer's endpoint receives, signed the way Stripe signs its webhooks, so a
 * receiver can check that a POST came from us, was not altered, and is not an old one played again.
 * verifySignature is what a receiver runs; it is exported for the README to point at and for the tests.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { LeadMessage } from '../../runtime/site/lead-message.ts';

export const SIGNATURE_HEADER = 'Dealer-Signature';
export const DELIVERY_ID_HEADER = 'Dealer-Delivery-Id';

/** Keys in code-unit order: the same record gives the same bytes however it was stored and read back. */
const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The lead as dealers' code reads it. Spelled out field by field rather than converted by a rule, so the public
 * shape changes only when this function does, never because an internal field was renamed.
 */
function leadJson(m: LeadMessage) {
  const { tenant, contact, car, location, tradeIn } = m;
  return {
    lead_id: m.leadId,
    created_at: m.createdAt,
    tenant: { slug: tenant.slug, name: tenant.name, url: tenant.url },
    kind: m.kind,
    category: m.category,
    subcategory: m.subcategory,
    delivery_category: m.deliveryCategory,
    contact: {
      name: contact.name,
      first_name: contact.firstName,
      last_name: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      postcode: contact.postcode,
      preferred_contact: contact.preferredContact,
    },
    message: m.message,
    car: car && {
      id: car.id,
      name: car.name,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      condition: car.condition,
      stock_number: car.stockNumber,
      vin: car.vin,
      price: car.price,
      url: car.url,
    },
    location: location && { id: location.id, name: location.name, phone: location.phone },
    requested_at: m.requestedAt,
    offer_id: m.offerId,
    budget: m.budget,
    deposit: m.deposit,
    trade_in: tradeIn && { rego: tradeIn.rego, state: tradeIn.state, kms: tradeIn.kms, offer_price: tradeIn.offerPrice, vehicle: tradeIn.vehicle },
    page_url: m.pageUrl,
    utm: sorted(m.utm),
    visited_pages: m.visitedPages,
    other_fields: sorted(m.otherFields),
  };
}

export function webhookBody(message: LeadMessage, deliveryId: string): string {
  return JSON.stringify({ type: 'lead.created', delivery_id: deliveryId, lead: leadJson(message) });
}

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();

/** `unixSeconds` is whole seconds: the receiver reads `t` as an integer. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, unixSeconds, body).toString('hex')}`;
}

/**
 * True when one of the header's v1 signatures is the body's under `secret` and its t is within the tolerance of
 * `now` (milliseconds, as Date.now gives) either way. Several v1 are accepted so a secret can be rotated.
 */
export function verifySignature(header: string, body: string, secret: string, options: { toleranceSeconds?: number; now?: number } = {}): boolean {
  const { toleranceSeconds = 300, now = Date.now() } = options;
  const pairs = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const timestamps = pairs.filter(([key, value]) => key === 't' && /^\d{1,12}$/.test(value));
  if (timestamps.length !== 1) return false;
  const timestamp = Number(timestamps[0]![1]);
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = hmac(secret, timestamp, body);
  // A signature that is not 64 hex digits cannot match; checking first keeps timingSafeEqual to equal lengths.
  return pairs.some(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/i.test(value) && timingSafeEqual(expected, Buffer.from(value, 'hex')));
}

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`);

/** The innermost cause's code (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED…): undici wraps it in "fetch failed". */
function reason(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  if (inner instanceof Error) return (inner as NodeJS.ErrnoException).code ?? inner.message;
  return String(inner);
}

/**
 * POSTs one delivery, signed now, and resolves when the endpoint answers 2xx. The delivery id is the same on every
 * try, so a receiver can drop a lead it already has. Any other outcome throws an Error whose message is plain
 * enough to show the dealer, with what went wrong underneath as its cause.
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  delivery: { deliveryId: string; body: string },
  options: { timeoutMs?: number; now?: () => number; userAgent?: string } = {},
): Promise<void> {
  const { timeoutMs = 10_000, now = Date.now, userAgent = 'dealer-gen' } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        [SIGNATURE_HEADER]: signatureHeader(target.secret, delivery.body, Math.floor(now() / 1000)),
        [DELIVERY_ID_HEADER]: delivery.deliveryId,
      },
      body: delivery.body,
      // A redirect could carry the lead to a host the dealer never configured.
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new Error(`Webhook did not answer within ${duration(timeoutMs)}`, { cause: error });
    throw new Error(`Webhook could not be reached: ${reason(error)}`, { cause: error });
  }
  // Only the status matters: cancelling reads none of the body and lets undici close the connection.
  await response.body?.cancel().catch(() => undefined);
  const { status } = response;
  if (status >= 200 && status < 300) return;
  const answered = `Webhook answered ${status} ${STATUS_CODES[status] ?? ''}`.trimEnd();
  throw new Error(status >= 300 && status < 400 ? `${answered}; redirects are not followed` : answered);
}
