/**
 * A lead as it is delivered: everything a dealer needs to act on it, taken when the lead is stored and kept with
 * each of its deliveries, so a car sold or a setting changed since still sends what the shopper asked about.
 * The e-mail (ADF/XML or a readable summary) and the webhook's JSON are each made from this one shape.
 */
import type { LeadDeliveryCategory, LeadKind } from '../../schema/lists.ts';

export interface LeadMessageCar {
  id: number;
  /** As the site shows it: year, make, model and badge. */
  name: string;
  year: number | null;
  make: string;
  model: string;
  badge: string | null;
  /** new, demo or used (ADF's status is "new" for new and demo cars, "used" otherwise). */
  condition: string;
  stockNumber: string | null;
  vin: string | null;
  /** In dollars; null when the car has no price. */
  price: number | null;
  /** The car's page on the dealer's site. */
  url: string | null;
}

export interface LeadMessageTradeIn {
  rego: string;
  state: string;
  kms: number | null;
  /** The online offer in dollars, when the valuation gave one. */
  offerPrice: number | null;
  /** The valued vehicle as the provider described it, e.g. "2019 Toyota Corolla Ascent Sport". */
  vehicle: string | null;
}

export interface LeadMessage {
  /** The lead's public id. */
  leadId: string;
  /** ISO date-time the lead was stored. */
  createdAt: string;
  tenant: { slug: string; name: string; url: string | null };
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  /** The department the lead is for; delivery targets pick leads by it. */
  deliveryCategory: LeadDeliveryCategory;
  contact: {
    name: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
    postcode: string | null;
    preferredContact: string | null;
  };
  message: string | null;
  car: LeadMessageCar | null;
  /** The dealership location the shopper chose or the car is at. */
  location: { id: number; name: string; phone: string } | null;
  /** Test drive or booking: the date-time the shopper asked for, as they entered it. */
  requestedAt: string | null;
  offerId: string | null;
  /** Budget finder: what the shopper can spend and put down, in dollars. */
  budget: number | null;
  deposit: number | null;
  tradeIn: LeadMessageTradeIn | null;
  /** The page the lead was sent from. */
  pageUrl: string | null;
  /** utm_* and the other query parameters the shopper arrived with (lead_attributes.linked_query_params). */
  utm: Record<string, string>;
  /** The pages the shopper saw before, oldest first (lead_attributes.visited_pages). */
  visitedPages: string[];
  /** Every other field the form sent, by its name, for the dealer to read. */
  otherFields: Record<string, string>;
}
