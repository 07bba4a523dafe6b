/** What /success says of the lead this browser just sent. */
import type { LeadMarker } from './browser';

/** The kind of a trade-in lead sent without an online offer: the team values the car and makes one. */
export const TRADE_IN_WITHOUT_OFFER = 'trade-in-without-offer';

export function successMessage(lead: Pick<LeadMarker, 'kind' | 'car'> | null): string {
  if (lead?.kind === TRADE_IN_WITHOUT_OFFER) return "We've received your details. Our team will value your car and contact you with an offer.";
  return `We've received your enquiry${lead?.car ? ` about the ${lead.car.name}` : ''}. A member of our team will be in touch shortly.`;
}
