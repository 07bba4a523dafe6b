/**
 * How a lead comes in, whichever route takes it (the forms' ./leads.ts, a chat message left while no staff are on in
 * server/chat): the lead as the dealer reads it and its delivery targets are made from the submission's facts, then
 * stored with it in one transaction, once per Idempotency-Key, and the outbox worker is woken to send it.
 */
import type { FastifyRequest } from 'fastify';
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { leadMessageDraft, type LeadFacts } from '../delivery/lead-message-of.ts';
import { targetsFor } from '../delivery/targets.ts';
import { carById } from '../stock/site-cars.ts';
import type { LeadStore, LeadWrites, StoredLead, Submission } from '../store/leads.ts';
import type { ApiContext } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * The car a submission is about, as it is now; null for one the site no longer lists or that cannot be read.
 * It is read before the lead's transaction starts (see `submitOnce`), as it was when the shopper asked.
 */
export async function carOf(context: ApiContext, request: FastifyRequest, tenant: Tenant, carId: number | undefined): Promise<Car | null | undefined> {
  if (carId === undefined) return undefined;
  return carById(context.stockFor(tenant), tenant, carId).catch((error: unknown) => {
    // The lead matters more than its car's details: it is stored and sent with the car's id alone.
    request.log.warn({ err: error, tenant: tenant.slug }, 'the car of a lead could not be read');
    return null;
  });
}

/** The lead as the dealer will read it, and the tenant's delivery targets that take it; both go into the lead's transaction. */
export function delivered(facts: LeadFacts) {
  const message = leadMessageDraft(facts);
  const deliverTo = targetsFor(facts.tenant.leads.delivery, { category: message.deliveryCategory, locationId: message.location?.id ?? null });
  return { message, deliverTo };
}

/**
 * Stores the lead `create` adds once per submission key. `create` reads nothing but through the writes it is
 * given: on SQLite the transaction holds the store's one connection, so any other query would wait for it forever.
 */
export function leadSubmitter(store: LeadStore, leadStored: (() => void) | undefined) {
  return async function submitOnce<A>(
    tenant: Tenant,
    submission: Submission | null,
    delivery: { deliverTo: readonly unknown[] },
    create: (leads: LeadWrites) => Promise<{ lead: StoredLead; answer: A }>,
  ) {
    const submitted = await store.submitOnce(tenant.slug, submission, create);
    if (submitted === 'conflict') throw new ApiError('unprocessable', 'This Idempotency-Key was already used for a different request');
    // Acknowledged once stored: the shopper never waits on delivery, which the outbox worker now starts.
    if (!submitted.repeated && delivery.deliverTo.length > 0) leadStored?.();
    return submitted;
  };
}
