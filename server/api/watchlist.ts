/**
 * The signed-in shopper's watchlist. Save and remove take the spec's JSON (phone_number, car_id) and
 * act only on the caller's own phone: a signed-out caller is 401, anyone else's phone is 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { carName } from '../../runtime/site/car-facts.ts';
import { openWatchlistStore } from '../store/watchlist.ts';
import { carsByIds } from '../stock/site-cars.ts';
import { ApiError, parseBody } from './errors.ts';
import { tenantOf, type ApiContext } from './context.ts';
import { phoneSchema, requestUser } from './session.ts';

const changeSchema = z.strictObject({ phone_number: phoneSchema, car_id: z.number().int().positive() });

export async function watchlistRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const store = await openWatchlistStore(context.sql);

  const ownPhone = async (request: FastifyRequest, phone?: string) => {
    const user = await requestUser(context, request);
    if (!user) throw new ApiError('unauthorized', 'Sign in to use your watchlist');
    if (phone !== undefined && phone !== user.phone) throw new ApiError('forbidden', 'You can only change your own watchlist');
    return user.phone;
  };

  app.post('/watchlist/save-car', async (request) => {
    const tenant = tenantOf(context, request);
    const body = parseBody(changeSchema, request.body);
    const phone = await ownPhone(request, body.phone_number);
    if ((await carsByIds(context.stockFor(tenant), tenant, [body.car_id])).length === 0) throw new ApiError('not_found', 'That car is not listed on this site');
    await store.save(tenant.slug, phone, body.car_id, new Date());
    return { success: true };
  });

  app.post('/watchlist/remove-car', async (request) => {
    const tenant = tenantOf(context, request);
    const body = parseBody(changeSchema, request.body);
    await store.remove(tenant.slug, await ownPhone(request, body.phone_number), body.car_id);
    return { success: true };
  });

  /** The favourite entries (id, name, slug, make, model, primary_image_url), most recent first; cars gone from stock drop out. */
  app.get('/watchlist', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const ids = await store.list(tenant.slug, await ownPhone(request));
    reply.header('cache-control', 'no-store');
    const cars = new Map((await carsByIds(context.stockFor(tenant), tenant, ids)).map((car) => [car.id, car]));
    const entries = ids.flatMap((id) => {
      const car = cars.get(id);
      if (!car) return [];
      return [
        { id, name: carName(car), slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null, status: car.status },
      ];
    });
    return { entries };
  });
}
