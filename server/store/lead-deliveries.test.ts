import { describe, expect, it } from 'vitest';
import type { LeadDeliveryTarget } from '../../schema/tenant.ts';
import { storedLead } from '../delivery/lead-message.fixture.ts';
import { DELIVERY_RETRY_WINDOW_MS, leadDeliveryStore, type ClaimedDelivery, type LeadDeliveryStore } from './lead-deliveries.ts';
import { openLeadStore, type LeadStore, type NewLead } from './leads.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

const HARBOURSIDE = 'harbourside-auto-group';
const REDGUM = 'redgum-used-cars';
const T0 = Date.parse('2025-03-14T01:23:45.000Z');
const LEASE = 60_000;
const DAY = 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const WEBHOOK: LeadDeliveryTarget = {
  type: 'webhook',
  url: 'https://crm.example.com/hooks/leads',
  secretEnv: 'HARBOURSIDE_WEBHOOK_SECRET',
  categories: ['sales'],
};
const EMAIL: LeadDeliveryTarget = { type: 'email', to: ['sales@harbourside.example.com'], format: 'adf' };

const enquiry = (tenant: string, deliverTo: readonly LeadDeliveryTarget[] = [WEBHOOK, EMAIL]): NewLead => storedLead(tenant, deliverTo);

const ids = (deliveries: readonly { id: number }[]) => deliveries.map((delivery) => delivery.id).sort((a, b) => a - b);

describe.each(SQL_DIALECTS)('the lead delivery outbox on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  /** One server's stores over a connection of its own; the leads store migrates both. */
  async function server(): Promise<{ leads: LeadStore; deliveries: LeadDeliveryStore }> {
    const sql = stores.open();
    return { leads: await openLeadStore(sql), deliveries: leadDeliveryStore(sql) };
  }

  it('writes a lead’s message and one pending delivery a target, due when the lead came in', async () => {
    const { leads, deliveries } = await server();
    const stored = await leads.add(enquiry(HARBOURSIDE), new Date(T0));
    const listed = await deliveries.list(HARBOURSIDE);
    expect(listed).toEqual(
      [WEBHOOK, EMAIL].map((target) => ({
        id: expect.any(Number),
        deliveryId: expect.stringMatching(UUID),
        tenant: HARBOURSIDE,
        leadId: stored.id,
        target,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: T0,
        lastError: null,
        createdAt: T0,
        deliveredAt: null,
      })),
    );
    expect(new Set(listed.map((delivery) => delivery.deliveryId)).size).toBe(2);
    // The message is kept with the lead, its public id and instant filled in.
    const record = await leads.find(HARBOURSIDE, stored.publicId);
    expect(record?.message).toEqual({ ...enquiry(HARBOURSIDE).message, leadId: stored.publicId, createdAt: '2025-03-14T01:23:45.000Z' });
    // A lead for no target (or from before messages were kept) has no deliveries; one without a message keeps none.
    const { message: _message, ...bare } = enquiry(REDGUM, []);
    const quiet = await leads.add(bare, new Date(T0));
    expect(await deliveries.list(REDGUM)).toEqual([]);
    expect((await leads.find(REDGUM, quiet.publicId))?.message).toBeNull();
    expect(await deliveries.nextDue()).toBe(T0);
  });

  it('leaves no delivery of a lead whose transaction rolled back', async () => {
    const { leads, deliveries } = await server();
    const refused = leads.submitOnce(HARBOURSIDE, { key: 'rolled-back-0123456789', requestHash: 'h1' }, async (writes) => {
      await writes.add(enquiry(HARBOURSIDE), new Date(T0));
      throw new Error('refused after the insert');
    });
    await expect(refused).rejects.toThrow('refused after the insert');
    expect(await leads.list(HARBOURSIDE)).toEqual([]);
    expect(await deliveries.list(HARBOURSIDE)).toEqual([]);
    expect(await deliveries.nextDue()).toBeNull();
    expect(await deliveries.claim(T0 + DAY, 10, LEASE)).toEqual([]);
    // The same submission made good stores its lead with its deliveries.
    const submitted = await leads.submitOnce(HARBOURSIDE, { key: 'rolled-back-0123456789', requestHash: 'h1' }, async (writes) => {
      const lead = await writes.add(enquiry(HARBOURSIDE), new Date(T0));
      return { lead, answer: null };
    });
    expect(submitted).toMatchObject({ repeated: false });
    expect((await deliveries.list(HARBOURSIDE)).map((delivery) => delivery.leadId)).toEqual(
      submitted === 'conflict' ? [] : [submitted.lead.id, submitted.lead.id],
    );
  });

  it('writes a lead and its deliveries together on the store too: a lead whose deliveries could not be written is not stored', async () => {
    const sql = stores.open();
    const leads = await openLeadStore(sql);
    // The outbox cannot be written (here its table is away), after the lead's row was.
    await sql.db.schema.alterTable('lead_deliveries').renameTo('lead_deliveries_away').execute();
    await expect(leads.add(enquiry(HARBOURSIDE), new Date(T0))).rejects.toThrow();
    await sql.db.schema.alterTable('lead_deliveries_away').renameTo('lead_deliveries').execute();
    expect(await leads.list(HARBOURSIDE)).toEqual([]);
    const stored = await leads.add(enquiry(HARBOURSIDE), new Date(T0));
    expect((await leadDeliveryStore(sql).list(HARBOURSIDE)).map((delivery) => delivery.leadId)).toEqual([stored.id, stored.id]);
  });

  it('claims due deliveries with their message, counting a try, and holds each claimed until its lease ends', async () => {
    const { leads, deliveries } = await server();
    const stored = await leads.add(enquiry(HARBOURSIDE), new Date(T0));
    const later = await leads.add(enquiry(HARBOURSIDE, [WEBHOOK]), new Date(T0 + 3600_000));
    const message = (await leads.find(HARBOURSIDE, stored.publicId))!.message;

    const claimed = await deliveries.claim(T0, 10, LEASE);
    const listed = await deliveries.list(HARBOURSIDE);
    expect(claimed).toEqual(listed.filter((delivery) => delivery.leadId === stored.id).map((delivery) => ({ ...delivery, message })));
    expect(claimed.map((delivery) => [delivery.attempts, delivery.status])).toEqual([
      [1, 'pending'],
      [1, 'pending'],
    ]);
    // Held: not claimed again, by this server or another, until the lease ends.
    const other = leadDeliveryStore(stores.open());
    expect(await deliveries.claim(T0 + LEASE - 1, 10, LEASE)).toEqual([]);
    expect(await other.claim(T0 + LEASE - 1, 10, LEASE)).toEqual([]);
    // Then a server that died mid-send has its deliveries tried again: one at a time, as the limit says.
    const first = await other.claim(T0 + LEASE, 1, DAY);
    const second = await other.claim(T0 + LEASE, 10, DAY);
    expect([first.length, second.length]).toEqual([1, 1]);
    expect(ids([...first, ...second])).toEqual(ids(claimed));
    expect([...first, ...second].map((delivery) => delivery.attempts)).toEqual([2, 2]);
    // The later lead's delivery is not due before its time, and is then.
    expect(await other.claim(T0 + 3600_000 - 1, 10, LEASE)).toEqual([]);
    const due = await other.claim(T0 + 3600_000, 10, LEASE);
    expect(due.map((delivery) => [delivery.leadId, delivery.attempts, delivery.message.leadId])).toEqual([[later.id, 1, later.publicId]]);
  });

  it('retries a failed try at the time given, and marks it failed once that is past its 24-hour window', async () => {
    const { leads, deliveries } = await server();
    await leads.add(enquiry(HARBOURSIDE, [WEBHOOK]), new Date(T0));
    const [delivery] = await deliveries.claim(T0, 10, LEASE);
    expect(await deliveries.failed(delivery!.id, 'Webhook answered 500 Internal Server Error', T0 + 5_000)).toBe('pending');
    expect(await deliveries.list(HARBOURSIDE)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, nextAttemptAt: T0 + 5_000, lastError: 'Webhook answered 500 Internal Server Error' }),
    ]);
    expect(await deliveries.nextDue()).toBe(T0 + 5_000);
    // Due at its retry time, its lease given up by the failure.
    expect(await deliveries.claim(T0 + 4_999, 10, LEASE)).toEqual([]);
    expect((await deliveries.claim(T0 + 5_000, 10, LEASE)).map((claimed) => claimed.attempts)).toEqual([2]);
    // A retry still inside the window stays pending; one past it is the last.
    expect(await deliveries.failed(delivery!.id, 'Webhook could not be reached: ECONNREFUSED', T0 + DELIVERY_RETRY_WINDOW_MS - 1)).toBe('pending');
    expect(DELIVERY_RETRY_WINDOW_MS).toBe(DAY);
    expect((await deliveries.claim(T0 + DAY - 1, 10, LEASE)).map((claimed) => claimed.attempts)).toEqual([3]);
    expect(await deliveries.failed(delivery!.id, 'Webhook did not answer within 10 s', T0 + DAY + 1_800_000)).toBe('failed');
    expect(await deliveries.list(HARBOURSIDE, { status: 'failed' })).toEqual([
      expect.objectContaining({ id: delivery!.id, status: 'failed', attempts: 3, lastError: 'Webhook did not answer within 10 s', deliveredAt: null }),
    ]);
    // Kept, but never claimed again on its own.
    expect(await deliveries.nextDue()).toBeNull();
    expect(await deliveries.claim(T0 + 7 * DAY, 10, LEASE)).toEqual([]);
  });

  it('marks a delivery delivered, clearing its last error, and claims it no more', async () => {
    const { leads, deliveries } = await server();
    await leads.add(enquiry(HARBOURSIDE, [WEBHOOK]), new Date(T0));
    const [delivery] = await deliveries.claim(T0, 10, LEASE);
    await deliveries.failed(delivery!.id, 'Webhook answered 503 Service Unavailable', T0 + 5_000);
    await deliveries.claim(T0 + 5_000, 10, LEASE);
    await deliveries.delivered([delivery!.id], T0 + 5_250);
    expect(await deliveries.list(HARBOURSIDE)).toEqual([
      expect.objectContaining({ id: delivery!.id, status: 'delivered', attempts: 2, lastError: null, deliveredAt: T0 + 5_250 }),
    ]);
    expect(await deliveries.nextDue()).toBeNull();
    expect(await deliveries.claim(T0 + 7 * DAY, 10, LEASE)).toEqual([]);
  });

  it('lists a tenant’s deliveries in order, all or by status', async () => {
    const { leads, deliveries } = await server();
    await leads.add(enquiry(HARBOURSIDE), new Date(T0));
    await leads.add(enquiry(HARBOURSIDE, [WEBHOOK]), new Date(T0 + 1_000));
    await leads.add(enquiry(REDGUM, [EMAIL]), new Date(T0));
    const [a, b, c] = await deliveries.list(HARBOURSIDE);
    await deliveries.claim(T0 + 1_000, 10, LEASE);
    await deliveries.delivered([a!.id], T0 + 2_000);
    await deliveries.failed(b!.id, 'gone', T0 + DAY);
    const all = await deliveries.list(HARBOURSIDE);
    expect(all.map((delivery) => [delivery.id, delivery.status])).toEqual([
      [a!.id, 'delivered'],
      [b!.id, 'failed'],
      [c!.id, 'pending'],
    ]);
    expect(all.map((delivery) => delivery.id)).toEqual(ids(all));
    expect((await deliveries.list(HARBOURSIDE, { status: 'delivered' })).map((delivery) => delivery.id)).toEqual([a!.id]);
    expect((await deliveries.list(HARBOURSIDE, { status: 'failed' })).map((delivery) => delivery.id)).toEqual([b!.id]);
    expect((await deliveries.list(HARBOURSIDE, { status: 'pending' })).map((delivery) => delivery.id)).toEqual([c!.id]);
    expect((await deliveries.list(REDGUM)).map((delivery) => delivery.target)).toEqual([EMAIL]);
    expect(await deliveries.list('parkway-motors')).toEqual([]);
  });

  it('sends again, with a fresh 24-hour window, a delivery named by id whatever became of it, or all of a tenant’s failed ones, on that tenant only', async () => {
    const { leads, deliveries } = await server();
    await leads.add(enquiry(HARBOURSIDE), new Date(T0));
    await leads.add(enquiry(HARBOURSIDE, [WEBHOOK]), new Date(T0));
    await leads.add(enquiry(REDGUM, [WEBHOOK]), new Date(T0));
    const [delivered, failed, pending] = await deliveries.list(HARBOURSIDE);
    const [theirs] = await deliveries.list(REDGUM);
    await deliveries.claim(T0, 10, LEASE);
    await deliveries.delivered([delivered!.id], T0 + 1_000);
    await deliveries.failed(failed!.id, 'Webhook answered 410 Gone', T0 + DAY);
    await deliveries.failed(theirs!.id, 'Webhook answered 410 Gone', T0 + DAY);
    await deliveries.failed(pending!.id, 'Webhook answered 500 Internal Server Error', T0 + 10_000);

    // Another tenant's delivery id is not this tenant's to retry.
    const later = T0 + 2 * DAY;
    expect(await deliveries.retry(HARBOURSIDE, { deliveryId: theirs!.deliveryId }, later)).toBe(0);
    expect(await deliveries.list(REDGUM)).toEqual([expect.objectContaining({ status: 'failed', nextAttemptAt: T0 + DAY })]);
    expect(await deliveries.retry(HARBOURSIDE, { deliveryId: 'no-such-delivery' }, later)).toBe(0);

    // The CRM lost a delivered lead: it goes again, due now.
    expect(await deliveries.retry(HARBOURSIDE, { deliveryId: delivered!.deliveryId }, later)).toBe(1);
    expect((await deliveries.list(HARBOURSIDE)).find((delivery) => delivery.id === delivered!.id)).toMatchObject({ status: 'pending', nextAttemptAt: later });
    // Every failed one of this tenant's, and no other.
    expect(await deliveries.retry(HARBOURSIDE, 'failed', later)).toBe(1);
    expect(await deliveries.list(HARBOURSIDE, { status: 'failed' })).toEqual([]);
    expect((await deliveries.list(HARBOURSIDE)).find((delivery) => delivery.id === failed!.id)).toMatchObject({ status: 'pending', nextAttemptAt: later });
    expect((await deliveries.list(HARBOURSIDE)).find((delivery) => delivery.id === pending!.id)).toMatchObject({
      status: 'pending',
      nextAttemptAt: T0 + 10_000,
    });
    expect(await deliveries.list(REDGUM, { status: 'failed' })).toHaveLength(1);
    expect(await deliveries.retry(HARBOURSIDE, 'failed', later)).toBe(0);

    // Both are claimed again, and their window runs 24 hours from the retry, not from the lead.
    const again = await deliveries.claim(later, 10, LEASE);
    expect(ids(again)).toEqual(ids([delivered!, failed!, pending!]));
    expect(await deliveries.failed(delivered!.id, 'still down', later + DAY - 1)).toBe('pending');
    expect(await deliveries.failed(failed!.id, 'still down', later + DAY)).toBe('failed');
    expect(await deliveries.retry(REDGUM, 'failed', later)).toBe(1);
    expect(await deliveries.list(REDGUM)).toEqual([expect.objectContaining({ status: 'pending', nextAttemptAt: later })]);
  });

  it('says when the next pending delivery falls due: a retry’s time, or when a claim’s lease ends', async () => {
    const { leads, deliveries } = await server();
    expect(await deliveries.nextDue()).toBeNull();
    await leads.add(enquiry(HARBOURSIDE, [WEBHOOK]), new Date(T0 + 1_000));
    await leads.add(enquiry(REDGUM, [WEBHOOK]), new Date(T0 + 2_000));
    expect(await deliveries.nextDue()).toBe(T0 + 1_000);
    const [first] = await deliveries.claim(T0 + 1_000, 1, LEASE);
    // While one server holds it, the first falls due again only when the lease ends, so no server looks sooner.
    expect(await deliveries.nextDue()).toBe(T0 + 2_000);
    const [second] = await deliveries.claim(T0 + 2_000, 1, LEASE);
    expect(await deliveries.nextDue()).toBe(T0 + 1_000 + LEASE);
    await deliveries.failed(first!.id, 'Webhook answered 500 Internal Server Error', T0 + 7_000);
    expect(await deliveries.nextDue()).toBe(T0 + 7_000);
    await deliveries.delivered([first!.id], T0 + 8_000);
    expect(await deliveries.nextDue()).toBe(T0 + 2_000 + LEASE);
    await deliveries.failed(second!.id, 'gone', T0 + 3 * DAY);
    expect(await deliveries.nextDue()).toBeNull();
  });

  it('gives each delivery to one of several servers claiming at once, every one exactly once', async () => {
    const { leads, deliveries } = await server();
    // 200 deliveries: 40 leads for five targets each.
    const targets = Array.from({ length: 5 }, (_, n): LeadDeliveryTarget => ({ ...WEBHOOK, url: `https://crm.example.com/hooks/${n}` }));
    for (let n = 0; n < 40; n++) await leads.add(enquiry(n % 2 ? HARBOURSIDE : REDGUM, targets), new Date(T0 + n));
    const claimers = [deliveries, ...[1, 2, 3].map(() => leadDeliveryStore(stores.open()))];
    // Each connected first, so none has claimed everything before another has even connected.
    expect(await Promise.all(claimers.map((claimer) => claimer.nextDue()))).toEqual(Array(4).fill(T0));
    const claimedBy = await Promise.all(
      claimers.map(async (claimer) => {
        const mine: ClaimedDelivery[] = [];
        for (;;) {
          const batch = await claimer.claim(T0 + 1_000, 7, DAY);
          if (batch.length === 0) return mine;
          mine.push(...batch);
        }
      }),
    );
    const all = claimedBy.flat();
    expect(all).toHaveLength(200);
    expect(new Set(all.map((delivery) => delivery.id)).size).toBe(200);
    // The work was shared: more than one server claimed some.
    expect(claimedBy.filter((mine) => mine.length > 0).length).toBeGreaterThan(1);
    expect(all.every((delivery) => delivery.attempts === 1 && delivery.message.tenant.slug === delivery.tenant)).toBe(true);
    const stored = [...(await deliveries.list(HARBOURSIDE)), ...(await deliveries.list(REDGUM))];
    expect(ids(stored)).toEqual(ids(all));
    expect(stored.every((delivery) => delivery.attempts === 1)).toBe(true);
  });
});
