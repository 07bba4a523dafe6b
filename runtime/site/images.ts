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

/** Cards per row: 1 on phones, 2 from md (768 px), 3 from xl (1200 px). */
const CAR_CARD_SIZES = '(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw';
/** The card photo's srcset; the server's sample media draws these widths (and its thumbnails') and no others. */
export const CAR_CARD_WIDTHS = [320, 480, 640] as const;

/**
 * A result card's photo: the largest width as `src`, and a srcset over the card widths when the
 * image host can resize (off the host a photo has one size only, and a srcset would repeat it).
 * The server names the first card's photo in the page with the same values, so both agree.
 */
export function carCardImage(source: string | null | undefined, images: ImageHost): { src: string; srcSet?: string; sizes?: string } {
  const widths = CAR_CARD_WIDTHS.map((width) => ({ width, url: imageUrl(source, images, { width }) }));
  const src = widths[widths.length - 1]!.url;
  if (new Set(widths.map((w) => w.url)).size === 1) return { src };
  return { src, srcSet: widths.map((w) => `${w.url} ${w.width}w`).join(', '), sizes: CAR_CARD_SIZES };
}
