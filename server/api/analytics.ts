import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openAnalyticsStore } from '../store/analytics.ts';
import { parseBody } from './errors.ts';
import { tenantOf, type ApiContext } from './context.ts';

const eventSchema = z.strictObject({
  id: z.number().int().min(1).max(999),
  label: z.string().max(200).optional(),
  carId: z.number().int().positive().optional(),
  path: z.string().max(2000),
  at: z.iso.datetime(),
  website_id: z.number().int().positive(),
});

/** POST /api/analytics: one event a call, from the site's analytics module. */
export async function analyticsRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const store = await openAnalyticsStore(context.sql);
  // sendBeacon sends text/plain when the Blob has no type; accept it as JSON too.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  app.post('/analytics', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const event = parseBody(eventSchema, request.body);
    await store.record({ tenant: tenant.slug, eventId: event.id, label: event.label ?? null, carId: event.carId ?? null, path: event.path, at: event.at });
    return reply.code(204).send();
  });
}
