/**
 * What the link into a form says the enquiry is about: the offer card's `offer_id`, and the car, its price and
 * the preferred dealership a finance link carries (site-pages spec §2). They travel with the lead as fields,
 * under these names, so the dealer reads which offer or car the shopper came from.
 */
import type { FormValues } from './fields.ts';

export const LINK_CONTEXT_PARAMS = ['offer_id', 'car_id', 'car_type', 'vin', 'vehiclePriceBudget', 'preferredDealership'] as const;

/** Longer than any id, VIN or price: a value past it is not one of these. */
const MAX_LENGTH = 100;

export function linkContextFields(search: string): FormValues {
  const query = new URLSearchParams(search);
  const fields: FormValues = {};
  for (const name of LINK_CONTEXT_PARAMS) {
    const value = query.get(name)?.trim();
    if (value && value.length <= MAX_LENGTH) fields[name] = value;
  }
  return fields;
}

/** The values a form sends: the link's context under the form's own values, which win (a car's own car_id). */
export function withLinkContext(values: FormValues, search: string): FormValues {
  return { ...linkContextFields(search), ...values };
}
