/**
 * The seed of a page the server draws (runtime/site/page-seed.ts), and whether the page is there at all: for a
 * results page its first search answers (search-seed.ts), for a car, offer or copy page the answer the page reads
 * (as the API gives it, null where the API has none). A path no route takes, or whose car, offer, copy, location
 * or brand is not there, is a 404, drawn as the site's not-found page. The home page and the pages that read nothing
 * before their first paint (contact, locator, finance, trade-in, compare, success) are drawn with an empty seed: their
 * largest paint comes with the HTML. A page behind a sign-in the tenant asks for, or one about the shopper
 * (watchlist, garage, sign-in, checkout), is left to the browser: the server does not know who is asking.
 */
import type { PageSeed } from '../runtime/site/page-seed.ts';
import { overviewBrandAt } from '../runtime/site/brand-overview.ts';
import { gateOfRoute, isGated } from '../runtime/site/gating.ts';
import { copySlugOf } from '../runtime/site/copy-pages.ts';
import type { carCardImage } from '../runtime/site/images.ts';
import { locationBySlug } from '../runtime/site/locations.ts';
import { findBrand } from '../runtime/site/manufacturers.ts';
import { isOfferShown, type Offer } from '../runtime/site/offers.ts';
import type { Tenant } from '../schema/tenant.ts';
import type { PageMatch } from './page-route.ts';
import { searchSeed } from './search-seed.ts';
import { CAR_SLUG, carAnswer } from './stock/car-answer.ts';
import { carBySlug } from './stock/site-cars.ts';
import type { StockReader } from './stock/stock-reader.ts';

/** A GET of the site's own API (`/api/…`) for the tenant the page is for: its status, and its JSON when 200. */
export type SiteApi = (path: string) => Promise<{ status: number; body: unknown }>;

export interface PageContext {
  tenant: Tenant;
  stock: StockReader;
  /** Offers and page copy are asked of the API, so a page is there exactly when the API that fills it answers. */
  api: SiteApi;
  now: Date;
  random: number;
}

export interface ServerPage {
  seed: PageSeed;
  /** The photo the page shows first, to start loading with the HTML. */
  firstPhoto: ReturnType<typeof carCardImage> | null;
  /** 404 for a path that names nothing; the page is still drawn, as the site's not-found page. */
  status: 200 | 404;
}

/** Pages the same for every shopper that read no data before their first paint: drawn with an empty seed. */
const DRAWN_WITHOUT_DATA = new Set(['ContactPage', 'DealerLocatorPage', 'FinancePage', 'TradeInPage', 'ComparePage', 'SuccessPage', 'SignInPage']);

/** A 400 is a malformed id or slug, which names nothing either. */
const isMissing = (status: number) => status === 404 || status === 400;

/**
 * The seed for a page at `url` (path and query as requested; `match` its route, none for a path no route takes),
 * or null when the page is there and drawn in the browser alone.
 */
export async function serverPage(context: PageContext, match: PageMatch | undefined, url: string): Promise<ServerPage | null> {
  const { tenant, stock, now, random } = context;
  const [pathname = '/', query = ''] = url.split(/(?=\?)/);
  const page = (api: PageSeed['api'], status: ServerPage['status'] = 200, searches: PageSeed['searches'] = []): ServerPage => ({
    seed: { url, at: now.getTime(), random, searches, api, rendered: false },
    firstPhoto: null,
    status,
  });
  // The home page is the route table's index route, which it does not list.
  if (!match) return page({}, pathname === '/' ? 200 : 404);
  if (match.gate && isGated(gateOfRoute(match.gate), tenant.account)) return null;
  const { slug, offerId, pageSlug, locationSlug, brandSlug } = match.params;
  switch (match.page) {
    case 'SearchPage': {
      const seed = await searchSeed(tenant, stock, decodeURIComponent(pathname), query, now);
      return { ...page({}, 200, seed.answers), firstPhoto: seed.firstPhoto };
    }
    case 'VehiclePage': {
      const key = `/api/cars/${encodeURIComponent(slug ?? '')}`;
      const car = slug && CAR_SLUG.test(slug) ? await carBySlug(stock, tenant, slug) : null;
      return car ? page({ [key]: carAnswer(car) }) : page({ [key]: null }, 404);
    }
    case 'OfferPage': {
      if (!offerId || !/^\d+$/.test(offerId)) return page({}, 404);
      return pageAnswer(context, `/api/content/offers/${offerId}`, (offer) => isOfferShown(offer as Offer, tenant.id, tenant.offers), page);
    }
    case 'CopyPage':
      return pageAnswer(context, `/api/content/pages/${pageSlug ?? copySlugOf(pathname)}`, () => true, page);
    case 'LocationPage':
      return locationBySlug(tenant.locations, locationSlug ?? '', tenant.locationOptions) ? null : page({}, 404);
    case 'BrandPage':
      return findBrand(brandSlug ?? '', tenant.brands.groups) ? null : page({}, 404);
    // Routes match paths whatever their case; a brand's overview is at its slug's.
    case 'BrandOverviewPage':
      return overviewBrandAt(pathname, tenant) ? null : page({}, 404);
    default:
      return DRAWN_WITHOUT_DATA.has(match.page) ? page({}) : null;
  }
}

/**
 * A page filled by one API answer: seeded with it, a 404 where the API has none or `shown` refuses it. An API
 * that fails leaves the page to the browser, which says so.
 */
async function pageAnswer(
  context: PageContext,
  path: string,
  shown: (answer: unknown) => boolean,
  page: (api: PageSeed['api'], status?: ServerPage['status']) => ServerPage,
): Promise<ServerPage | null> {
  const answer = await context.api(path);
  if (isMissing(answer.status)) return page({ [path]: null }, 404);
  if (answer.status !== 200) return null;
  return page({ [path]: answer.body }, shown(answer.body) ? 200 : 404);
}
