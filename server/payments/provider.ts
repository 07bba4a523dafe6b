/**
 * Where a reservation's deposit is paid (vehicle spec §1: reserve a car online with a deposit). Stripe Checkout when
 * `DEALER_STRIPE_SECRET_KEY` and `DEALER_STRIPE_WEBHOOK_SECRET` are set (./stripe.ts); else, in the demo only, a test
 * checkout this server draws itself, where no money is taken (./test-checkout.ts); else none, and reserving online is off.
 */
import type { SqlStore } from '../store/sql/sql-store.ts';
import { openTestCheckoutStore } from '../store/test-checkouts.ts';
import { stripePayments, type StripeApi, type StripePayments } from './stripe.ts';
import { testPayments, type TestPayments } from './test-checkout.ts';

export interface CheckoutRequest {
  /** The site's slug. */
  tenant: string;
  carId: number;
  /** What the shopper pays for, as the checkout shows it. */
  description: string;
  /** Australian dollars, to the cent. */
  amount: number;
  reservationId: string;
  /** Absolute URLs on the site the shopper returns to. */
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  /** Where the shopper pays. */
  url: string;
  sessionId: string;
}

export type PaymentStatus = 'open' | 'paid' | 'expired';

/** A provider's word that a reservation's checkout was paid, or its payment refunded in full (e.g. from the provider's dashboard). */
export interface PaymentNotice {
  kind: 'paid' | 'refunded';
  tenant: string;
  reservationId: string;
  sessionId: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** No money is taken: the page says so. */
  readonly testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  status(sessionId: string): Promise<PaymentStatus>;
  /** Gives the whole deposit of a paid checkout back. */
  refund(sessionId: string): Promise<void>;
}

/** The providers there are, told apart by `name`. */
export type Payments = StripePayments | TestPayments;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another host for the Stripe API, for tests. */
  api?: StripeApi;
}

/** The secret key is set without the webhook's: payments could be taken and never be seen paid. */
export class StripeWebhookSecretMissingError extends Error {
  constructor() {
    super('DEALER_STRIPE_SECRET_KEY is set but DEALER_STRIPE_WEBHOOK_SECRET is not: paid deposits would never be seen');
    this.name = 'StripeWebhookSecretMissingError';
  }
}

/** Stripe's settings from the environment, or none; throws `StripeWebhookSecretMissingError` for a key without its webhook secret. */
export function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.DEALER_STRIPE_SECRET_KEY;
  if (!secretKey) return undefined;
  const webhookSecret = env.DEALER_STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new StripeWebhookSecretMissingError();
  return { secretKey, webhookSecret };
}

/**
 * Stripe when it is set up, else the demo's test checkout keeping its sessions in `sql`, else none: the reserve page
 * then offers the enquiry alone.
 */
export async function paymentProvider(options: { stripe?: StripeSettings | undefined; demo?: boolean | undefined; sql: SqlStore }): Promise<Payments | null> {
  if (options.stripe) return stripePayments(options.stripe);
  return options.demo ? testPayments(await openTestCheckoutStore(options.sql)) : null;
}
