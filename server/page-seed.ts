/**
 * The seed of a page the server draws (runtime/site/page-seed.ts): for a results page its first
 * search answers (search-seed.ts), for a car page the car as GET /api/cars/:slug answers it.
 * Pages that need nothing from the engine or the API are not drawn here.
 */
import type { PageSeed } from '../runtime/site/page-seed.ts';
import type { carCardImage } from '../runtime/site/images.ts';
import type { Tenant } from '../schema/tenant.ts';
import type { PageMatch } from './page-route.ts';
import { searchSeed } from './search-seed.ts';
import { CAR_SLUG, carAnswer } from './stock/car-answer.ts';
import { carBySlug } from './stock/site-cars.ts';
import type { StockReader } from './stock/stock-reader.ts';

export interface ServerPage {
  seed: PageSeed;
  /** The photo the page shows first, to start loading with the HTML. */
  firstPhoto: ReturnType<typeof carCardImage> | null;
}

/** The seed for a page at `url` (path and query as requested), or null when the page is drawn in the browser alone. */
export async function serverPage(tenant: Tenant, stock: StockReader, match: PageMatch, url: string, now: Date, random: number): Promise<ServerPage | null> {
  const [pathname = '/', query = ''] = url.split(/(?=\?)/);
  const base = { url, at: now.getTime(), random, rendered: false };
  if (match.page === 'SearchPage') {
    const seed = await searchSeed(tenant, stock, decodeURIComponent(pathname), query, now);
    return { seed: { ...base, searches: seed.answers, api: {} }, firstPhoto: seed.firstPhoto };
  }
  const slug = match.params.slug;
  if (match.page === 'VehiclePage' && slug && CAR_SLUG.test(slug)) {
    const car = await carBySlug(stock, tenant, slug);
    if (!car) return null;
    return { seed: { ...base, searches: [], api: { [`/api/cars/${slug}`]: carAnswer(car) } }, firstPhoto: null };
  }
  return null;
}
