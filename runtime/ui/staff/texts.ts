/** How the staff pages name the contract's values. */
import type { DeliveryState, LeadStatus, StaffRole } from '@dealer/site/staff-api';
import type { LeadKind } from '../../../schema/lists.ts';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  won: 'Won',
  lost: 'Lost',
};

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  queued: 'Queued',
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
};

export const ROLE_LABELS: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };

/**
 * Every lead kind by its name for people. A type-checked table rather than the schema's list: that list's module is
 * in the search page's first load, which would carry it for the inbox's sake.
 */
export const KIND_LABELS: Record<LeadKind, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive',
  'finance-enquiry': 'Finance enquiry',
  careers: 'Careers',
  'trade-in-valuation': 'Trade-in valuation',
  'rego-lookup': 'Rego lookup',
  'offer-acceptance': 'Offer acceptance',
  'find-me-similar': 'Find me similar',
  'photo-request': 'Photo request',
  'lead-form': 'Lead form',
  reservation: 'Reservation',
  'online-payment': 'Online payment',
  'spin-to-win': 'Spin to win',
  'chat-message': 'Chat message',
};

/** A kind's name for people; one this page does not know yet (a newer server's) as its words. */
export const kindLabel = (kind: string) => KIND_LABELS[kind as LeadKind] ?? kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ');

export const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));
