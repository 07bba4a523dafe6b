/**
 * Business constants from the product specs that the schema itself needs: the defaults of tenant
 * options and the search index's custom ranking. The runtime's own constants stay in
 * runtime/site/constants.ts; the runtime reads these from here, so each is still named once.
 */

// Search
export const SEARCH_HITS_PER_PAGE = 21;
export const SEARCH_CACHE_LIMIT = 50;
export const SEARCH_INDEX_NAME = 'Car_production';
export const SEARCH_CUSTOM_RANK_SORT = 'custom_rank:desc';
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';
/** The spec's `price>1000` that some components add: the example of `search.minPriceFilter`, which is off by default. */
export const SEARCH_MIN_PRICE_FILTER = 1000;
/**
 * The /special-offers search by default: cars showing a reduced price, that is an offer price above
 * the spec's 10 or a recorded was-price. Tenants may name their own (a tag, a category).
 */
export const SPECIAL_OFFERS_FILTER = 'offer_price > 10 OR before_price > 0';
export const SOLD_CARS_LISTED_DAYS = 3;
export const WANT_YOUR_CAR_PROMO_POSITION = 8;

// Finance
export const FINANCE_AMOUNT_MIN = 1000;
export const FINANCE_AMOUNT_MAX = 100_000;
export const FINANCE_TERM_MAX = 7;
export const FINANCE_INTEREST_MIN = 0.5;
export const FINANCE_INTEREST_MAX = 15;
export const FINANCE_DEFAULT_TERM = 6;
export const FINANCE_DEFAULT_INTEREST = 10;
export const FINANCE_SAMPLE_RATE = 6.29;
export const FINANCE_SAMPLE_COMPARISON_RATE = 8.19;

// Site
export const REVIEWS_MINIMUM_RATING = 4;
export const REVIEWS_LIST_LIMIT = 10;
export const IMAGE_DEFAULT_QUALITY = 75;
export const MAP_DEFAULT_ZOOM = 10;

// Texts with a fixed wording in the spec
export const NO_PRICE_TEXT = 'Enquire for price.';
export const TAG_LABELS = { new: 'New', sold: 'JUST SOLD', newArrival: 'New Arrival', comingSoon: 'COMING SOON' } as const;
