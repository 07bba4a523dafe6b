import { EVENTS } from '../site/constants.ts';
import type { CarType } from '../../schema/lists.ts';
import type { LeadKind } from '../../schema/lists.ts';
import { CAREERS } from './messages.ts';

export interface EventInput {
  kind: LeadKind;
  carType?: CarType | null;
  category?: string;
  /** The finance enquiry modal variant ("Finance Enquiry") records its own event. */
  financeModal?: boolean;
}

/** The analytics event a successful submission records (site-pages spec §9, vehicle spec analytics table). */
export function formEvent({ kind, carType, category, financeModal }: EventInput): number {
  const used = carType === 'used';
  if (kind === 'careers' || category === CAREERS.category) return EVENTS.careers;
  if (kind === 'test-drive' && carType) return used ? EVENTS.usedCarTestDrive : EVENTS.testDrive;
  if (kind === 'test-drive') return EVENTS.testDrive;
  if (kind === 'enquiry' && carType) return used ? EVENTS.usedCarEnquiry : EVENTS.newCarEnquiry;
  if (kind === 'trade-in-valuation' || kind === 'offer-acceptance') return EVENTS.tradeInOffer;
  if (kind === 'finance-enquiry' && financeModal) return EVENTS.financeEnquiryModal;
  return EVENTS.defaultForm;
}
