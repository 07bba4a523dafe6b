/**
 * Leads and forms: POST /api/leads (lead payload → lead_id), POST /api/forms (the form endpoint),
 * POST /api/valuations (trade-in valuation and its record), POST /api/miscellaneous (valuation save,
 * where the tenant enables it) and GET /api/geocode (postcode lookup, shaped like the maps geocoding answer). Submissions are rate limited per
 * IP and per tenant; every body is zod-checked; a lead is committed to SQLite before it is acknowledged.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAD_KINDS, type LeadKind } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { geocoderFor } from '../geo/geocoder.ts';
import { sqliteLeadStore, type LeadStore } from '../store/leads.ts';
import { VALUATION_UNAVAILABLE_MESSAGE, valuationProviderFor } from '../valuation/provider.ts';
import type { Valuation, ValuationProvider } from '../valuation/valuation.ts';
import { ApiError, parseBody } from './errors.ts';
import { tenantOf, type ApiContext } from './context.ts';
import { formSchema, geocodeQuerySchema, leadSchema, miscellaneousSchema, valuationSchema } from './lead-schemas.ts';
import { rateLimiter, type Limit } from './rate-limit.ts';
import { requestUser } from './session.ts';

export const SUBMISSION_LIMITS = {
  perIp: { max: 20, windowMs: 60_000 },
  perTenant: { max: 600, windowMs: 60_000 },
} satisfies Record<string, Limit>;
export const OFFER_ACCEPTED_STEP = '3. Offer Accepted';
export const INVALID_POSTCODE = 'Invalid postcode';

export interface LeadsOptions {
  limits?: typeof SUBMISSION_LIMITS;
  /** The tenant's valuation provider; by default its `forms.valuation` switch with keys from the environment. */
  valuationFor?: (tenant: Tenant) => ValuationProvider;
}

const text = (fields: Record<string, unknown>, key: string) => (typeof fields[key] === 'string' && fields[key] ? (fields[key] as string).trim() : null);

function checkLocation(tenant: Tenant, locationId: unknown): void {
  if (locationId === undefined || locationId === '' || locationId === null) return;
  if (!tenant.locations.some((l) => String(l.id) === String(locationId)))
    throw new ApiError('bad_request', 'The request is not valid', [{ path: 'fields.location_id', message: 'Not one of this site’s locations' }]);
}

export async function leadsRoutes(app: FastifyInstance, context: ApiContext & LeadsOptions): Promise<void> {
  const store: LeadStore = sqliteLeadStore(context.db);
  const limits = context.limits ?? SUBMISSION_LIMITS;
  const valuationFor = context.valuationFor ?? ((tenant: Tenant) => valuationProviderFor(tenant));
  const limiter = rateLimiter();
  // A signed-in shopper's leads are theirs, so the garage can list them.
  const userId = (request: FastifyRequest) => {
    const user = requestUser(context, request);
    return user ? String(user.id) : null;
  };

  /** The tenant of a submission, once both its IP and its tenant are within their limits. */
  function admit(request: FastifyRequest): Tenant {
    const tenant = tenantOf(context, request);
    if (!limiter.hit(`ip:${request.ip}`, limits.perIp) || !limiter.hit(`tenant:${tenant.slug}`, limits.perTenant))
      throw new ApiError('too_many_requests', 'Too many submissions; please wait a minute and try again');
    return tenant;
  }

  app.post('/leads', async (request, reply) => {
    const tenant = admit(request);
    const lead = parseBody(leadSchema, request.body);
    checkLocation(tenant, lead.fields.location_id);
    if (lead.kind === 'offer-acceptance') {
      if (lead.step !== OFFER_ACCEPTED_STEP)
        throw new ApiError('bad_request', 'The request is not valid', [{ path: 'step', message: `Must be "${OFFER_ACCEPTED_STEP}"` }]);
      if (!store.acceptOffer(tenant.slug, lead.lead_id!)) throw new ApiError('not_found', 'There is no offer to accept for this valuation');
    }
    const leadId = store.add({
      tenant: tenant.slug,
      kind: lead.kind,
      category: lead.category,
      subcategory: lead.subcategory ?? null,
      carId: lead.car_id ?? null,
      userId: userId(request),
      email: text(lead.fields, 'email'),
      phone: text(lead.fields, 'phone'),
      payload: lead,
      ip: request.ip,
    });
    return reply.code(201).send({ lead_id: leadId });
  });

  app.post('/forms', async (request, reply) => {
    const tenant = admit(request);
    const form = parseBody(formSchema, request.body);
    checkLocation(tenant, form.fields.location_id);
    if (form.dealership_slug && tenant.dealerships.length > 0 && !tenant.dealerships.some((d) => d.slug === form.dealership_slug))
      throw new ApiError('bad_request', 'The request is not valid', [{ path: 'dealership_slug', message: 'Not one of this site’s dealerships' }]);
    const named = form.custom_parameters.form;
    const kind: LeadKind = form.subcategory === 'Career Enquiry' ? 'careers' : (LEAD_KINDS.find((k) => k === named) ?? 'enquiry');
    const leadId = store.add({
      tenant: tenant.slug,
      kind,
      category: form.category,
      subcategory: form.subcategory ?? null,
      carId: null,
      userId: userId(request),
      email: text(form.fields, 'email'),
      phone: text(form.fields, 'phone'),
      payload: form,
      ip: request.ip,
    });
    return reply.code(201).send({ success: true, lead_id: leadId, redirect: '/success' });
  });

  app.post('/valuations', async (request, reply) => {
    const tenant = admit(request);
    const body = parseBody(valuationSchema, request.body);
    checkLocation(tenant, body.location_id);
    let result: Valuation;
    try {
      result = await valuationFor(tenant).value({ rego: body.rego, regoState: body.regoState, kms: body.kms });
    } catch (error) {
      // The reason (timeout, HTTP status, bad answer) is for the log; the wizard shows what to do next.
      request.log.warn({ tenant: tenant.slug, reason: error instanceof Error ? error.message : String(error) }, 'Trade-in valuation failed');
      throw new ApiError('unavailable', VALUATION_UNAVAILABLE_MESSAGE);
    }
    const leadId = store.add({
      tenant: tenant.slug,
      kind: 'trade-in-valuation',
      category: 'Trade-in Valuation',
      subcategory: null,
      carId: body.car_id ?? null,
      userId: userId(request),
      email: body.email,
      phone: body.phone,
      payload: { ...body, source: 'Website', valuation: result },
      ip: request.ip,
    });
    store.saveTradeIn({
      leadId,
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
    return reply.code(201).send({ lead_id: leadId, offer_price: result.offerPrice, vehicle: result.vehicle });
  });

  app.post('/miscellaneous', async (request, reply) => {
    const tenant = admit(request);
    const body = parseBody(miscellaneousSchema, request.body);
    if (!tenant.forms.saveValuation) throw new ApiError('not_found', 'This site does not save valuations');
    const id = store.saveMiscellaneous(tenant.slug, body.column_name, body.valuation, body.lead_id ?? null);
    return reply.code(201).send({ success: true, id });
  });

  /** The signed-in shopper's enquiries for the garage, newest first, without anyone else's details. */
  app.get('/leads/mine', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const user = requestUser(context, request);
    if (!user) throw new ApiError('unauthorized', 'Sign in to see your enquiries');
    reply.header('cache-control', 'no-store');
    const leads = store.list(tenant.slug, { userId: String(user.id) }).reverse();
    return {
      enquiries: leads.map((l) => ({ id: l.id, kind: l.kind, category: l.category, subcategory: l.subcategory, car_id: l.carId, created_at: l.createdAt })),
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
