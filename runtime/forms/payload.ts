/**
 * What a form sends: the lead payload (category, subcategory, url, source, user agent, car, lead
 * attributes) and the form payload (category, custom parameters, fields, additional services, dealership).
 */
import type { LeadKind } from '../../schema/lists.ts';
import type { FormValues } from './fields.ts';
import { CAREERS, DEFAULT_CATEGORY } from './messages.ts';

export const LEAD_SOURCE = 'Website';

export interface Category {
  category: string;
  subcategory?: string;
}

/** Careers Enquiry is filed as General Enquiry with subcategory Career Enquiry. */
export function leadCategory(category: string, subcategory?: string): Category {
  if (category === CAREERS.category) return { category: CAREERS.asCategory, subcategory: CAREERS.subcategory };
  return subcategory ? { category, subcategory } : { category };
}

export interface LeadAttributes {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

export interface LeadPayload extends Category {
  kind: LeadKind;
  url: string;
  source: typeof LEAD_SOURCE;
  user_agent: string;
  car_id?: number;
  car_dealership_id?: number;
  lead_attributes: LeadAttributes;
  fields: FormValues;
  /** A wizard's named step, e.g. '3. Offer Accepted'. */
  step?: string;
  /** The lead a follow-up step belongs to: its public id. */
  lead_id?: string;
  /** An offer acceptance's proof that the valuation is this shopper's. */
  offer_secret?: string;
}

export interface LeadContext {
  url: string;
  userAgent: string;
  attributes: LeadAttributes;
}

/** What a form sends: its kind, its values and what it is about. */
export interface LeadInput {
  kind: LeadKind;
  values: FormValues;
  car?: { id: number; dealership_id?: number | null };
  category: string;
  subcategory?: string;
  step?: string;
  leadId?: string;
  offerSecret?: string;
}

export function leadPayload(input: LeadInput, context: LeadContext): LeadPayload {
  return {
    kind: input.kind,
    ...leadCategory(input.category, input.subcategory),
    url: context.url,
    source: LEAD_SOURCE,
    user_agent: context.userAgent,
    ...(input.car ? { car_id: input.car.id } : {}),
    ...(input.car?.dealership_id ? { car_dealership_id: input.car.dealership_id } : {}),
    lead_attributes: context.attributes,
    fields: input.values,
    ...(input.step ? { step: input.step } : {}),
    ...(input.leadId ? { lead_id: input.leadId } : {}),
    ...(input.offerSecret ? { offer_secret: input.offerSecret } : {}),
  };
}

export interface FormPayload extends Category {
  custom_parameters: Record<string, string>;
  /** Where the form was sent from and what the shopper saw before, as a lead carries them: the dealer reads both. */
  url: string;
  lead_attributes: LeadAttributes;
  fields: FormValues;
  additional_services: string[];
  dealership_slug?: string;
}

/** The values the form payload lifts out of `fields` to its top level, where the server's problems name them too. */
export const FORM_PAYLOAD_FIELDS = ['category', 'dealership_slug', 'additional_services'] as const;

/** The form endpoint's payload: the checked services travel on their own, as the spec's call lists them. */
export function formPayload(values: FormValues, customParameters: Record<string, string>, context: Omit<LeadContext, 'userAgent'>): FormPayload {
  const { category, additional_services, dealership_slug, ...fields } = values;
  const services = Array.isArray(additional_services) ? additional_services : [];
  return {
    ...leadCategory(typeof category === 'string' && category ? category : DEFAULT_CATEGORY),
    custom_parameters: customParameters,
    url: context.url,
    lead_attributes: context.attributes,
    fields,
    additional_services: services,
    ...(typeof dealership_slug === 'string' && dealership_slug ? { dealership_slug } : {}),
  };
}

/** The values a form payload was made from, careers enquiry included: what the server checks with the form's own rules. */
export function formValuesOf(payload: Pick<FormPayload, 'category' | 'subcategory' | 'fields' | 'additional_services' | 'dealership_slug'>): FormValues {
  const careers = payload.category === CAREERS.asCategory && payload.subcategory === CAREERS.subcategory;
  return {
    ...payload.fields,
    category: careers ? CAREERS.category : payload.category,
    additional_services: payload.additional_services,
    ...(payload.dealership_slug ? { dealership_slug: payload.dealership_slug } : {}),
  };
}

/** Where a problem with a field sits in a form payload, as the server's 400 names it (a lead keeps every field under `fields`). */
export function formPayloadPath(field: string): string {
  return (FORM_PAYLOAD_FIELDS as readonly string[]).includes(field) ? field : `fields.${field}`;
}

/** The field a problem's payload path names, or null for the rest of the payload. */
export function fieldOfPath(path: string): string | null {
  if (path.startsWith('fields.') && path.length > 'fields.'.length) return path.slice('fields.'.length);
  return (FORM_PAYLOAD_FIELDS as readonly string[]).includes(path) ? path : null;
}
