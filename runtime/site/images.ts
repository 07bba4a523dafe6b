import type { Tenant } from '../../schema/tenant.ts';
import { IMAGE_DEFAULT_WIDTH, IMAGE_NOT_FOUND_KEY } from './constants.ts';

export type ImageHost = Pick<Tenant['images'], 'host' | 'quality' | 'widthInPath'>;

export interface ImageOptions {
  width?: number;
  /** Defaults to the site's quality (75 unless configured). */
  quality?: number;
  format?: 'webp' | 'avif' | 'jpg' | 'png';
}

/**
 * The sized URL of an image on the site's image host: `{host}/{key}?width=640&quality=75`, or
 * `{host}/640/{key}?quality=75` where the host takes the width in the path. A URL or site path
 * off the image host cannot be resized and is used as is; a missing one gets the not-found placeholder.
 */
export function imageUrl(source: string | null | undefined, images: ImageHost, options: ImageOptions = {}): string {
  if (!source) return notFoundImageUrl(images);
  const host = images.host.replace(/\/+$/, '');
  const onHost = source.startsWith(`${host}/`);
  if (!onHost && /^(https?:)?\//.test(source)) return source;
  const key = onHost ? source.slice(host.length + 1) : source;
  const width = options.width ?? IMAGE_DEFAULT_WIDTH;
  const query = new URLSearchParams();
  if (!images.widthInPath) query.set('width', String(width));
  query.set('quality', String(options.quality ?? images.quality));
  if (options.format) query.set('format', options.format);
  const path = images.widthInPath ? `${host}/${width}/${key}` : `${host}/${key}`;
  return `${path}?${query}`;
}

/** Where an image with a missing source or logo points instead. */
export function notFoundImageUrl(images: Pick<Tenant['images'], 'host'>): string {
  return `${images.host.replace(/\/+$/, '')}/${IMAGE_NOT_FOUND_KEY}`;
}
