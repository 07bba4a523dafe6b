/**
 * A car's main photo for its PDF, from this server's own /media routes (the sample photos, drawn as PNG by the
 * same rasteriser and cache the pages use). A photo on another host is left out: the server fetches nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Car } from '../../schema/car.ts';

export async function mainPhotoPng(app: FastifyInstance, car: Pick<Car, 'primary_image_url'>): Promise<Buffer | null> {
  const url = car.primary_image_url;
  if (!url?.startsWith('/media/')) return null;
  const response = await app.inject({ method: 'GET', url });
  return response.statusCode === 200 && response.headers['content-type'] === 'image/png' ? response.rawPayload : null;
}
