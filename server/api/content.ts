/**
 * /api/content: offers (descriptions sanitised), reviews, blog cards and page copy for the site's
 * pages, from the content provider; each answer says whether it is sample content. A switched-off
 * area answers 404 like an unknown path.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { copyPageSlugs } from '../../runtime/site/copy-pages.ts';
import type { Tenant } from '../../schema/tenant.ts';
import type { ContentProvider } from '../content/configured.ts';
import { ApiError, parseBody } from './errors.ts';
import { tenantOf, type ApiContext } from './context.ts';

const offerParams = z.strictObject({ offerId: z.coerce.number().int().positive() });
const reviewsQuery = z.strictObject({ locationId: z.coerce.number().int().positive().optional() });
const pageParams = z.strictObject({ slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a page slug like "service-benefits"') });

function requireOn(on: boolean, what: string): void {
  if (!on) throw new ApiError('not_found', `This site has no ${what}`);
}

export function contentRoutes(provider: ContentProvider) {
  return async function routes(app: FastifyInstance, context: ApiContext): Promise<void> {
    const site = (request: Parameters<typeof tenantOf>[1]): Tenant => tenantOf(context, request);

    app.get('/content/offers', async (request) => {
      const t = site(request);
      requireOn(t.offers.enabled, 'offers');
      return provider.offers(t);
    });
    app.get('/content/offers/:offerId', async (request) => {
      const t = site(request);
      requireOn(t.offers.enabled, 'offers');
      const { offerId } = parseBody(offerParams, request.params);
      const { offers, sample } = await provider.offers(t);
      const offer = offers.find((o) => o.id === offerId);
      if (!offer) throw new ApiError('not_found', `No offer ${offerId}`);
      return { ...offer, sample };
    });
    app.get('/content/reviews', async (request) => {
      const t = site(request);
      requireOn(t.reviews.enabled, 'reviews');
      const { locationId } = parseBody(reviewsQuery, request.query);
      return provider.reviews(t, new Date(), locationId);
    });
    app.get('/content/blog', async (request) => {
      const t = site(request);
      requireOn(t.pages.blog, 'blog');
      return provider.blog(t, new Date());
    });
    app.get('/content/pages/:slug', async (request) => {
      const t = site(request);
      const { slug } = parseBody(pageParams, request.params);
      // Only the copy pages the tenant has: fixed, extra, top-level, service and parts, own brands, configured;
      // and the signed-in promotion and payment pages, when the site has them.
      const accountPages = [...(t.account.spinToWin ? ['spin-to-win'] : []), ...(t.account.onlinePayment ? ['online-payment'] : [])];
      if (![...copyPageSlugs(t), ...accountPages].includes(slug)) throw new ApiError('not_found', `No page ${slug}`);
      return provider.page(t, slug);
    });
  };
}
