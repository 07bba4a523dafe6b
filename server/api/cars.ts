/**
 * The car page's calls: the car by slug (its site's stock only), the view count, the phone reveal
 * record and the PDF. Cars of every tenant share one index; a site sees the cars at its locations.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { carPdf } from '../pdf/car-pdf.ts';
import { mainPhotoPng } from '../pdf/car-photo.ts';
import { CAR_SLUG, carAnswer, commentsText } from '../stock/car-answer.ts';
import { carById, carBySlug } from '../stock/site-cars.ts';
import { openViewStore } from '../store/views.ts';
import { ApiError, parseBody } from './errors.ts';
import { tenantOf, type ApiContext } from './context.ts';
import { visitorNames } from './visitor.ts';

const slugParams = z.strictObject({ slug: z.string().regex(CAR_SLUG, 'Not a car slug').max(200) });
const idParams = z.strictObject({ id: z.coerce.number().int().positive() });
const viewBody = z.strictObject({
  photos_count: z.number().int().min(0).optional(),
  updated_at: z.string().max(40).optional(),
  website_id: z.number().int().positive(),
});
const revealBody = z.strictObject({
  car_id: z.number().int().positive(),
  dealership_id: z.number().int().positive().nullable().optional(),
  website_id: z.number().int().positive(),
});

async function listedCar(context: ApiContext, tenant: Tenant, slug: string): Promise<Car> {
  const car = await carBySlug(context.stockFor(tenant), tenant, slug);
  if (!car) throw new ApiError('not_found', 'No car with that link is listed on this site');
  return car;
}

export async function carRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const views = await openViewStore(context.sql);

  app.get('/cars/:slug', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const car = await listedCar(context, tenant, parseBody(slugParams, request.params).slug);
    reply.header('cache-control', 'public, max-age=60');
    return carAnswer(car);
  });

  /** The car behind a `car_id` link (/cars/trade-in?car_id={id}, /personalised/finance?car_id={id}). */
  app.get('/cars/by-id/:id', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const { id } = parseBody(idParams, request.params);
    const car = await carById(context.stockFor(tenant), tenant, id);
    if (!car) throw new ApiError('not_found', `No car ${id} is listed on this site`);
    reply.header('cache-control', 'public, max-age=60');
    return carAnswer(car);
  });

  // A POST: counting changes state, so neither a link, a prefetch nor another site's page may do it.
  app.post('/cars/:slug/view.json', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const { slug } = parseBody(slugParams, request.params);
    const body = parseBody(viewBody, request.body ?? {});
    if (body.website_id !== tenant.id)
      throw new ApiError('bad_request', 'website_id is not this site', [{ path: 'website_id', message: `Expected ${tenant.id}` }]);
    const car = await listedCar(context, tenant, slug);
    const counted = await views.countView({
      tenant: tenant.slug,
      carId: car.id,
      day: new Date().toISOString().slice(0, 10),
      visitors: visitorNames(request, reply),
    });
    reply.header('cache-control', 'no-store');
    // car_fields tells a page holding an older copy of the car what changed since it loaded.
    const stale = body.photos_count !== undefined && body.photos_count !== (car.photos_count ?? 0);
    return { views: car.views + counted, car_fields: { id: car.id, status: car.status, price: car.price, photos_count: car.photos_count ?? 0, stale } };
  });

  app.post('/cars/:id/phone-reveal', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const { id } = parseBody(idParams, request.params);
    const body = parseBody(revealBody, request.body);
    if (body.car_id !== id || body.website_id !== tenant.id) throw new ApiError('bad_request', 'car_id and website_id must match the car and this site');
    await views.recordPhoneReveal({
      tenant: tenant.slug,
      carId: id,
      dealershipId: body.dealership_id ?? null,
      websiteId: body.website_id,
      at: new Date().toISOString(),
    });
    return reply.code(204).send();
  });

  app.get('/cars/:slug/pdf', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const car = await listedCar(context, tenant, parseBody(slugParams, request.params).slug);
    const pdf = await carPdf({ ...car, dealercomments: commentsText(car.dealercomments) }, tenant, await mainPhotoPng(app, car));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${car.slug}.pdf"`)
      .header('cache-control', 'public, max-age=300')
      .send(pdf);
  });
}
