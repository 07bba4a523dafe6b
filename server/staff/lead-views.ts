/** A stored lead as the inbox shows it (runtime/site/staff-api.ts): its summary row, its deliveries' states, its page. */
import type { LeadKind } from '../../schema/lists.ts';
import type { LeadDeliveryTarget } from '../../schema/tenant.ts';
import type { LeadMessage } from '../../runtime/site/lead-message.ts';
import { type DeliveryState, type LeadDelivery, type LeadSummary } from '../../runtime/site/staff-api.ts';
import { leadDeliveryCategory } from '../delivery/lead-category.ts';
import type { DeliveryRow, InboxLead } from '../store/lead-workflow.ts';

/** Worst first: the state a lead's row shows is the first of these any of its deliveries is in. */
const WORST_FIRST: readonly DeliveryState[] = ['failed', 'retrying', 'queued', 'delivered'];

export function deliveryState(row: Pick<DeliveryRow, 'status' | 'attempts'>): DeliveryState {
  if (row.status !== 'pending') return row.status;
  // A pending delivery has been tried and failed at least once when its attempts are counted.
  return row.attempts > 0 ? 'retrying' : 'queued';
}

export function worstState(rows: readonly Pick<DeliveryRow, 'status' | 'attempts'>[]): DeliveryState | null {
  const states = new Set(rows.map(deliveryState));
  return WORST_FIRST.find((state) => states.has(state)) ?? null;
}

function targetText(target: LeadDeliveryTarget): string {
  if (target.type === 'email') return `E-mail to ${target.to.join(', ')}`;
  return `Webhook to ${URL.canParse(target.url) ? new URL(target.url).host : target.url}`;
}

export const toLeadDelivery = (row: DeliveryRow): LeadDelivery => ({
  id: row.deliveryId,
  target: targetText(JSON.parse(row.target) as LeadDeliveryTarget),
  state: deliveryState(row),
  attempts: row.attempts,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt === null ? null : new Date(row.deliveredAt).toISOString(),
});

const formField = (lead: InboxLead, key: string): string | null => {
  const payload = (lead.payload ?? {}) as { fields?: Record<string, unknown> };
  const value = payload.fields?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

export function leadSummary(lead: InboxLead, deliveries: readonly DeliveryRow[]): LeadSummary {
  const m = lead.message;
  return {
    id: lead.publicId,
    createdAt: lead.createdAt,
    kind: lead.kind,
    category: lead.category,
    status: lead.status,
    name: m?.contact.name ?? formField(lead, 'name'),
    email: lead.email,
    phone: lead.phone,
    car: m?.car ? { id: m.car.id, name: m.car.name, stockNumber: m.car.stockNumber } : null,
    location: m?.location ? { id: m.location.id, name: m.location.name } : null,
    assignee: lead.assignee,
    delivery: worstState(deliveries),
  };
}

/**
 * The lead as delivered; a lead stored before that was kept gets one from its columns and form fields, the rest
 * empty, as the CSV export reads it.
 */
export function messageOf(lead: InboxLead, tenant: { slug: string; name: string; url?: string | undefined }): LeadMessage {
  if (lead.message) return lead.message;
  const name = formField(lead, 'name');
  return {
    leadId: lead.publicId,
    createdAt: lead.createdAt,
    tenant: { slug: tenant.slug, name: tenant.name, url: tenant.url ?? null },
    kind: lead.kind as LeadKind,
    category: lead.category,
    subcategory: lead.subcategory,
    deliveryCategory: leadDeliveryCategory(lead.kind as LeadKind, lead.category, lead.subcategory),
    contact: { name, firstName: null, lastName: null, email: lead.email, phone: lead.phone, postcode: formField(lead, 'postcode'), preferredContact: null },
    message: formField(lead, 'message'),
    car: null,
    location: null,
    requestedAt: null,
    offerId: null,
    budget: null,
    deposit: null,
    tradeIn: null,
    pageUrl: formField(lead, 'url'),
    utm: {},
    visitedPages: [],
    otherFields: {},
  };
}
