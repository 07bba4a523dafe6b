/**
 * A submission as the dealer reads it (./lead-message.ts), made when the lead is stored: the contact, the car as it
 * was then, the location, and the context a form sends (test-drive time, offer, budget, page, UTM, pages seen).
 */
import type { Car } from '../../schema/car.ts';
import type { LeadKind } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { HONEYPOT_FIELD } from '../../runtime/forms/honeypot.ts';
import { carName } from '../../runtime/site/car-facts.ts';
import { leadDeliveryCategory } from './lead-category.ts';
import type { LeadMessage, LeadMessageCar, LeadMessageTradeIn } from '../../runtime/site/lead-message.ts';

type FieldValue = string | boolean | string[];

export interface LeadFacts {
  tenant: Tenant;
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  fields: Record<string, FieldValue>;
  car: Car | null;
  /** A location the submission names outside its fields (a valuation's `location_id`). */
  locationId?: number | null;
  pageUrl: string | null;
  attributes: { visited_pages: string[]; linked_query_params: Record<string, string> } | null;
  tradeIn: LeadMessageTradeIn | null;
}

export type LeadMessageDraft = Omit<LeadMessage, 'leadId' | 'createdAt'>;

/** Fields the message shows in their own places, and the car's hidden form defaults, which its car section says better. */
const SHOWN_ELSEWHERE = new Set([
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'PreferredContactMethod',
  'message',
  'booking_at',
  'offer_id',
  'budget',
  'deposit',
  'location_id',
  'car_id',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'vehicle_status',
  'manufacturer_slug',
  HONEYPOT_FIELD,
]);

const textOf = (value: FieldValue | undefined): string | null => {
  if (value === undefined) return null;
  const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : Array.isArray(value) ? value.join(', ') : value.trim();
  return text === '' ? null : text;
};

const amountOf = (value: FieldValue | undefined): number | null => {
  const text = textOf(value)?.replace(/[$,\s]/g, '');
  return text && /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
};

function queryParameter(pageUrl: string | null, name: string): string | null {
  if (!pageUrl) return null;
  try {
    return new URL(pageUrl, 'https://site.invalid').searchParams.get(name);
  } catch {
    return null;
  }
}

/** The car's page on the site the shopper used, when its address is known. */
function carUrl(car: Car, pageUrl: string | null, tenant: Tenant): string | null {
  for (const base of [pageUrl, tenant.url])
    if (base && /^https?:\/\//.test(base))
      try {
        return new URL(`/cars/${car.slug}`, base).href;
      } catch {
        // Not an address to build on; try the next.
      }
  return null;
}

function messageCar(car: Car, pageUrl: string | null, tenant: Tenant): LeadMessageCar {
  return {
    id: car.id,
    name: carName(car),
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    condition: car.car_type,
    stockNumber: car.stocknum ?? null,
    vin: car.vin ?? null,
    price: car.price > 0 ? car.price : null,
    url: carUrl(car, pageUrl, tenant),
  };
}

export function leadMessageDraft(facts: LeadFacts): LeadMessageDraft {
  const { tenant, fields, car, pageUrl } = facts;
  const first = textOf(fields.name);
  const last = textOf(fields.last_name);
  const chosen = Number(textOf(fields.location_id) ?? facts.locationId ?? NaN);
  const location = tenant.locations.find((l) => l.id === chosen) ?? tenant.locations.find((l) => l.id === car?.location.id) ?? null;
  const linked = facts.attributes?.linked_query_params ?? {};
  return {
    tenant: { slug: tenant.slug, name: tenant.name, url: tenant.url ?? null },
    kind: facts.kind,
    category: facts.category,
    subcategory: facts.subcategory,
    deliveryCategory: leadDeliveryCategory(facts.kind, facts.category, facts.subcategory),
    contact: {
      name: [first, last].filter(Boolean).join(' ') || null,
      // With one name field the shopper may have typed either part, so only a form with both says which is which.
      firstName: last ? first : null,
      lastName: last,
      email: textOf(fields.email),
      phone: textOf(fields.phone),
      postcode: textOf(fields.postcode),
      preferredContact: textOf(fields.PreferredContactMethod),
    },
    message: textOf(fields.message),
    car: car && messageCar(car, pageUrl, tenant),
    location: location && { id: location.id, name: location.name, phone: location.phone },
    requestedAt: textOf(fields.booking_at),
    offerId: textOf(fields.offer_id) ?? linked.offer_id ?? queryParameter(pageUrl, 'offer_id'),
    budget: amountOf(fields.budget),
    deposit: amountOf(fields.deposit),
    tradeIn: facts.tradeIn,
    pageUrl,
    utm: linked,
    visitedPages: facts.attributes?.visited_pages ?? [],
    otherFields: Object.fromEntries(
      Object.entries(fields).flatMap(([key, value]) => {
        const text = SHOWN_ELSEWHERE.has(key) ? null : textOf(value);
        return text === null ? [] : [[key, text]];
      }),
    ),
  };
}
