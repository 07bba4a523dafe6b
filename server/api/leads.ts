/**
 * Leads and forms: POST /api/leads (lead payload → lead_id), POST /api/forms (the form endpoint),
 * POST /api/valuations (trade-in valuation and its record), POST /api/miscellaneous (valuation save,
 * where the tenant enables it) and GET /api/geocode (postcode lookup, shaped like the maps geocoding answer). Submissions are rate limited per
 * client address and per contact on each tenant (./rate-limit.ts); every body is zod-checked, then held to the rules of the form that
 * sends it, rebuilt from the tenant and the car by the page's own code (runtime/forms/submission-rules.ts), and to the contact rule; a lead
 * is committed to the store before it is acknowledged; one that filled the honeypot field is answered as usual and not kept.
 * A lead_id is the lead's public id. A submission sent with an Idempotency-Key is stored once: the key sent again
 * with the same body answers the first answer, and with another body is refused with 422.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formContext } from '../../runtime/forms/form-context.ts';
import { CAREERS } from '../../runtime/forms/messages.ts';
import { formPayloadPath, formValuesOf } from '../../runtime/forms/payload.ts';
import { formStepsOf, submissionProblems } from '../../runtime/forms/submission-rules.ts';
import type { FieldError } from '../../runtime/forms/validation.ts';
import { LEAD_KINDS, type LeadKind } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { geocoderFor } from '../geo/geocoder.ts';
import { newPublicId, openLeadStore, type LeadStore, type Submission } from '../store/leads.ts';
import { VALUATION_UNAVAILABLE_MESSAGE, valuationProviderFor } from '../valuation/provider.ts';
import type { Valuation, ValuationProvider } from '../valuation/valuation.ts';
import { ApiError, parseBody } from './errors.ts';
import { carOf, delivered, leadSubmitter } from './lead-intake.ts';
import { tenantOf, type ApiContext } from './context.ts';
import { filledHoneypot, formSchema, geocodeQuerySchema, leadSchema, miscellaneousSchema, submissionHeadersSchema, valuationSchema } from './lead-schemas.ts';
import { SUBMISSION_LIMITS, submissionLimits, type SubmissionLimits } from './rate-limit.ts';
import { requestUser } from './session.ts';

export const OFFER_ACCEPTED_STEP = '3. Offer Accepted';
export const INVALID_POSTCODE = 'Invalid postcode';
/** One answer for a valuation that is missing, another tenant's, not the asker's or without an offer: nothing to tell apart. */
export const NO_OFFER = 'There is no offer to accept for this valuation';

export interface LeadsOptions {
  limits?: SubmissionLimits;
  /** The tenant's valuation provider; by default its `forms.valuation` switch with keys from the environment. */
  valuationFor?: (tenant: Tenant) => ValuationProvider;
}

const text = (fields: Record<string, unknown>, key: string) => (typeof fields[key] === 'string' && fields[key] ? (fields[key] as string).trim() : null);

function checkLocation(tenant: Tenant, locationId: unknown): void {
  if (locationId === undefined || locationId === '' || locationId === null) return;
  if (!tenant.locations.some((l) => String(l.id) === String(locationId)))
    throw new ApiError('bad_request', 'The request is not valid', [{ path: 'fields.location_id', message: 'Not one of this site’s locations' }]);
}

/** A submission's problems as a 400, each at its place in the payload. */
function refuse(problems: FieldError[], pathOf: (field: string) => string): void {
  if (problems.length)
    throw new ApiError(
      'bad_request',
      'The request is not valid',
      problems.map((problem) => ({ path: pathOf(problem.field), message: problem.message })),
    );
}

export async function leadsRoutes(app: FastifyInstance, context: ApiContext & LeadsOptions): Promise<void> {
  const store: LeadStore = await openLeadStore(context.sql);
  const valuationFor = context.valuationFor ?? ((tenant: Tenant) => valuationProviderFor(tenant));
  const countSubmission = await submissionLimits(app, {
    sql: context.sql,
    limits: context.limits ?? SUBMISSION_LIMITS,
    tenantOf: (request) => tenantOf(context, request).slug,
  });
  // A signed-in shopper's leads are theirs, so the garage can list them.
  const userId = async (request: FastifyRequest) => {
    const user = await requestUser(context, request);
    return user ? String(user.id) : null;
  };

  /** The tenant of a submission, once it is within its limits. */
  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<Tenant> {
    const tenant = tenantOf(context, request);
    await countSubmission(request, reply);
    return tenant;
  }

  /** The request's Idempotency-Key, if it has one, with what it asks; see the module's comment. */
  function submissionOf(request: FastifyRequest): Submission | null {
    const key = parseBody(submissionHeadersSchema, request.headers)['idempotency-key'];
    if (!key) return null;
    return {
      key,
      requestHash: createHash('sha256')
        .update(`${request.routeOptions.url}\n${JSON.stringify(request.body)}`)
        .digest('hex'),
    };
  }

  const submitOnce = leadSubmitter(store, context.leadStored);

  app.post('/leads', async (request, reply) => {
    const tenant = await admit(request, reply);
    const { offer_secret: offerSecret, ...lead } = parseBody(leadSchema, request.body);
    const submission = submissionOf(request);
    checkLocation(tenant, lead.fields.location_id);
    const car = await carOf(context, request, tenant, lead.car_id);
    if (lead.kind !== 'offer-acceptance') {
      // The site sends an enquiry about no car to /api/forms, whose rules it meets there; here it needs someone to answer.
      const form = lead.kind === 'enquiry' && car === undefined ? null : formContext(tenant, car, { testDrive: lead.kind === 'test-drive' });
      refuse(submissionProblems(form && formStepsOf(lead.kind, form), lead.fields, new Date()), (field) => `fields.${field}`);
    }
    if (filledHoneypot(lead.fields)) return reply.code(201).send({ lead_id: newPublicId() });
    if (lead.kind === 'offer-acceptance' && lead.step !== OFFER_ACCEPTED_STEP)
      throw new ApiError('bad_request', 'The request is not valid', [{ path: 'step', message: `Must be "${OFFER_ACCEPTED_STEP}"` }]);
    const shopper = await userId(request);
    const delivery = delivered({
      tenant,
      kind: lead.kind,
      category: lead.category,
      subcategory: lead.subcategory ?? null,
      fields: lead.fields,
      car: car ?? null,
      pageUrl: lead.url,
      attributes: lead.lead_attributes,
      tradeIn: null,
    });
    const { answer } = await submitOnce(tenant, submission, delivery, async (leads) => {
      // Inside the submission's transaction: an acceptance that is refused leaves no lead behind.
      if (lead.kind === 'offer-acceptance' && !(await leads.acceptOffer(tenant.slug, lead.lead_id!, { secret: offerSecret ?? null, userId: shopper })))
        throw new ApiError('not_found', NO_OFFER);
      const stored = await leads.add({
        tenant: tenant.slug,
        kind: lead.kind,
        category: lead.category,
        subcategory: lead.subcategory ?? null,
        carId: lead.car_id ?? null,
        userId: shopper,
        email: text(lead.fields, 'email'),
        phone: text(lead.fields, 'phone'),
        payload: lead,
        ip: request.ip,
        ...delivery,
      });
      return { lead: stored, answer: { lead_id: stored.publicId } };
    });
    return reply.code(201).send(answer);
  });

  app.post('/forms', async (request, reply) => {
    const tenant = await admit(request, reply);
    const form = parseBody(formSchema, request.body);
    const submission = submissionOf(request);
    checkLocation(tenant, form.fields.location_id);
    if (form.dealership_slug && tenant.dealerships.length > 0 && !tenant.dealerships.some((d) => d.slug === form.dealership_slug))
      throw new ApiError('bad_request', 'The request is not valid', [{ path: 'dealership_slug', message: 'Not one of this site’s dealerships' }]);
    const named = LEAD_KINDS.find((k) => k === form.custom_parameters.form);
    const kind: LeadKind = form.subcategory === CAREERS.subcategory ? 'careers' : (named ?? 'enquiry');
    // A form that names itself meets its own fields' rules; any other, the contact rule.
    const steps = named ? formStepsOf(kind, formContext(tenant, undefined, { testDrive: kind === 'test-drive' })) : null;
    refuse(submissionProblems(steps, formValuesOf(form), new Date()), formPayloadPath);
    if (filledHoneypot(form.fields)) return reply.code(201).send({ success: true, lead_id: newPublicId(), redirect: '/success' });
    const shopper = await userId(request);
    const delivery = delivered({
      tenant,
      kind,
      category: form.category,
      subcategory: form.subcategory ?? null,
      fields: { ...form.custom_parameters, ...form.fields, ...(form.additional_services.length ? { additional_services: form.additional_services } : {}) },
      car: null,
      pageUrl: form.url ?? null,
      attributes: form.lead_attributes ?? null,
      tradeIn: null,
    });
    const { answer } = await submitOnce(tenant, submission, delivery, async (leads) => {
      const stored = await leads.add({
        tenant: tenant.slug,
        kind,
        category: form.category,
        subcategory: form.subcategory ?? null,
        carId: null,
        userId: shopper,
        email: text(form.fields, 'email'),
        phone: text(form.fields, 'phone'),
        payload: form,
        ip: request.ip,
        ...delivery,
      });
      return { lead: stored, answer: { success: true, lead_id: stored.publicId, redirect: '/success' } };
    });
    return reply.code(201).send(answer);
  });

  app.post('/valuations', async (request, reply) => {
    const tenant = await admit(request, reply);
    const body = parseBody(valuationSchema, request.body);
    const submission = submissionOf(request);
    checkLocation(tenant, body.location_id);
    // Answered as a valuation without an online estimate: asking the provider for a bot would cost its fee.
    if (filledHoneypot(body.fields)) return reply.code(201).send({ lead_id: newPublicId(), offer_price: null, vehicle: null });
    let result: Valuation;
    try {
      result = await valuationFor(tenant).value({ rego: body.rego, regoState: body.regoState, kms: body.kms });
    } catch (error) {
      // The reason (timeout, HTTP status, bad answer) is for the log; the wizard shows what to do next.
      request.log.warn({ tenant: tenant.slug, reason: error instanceof Error ? error.message : String(error) }, 'Trade-in valuation failed');
      throw new ApiError('unavailable', VALUATION_UNAVAILABLE_MESSAGE);
    }
    const shopper = await userId(request);
    const delivery = delivered({
      tenant,
      kind: 'trade-in-valuation',
      category: 'Trade-in Valuation',
      subcategory: null,
      fields: {
        ...body.fields,
        name: body.name,
        email: body.email,
        phone: body.phone,
        PreferredContactMethod: body.PreferredContactMethod,
        finance: body.finance,
      },
      car: (await carOf(context, request, tenant, body.car_id)) ?? null,
      locationId: body.location_id ?? null,
      pageUrl: body.url,
      attributes: body.lead_attributes,
      tradeIn: {
        rego: body.rego,
        state: body.regoState,
        kms: body.kms,
        offerPrice: result.offerPrice,
        vehicle: result.vehicle && `${result.vehicle.year} ${result.vehicle.make} ${result.vehicle.model}`,
      },
    });
    const { lead, answer } = await submitOnce(tenant, submission, delivery, async (leads) => {
      const stored = await leads.add({
        tenant: tenant.slug,
        kind: 'trade-in-valuation',
        category: 'Trade-in Valuation',
        subcategory: null,
        carId: body.car_id ?? null,
        userId: shopper,
        email: body.email,
        phone: body.phone,
        payload: { ...body, source: 'Website', valuation: result },
        ip: request.ip,
        ...delivery,
      });
      await leads.saveTradeIn({
        leadId: stored.id,
        tenant: tenant.slug,
        offerPrice: result.offerPrice,
        rego: body.rego,
        regoState: body.regoState,
        adjustmentAnswers: { kms: body.kms, finance: body.finance, PreferredContactMethod: body.PreferredContactMethod },
        email: body.email,
        phone: body.phone,
        formCompleted: true,
        offerAccepted: false,
      });
      return { lead: stored, answer: { lead_id: stored.publicId, offer_price: result.offerPrice, vehicle: result.vehicle, sample: result.sample } };
    });
    // Only a hash of the secret is kept, so every answer brings a new one: a repeat's too, as its first answer was lost on the way.
    return reply.code(201).send({ ...answer, offer_secret: await store.issueOfferSecret(tenant.slug, lead.id) });
  });

  app.post('/miscellaneous', async (request, reply) => {
    const tenant = await admit(request, reply);
    const body = parseBody(miscellaneousSchema, request.body);
    if (!tenant.forms.saveValuation) throw new ApiError('not_found', 'This site does not save valuations');
    const valuation = body.lead_id === undefined ? undefined : await store.find(tenant.slug, body.lead_id);
    if (body.lead_id !== undefined && valuation?.kind !== 'trade-in-valuation') throw new ApiError('not_found', 'There is no such valuation on this site');
    await store.saveMiscellaneous(tenant.slug, body.column_name, body.valuation, valuation?.id ?? null);
    return reply.code(201).send({ success: true });
  });

  /** The signed-in shopper's enquiries for the garage, newest first, without anyone else's details. */
  app.get('/leads/mine', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const user = await requestUser(context, request);
    if (!user) throw new ApiError('unauthorized', 'Sign in to see your enquiries');
    reply.header('cache-control', 'no-store');
    const leads = (await store.list(tenant.slug, { userId: String(user.id) })).reverse();
    return {
      enquiries: leads.map((l) => ({
        id: l.publicId,
        kind: l.kind,
        category: l.category,
        subcategory: l.subcategory,
        car_id: l.carId,
        created_at: l.createdAt,
      })),
    };
  });

  app.get('/geocode', async (request) => {
    const tenant = tenantOf(context, request);
    const query = parseBody(geocodeQuerySchema, request.query);
    const place = await geocoderFor(tenant).lookup(query.postal_code.trim());
    // Like the maps geocoding service: no result is an empty list, not an HTTP error; the form says 'Invalid postcode'.
    if (!place) return { results: [], status: 'ZERO_RESULTS', error: INVALID_POSTCODE };
    return {
      results: [{ geometry: { location: { lat: place.lat, lng: place.lng } }, postcode: place.postcode, state: place.state, locality: place.locality }],
    };
  });
}
