/** The payloads of the lead, form, valuation and miscellaneous endpoints, checked at the edge. */
import { z } from 'zod';
import { AU_STATES, LEAD_KINDS } from '../../schema/lists.ts';
import { HONEYPOT_FIELD } from '../../runtime/forms/honeypot.ts';
import { FORM_TEXTS } from '../../runtime/forms/messages.ts';
import { isPostcode } from '../../runtime/forms/postcode.ts';
import { isEmail } from '../../runtime/forms/validation.ts';
import { OFFER_SECRET, PUBLIC_ID } from '../store/leads.ts';

/**
 * Text is cleaned at the edge, before it is stored: bidi controls make a name read as something else in the dealer's
 * inbox and in exports, and control characters (line breaks among them) split log lines and CSV rows.
 */
const CONTROLS = /[\p{Cc}\p{Bidi_Control}]/gu;
/** The same, but a multi-line field keeps its line breaks and tabs. */
const CONTROLS_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]|\p{Bidi_Control}/gu;
/** The forms' multi-line fields: the textareas of runtime/forms. */
const MULTI_LINE_FIELDS = new Set(['message']);
/** Text people type on one line (names, categories, keys): every such field starts from this one schema. */
const oneLineText = z.string().overwrite((value) => value.replace(CONTROLS, ''));
export const line = (max: number) => oneLineText.max(max);
/** Text people type over several lines (a message), cleaned as the forms' message field is. */
export const multiLineText = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replace(CONTROLS_BUT_LINE_BREAKS, '').trim())
    .min(1)
    .max(max);

export const id = z.number().int().positive();
const publicId = z.string().regex(PUBLIC_ID, 'Must be a lead id');
export const short = oneLineText.trim().min(1).max(200);
export const email = oneLineText.trim().max(200).refine(isEmail, 'Must be an email address');
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{8,20}$/, 'Must be a phone number');

const fieldValue = z.union([z.string().max(5000), z.boolean(), z.array(line(200)).max(50)]);
const cleanField = (key: string, value: z.output<typeof fieldValue>) =>
  typeof value !== 'string' ? value : MULTI_LINE_FIELDS.has(key) ? value.replace(CONTROLS_BUT_LINE_BREAKS, '') : oneLineText.parse(value);

/**
 * Form fields as the browser sends them; the contact fields that are present must look right, by the forms' own
 * rules and messages. The rest of each form's rules are checked once the body has parsed (./leads.ts).
 */
export const fieldsSchema = z
  .record(oneLineText.min(1).max(60), fieldValue)
  .overwrite((fields) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, cleanField(key, value)])))
  .check((ctx) => {
    const fields = ctx.value;
    if (Object.keys(fields).length > 60) ctx.issues.push({ code: 'custom', message: 'Too many fields', input: fields, path: [] });
    const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string).trim() : '');
    if (text('email') && !isEmail(text('email'))) ctx.issues.push({ code: 'custom', message: FORM_TEXTS.invalidEmail, input: fields.email, path: ['email'] });
    if (text('postcode') && !isPostcode(text('postcode')))
      ctx.issues.push({ code: 'custom', message: FORM_TEXTS.postcodeFormat, input: fields.postcode, path: ['postcode'] });
  });

/** Whether a submission's fields filled the honeypot (runtime/forms/honeypot.ts): a bot's, answered as usual and not kept. */
export const filledHoneypot = (fields: z.output<typeof fieldsSchema> | undefined): boolean =>
  [fields?.[HONEYPOT_FIELD] ?? []].flat().some((value) => value === true || (typeof value === 'string' && value.trim() !== ''));

const attributesSchema = z.strictObject({
  visited_pages: z.array(line(2000)).max(50),
  linked_query_params: z.record(line(60), line(500)),
});

export const leadSchema = z
  .strictObject({
    kind: z.enum(LEAD_KINDS),
    category: short,
    subcategory: short.optional(),
    url: line(2000),
    source: z.literal('Website'),
    user_agent: line(1000),
    car_id: id.optional(),
    car_dealership_id: id.optional(),
    lead_attributes: attributesSchema,
    fields: fieldsSchema,
    step: short.optional(),
    lead_id: publicId.optional(),
    /** An offer acceptance's proof that the valuation is the shopper's: the secret its valuation answered with. */
    offer_secret: z.string().regex(OFFER_SECRET, 'Must be the offer secret of the valuation').optional(),
  })
  .check((ctx) => {
    // A follow-up step refers to its lead; every other lead is held to its form's rules in ./leads.ts.
    if (ctx.value.kind === 'offer-acceptance' && !ctx.value.lead_id)
      ctx.issues.push({ code: 'custom', message: 'Required for an offer acceptance', input: ctx.value.lead_id, path: ['lead_id'] });
  });
export type LeadBody = z.output<typeof leadSchema>;

export const formSchema = z.strictObject({
  category: short,
  subcategory: short.optional(),
  custom_parameters: z.record(line(60), line(500)).default({}),
  url: line(2000).optional(),
  lead_attributes: attributesSchema.optional(),
  fields: fieldsSchema,
  additional_services: z.array(line(200)).max(20).default([]),
  dealership_slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional(),
});

export const valuationSchema = z.strictObject({
  rego: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{1,9}$/, 'Must be a rego of up to 9 letters and digits'),
  regoState: z.enum(AU_STATES),
  kms: z.number().int().min(0).max(2_000_000),
  finance: z.enum(['Yes', 'No']),
  name: short,
  phone,
  email,
  PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS']),
  location_id: id.optional(),
  car_id: id.optional(),
  car_dealership_id: id.optional(),
  /** The form defaults of the car being traded against (dealership_slug, stock_number, Vehicle Make…). */
  fields: fieldsSchema.optional(),
  url: line(2000),
  user_agent: line(1000),
  lead_attributes: attributesSchema,
});

export const miscellaneousSchema = z.strictObject({
  column_name: z.literal('valuation'),
  valuation: z.record(line(60), z.union([line(500), z.number(), z.boolean(), z.null()])),
  lead_id: publicId.optional(),
});

/** A submission's Idempotency-Key: a random id the browser makes once per submission and sends again on a retry. */
export const submissionHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Must be 16 to 128 letters, digits, - or _')
    .optional(),
});

export const geocodeQuerySchema = z.strictObject({
  postal_code: z.string().max(10),
  country: z.literal('AU').default('AU'),
});
