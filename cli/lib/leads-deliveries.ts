/**
 * `dealer-gen leads deliveries`: where a tenant's leads went (the outbox, ../../server/store/lead-deliveries.ts), and
 * sending again those that failed or one a dealer says it never got. A retry is queued in the store: whichever server
 * runs over it sends it within seconds, so this command works the same beside one server or many.
 */
import { openLeadStore } from '../../server/store/leads.ts';
import { leadDeliveryStore, type Delivery } from '../../server/store/lead-deliveries.ts';
import { DELIVERY_POLL_MS } from '../../server/delivery/worker.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { UserError } from './problems.ts';
import { withServerStore, type StoreFlags } from './leads-export.ts';

export interface DeliveriesFlags extends StoreFlags {
  failed?: boolean;
  retry?: string;
  retryFailed?: boolean;
}

const when = (epochMs: number | null) => (epochMs === null ? '' : new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z'));

const targetText = (delivery: Delivery) =>
  delivery.target.type === 'email' ? `e-mail (${delivery.target.format}) to ${delivery.target.to.join(', ')}` : `webhook ${delivery.target.url}`;

function deliveryLine(delivery: Delivery): string {
  const outcome =
    delivery.status === 'delivered'
      ? `delivered ${when(delivery.deliveredAt)}`
      : delivery.status === 'failed'
        ? `failed after ${delivery.attempts} tries: ${delivery.lastError ?? ''}`
        : `pending, ${delivery.attempts} tries, next ${when(delivery.nextAttemptAt)}${delivery.lastError ? `, last: ${delivery.lastError}` : ''}`;
  return `${delivery.deliveryId}  ${when(delivery.createdAt)}  ${targetText(delivery)}  ${outcome}`;
}

export async function leadDeliveries(root: string, slug: string, flags: DeliveriesFlags, now = Date.now()): Promise<string> {
  if (flags.retry !== undefined && !/^[0-9a-f-]{36}$/.test(flags.retry)) throw new UserError(PROBLEMS.NotADeliveryId(flags.retry));
  return withServerStore(root, slug, flags, async (sql) => {
    await openLeadStore(sql);
    const deliveries = leadDeliveryStore(sql);
    if (flags.retry !== undefined || flags.retryFailed) {
      const queued = await deliveries.retry(slug, flags.retry !== undefined ? { deliveryId: flags.retry } : 'failed', now);
      if (flags.retry !== undefined && queued === 0) throw new UserError(PROBLEMS.NoSuchDelivery(slug, flags.retry));
      return `${queued} ${queued === 1 ? 'delivery' : 'deliveries'} queued again: a running server sends ${queued === 1 ? 'it' : 'them'} within ${DELIVERY_POLL_MS / 1000} s, for another 24 hours if need be.\n`;
    }
    const listed = await deliveries.list(slug, flags.failed ? { status: 'failed' } : {});
    if (listed.length === 0) return flags.failed ? `No failed deliveries for ${slug}.\n` : `No deliveries for ${slug}.\n`;
    return `${listed.map(deliveryLine).join('\n')}\n`;
  });
}
