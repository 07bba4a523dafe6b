/**
 * Search attributes that follow from other fields. Feeds rarely send them, so import fills the
 * gaps and sample stock uses the same rules, keeping facets like make_model and price_range
 * consistent whichever way a car got into the index.
 */
import { sellingPrice } from '../../runtime/finance/price.ts';
import type { Car } from '../../schema/car.ts';

const PRICE_BANDS = [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 150_000, 200_000];
const WEEKLY_BANDS = [100, 150, 200, 250, 300, 400, 500];

/** The band a value falls in, as "20000-29999", or "200000+" above the last band. */
function band(value: number, bands: readonly number[]): string {
  let low = 0;
  for (const high of bands) {
    if (value < high) return `${low}-${high - 1}`;
    low = high;
  }
  return `${low}+`;
}

/** Price facet band; null for cars without a price. */
export function priceRangeOf(price: number): string | null {
  return price > 0 ? band(price, PRICE_BANDS) : null;
}

export function weeklyPriceRangeOf(weekly: number | null | undefined): string | null {
  return weekly != null && weekly > 0 ? band(weekly, WEEKLY_BANDS) : null;
}

/** Fills derived search fields the car does not already carry, never overwriting a sent value; display_price is always worked out. */
export function withSearchFields(car: Car): Car {
  const firstPhoto = car.images.find((image) => 'image' in image);
  return {
    ...car,
    path: car.path ?? `/cars/${car.slug}`,
    name: car.name ?? `${car.year} ${car.make} ${car.model}`,
    make_model: car.make_model ?? `${car.make} ${car.model}`,
    sold: car.sold || car.status === 'sold',
    has_nvic: car.has_nvic || Boolean(car.nvic),
    location_name: car.location_name ?? car.location.name,
    city: car.city ?? car.location.city,
    state: car.state ?? car.location.state,
    price_range: car.price_range ?? priceRangeOf(car.price),
    weekly_price_range: car.weekly_price_range ?? weeklyPriceRangeOf(car.weekly_price),
    // The card's own rule, whatever a feed sent: the price sorts must order by what the cards show.
    display_price: sellingPrice(car),
    photos_count: car.photos_count ?? car.images.filter((image) => 'image' in image).length,
    primary_image_url: car.primary_image_url ?? (firstPhoto && 'image' in firstPhoto ? firstPhoto.image.url : null),
    body: car.body ?? car.simple_body,
    fuel: car.fuel ?? car.simple_fuel,
    transmission: car.transmission ?? car.simple_transmission,
    drive: car.drive ?? car.simple_drive,
  };
}
