/**
 * Finance and pricing endpoints: the finance quote, the price gauge, a car's finance disclaimer and the
 * delivery price. Each third-party service sits behind a provider (server/finance/providers.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { lenderFor } from '../../runtime/finance/car.ts';
import { financeDisclaimer } from '../../runtime/finance/comparison.ts';
import { CREDIT_SCORES } from '../../runtime/finance/quote.ts';
import { FINANCE_TERM_MIN } from '../../runtime/site/constants.ts';
import { FINANCE_TERM_MAX } from '../../schema/constants.ts';
import { embeddedFinanceProviders, type FinanceProviders } from '../finance/providers.ts';
import { carById, carBySlug } from '../stock/site-cars.ts';
import { ApiError, parseBody } from './errors.ts';
import { tenantOf, type ApiContext } from './context.ts';

const quoteSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES),
  purchasePrice: z.number().positive().max(10_000_000),
  /** Years, as the calculator's term. */
  loanTerm: z.number().min(FINANCE_TERM_MIN).max(FINANCE_TERM_MAX),
  year: z.number().int().min(1900).max(2100),
  vin: z.string().max(32).nullish(),
  nvic: z.string().max(32).nullish(),
  whoIsHelping: z.string().max(200).nullish(),
});

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const deliveryQuery = z.object({ postcode: z.string().trim().min(1, 'Please enter a postcode.').max(10) });

export async function financeRoutes(app: FastifyInstance, context: ApiContext & { financeProviders?: FinanceProviders }): Promise<void> {
  const providers = context.financeProviders ?? embeddedFinanceProviders(context.stockFor);

  /** Made by the site only when its provider has quotes on, the car has no quote and its price is above 0. */
  app.post('/youx/quote', async (request) => {
    const tenant = tenantOf(context, request);
    if (!tenant.finance.provider?.quotes) throw new ApiError('not_found', `${tenant.name} does not offer finance quotes`);
    const body = parseBody(quoteSchema, request.body);
    const quote = await providers.quote.quote(tenant, body);
    if (!quote) throw new ApiError('not_found', 'No quote is available for this purchase price; enquire for finance instead');
    return quote;
  });

  /** 204 when there is no market data: the page hides the gauge. */
  app.get('/cars/:slug/autogauge', async (request, reply) => {
    const tenant = tenantOf(context, request);
    if (!tenant.vehicle.priceGauge) throw new ApiError('not_found', `${tenant.name} does not show price gauges`);
    const { slug } = parseBody(slugParams, request.params);
    const car = await carBySlug(context.stockFor(tenant), tenant, slug);
    if (!car) throw new ApiError('not_found', `No car ${slug} at ${tenant.name}`);
    const gauge = await providers.gauge.gauge(tenant, car);
    return gauge ?? reply.code(204).send();
  });

  /** The car's lender disclaimer for the tenant's provider, else the tenant's own. */
  app.get('/cars/:id/disclaimer', async (request) => {
    const tenant = tenantOf(context, request);
    const { id } = parseBody(idParams, request.params);
    const car = await carById(context.stockFor(tenant), tenant, id);
    if (!car) throw new ApiError('not_found', `No car ${id} at ${tenant.name}`);
    const provider = tenant.finance.provider;
    return { disclaimer: financeDisclaimer(tenant.finance, provider ? lenderFor(car, provider.key) : null) };
  });

  /** `{ price, region }`, or 204 when no price is known for the postcode. */
  app.get('/delivery', async (request, reply) => {
    const tenant = tenantOf(context, request);
    if (!tenant.vehicle.deliveryCalculator) throw new ApiError('not_found', `${tenant.name} does not quote delivery`);
    const { postcode } = parseBody(deliveryQuery, request.query);
    const estimate = await providers.delivery.estimate(tenant, postcode);
    return estimate.ok ? { price: estimate.price, region: estimate.region } : reply.code(204).send();
  });
}
