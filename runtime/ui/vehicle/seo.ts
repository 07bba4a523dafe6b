/**
 * What search engines and link previews read about a car: title, meta description, canonical URL,
 * Open Graph image and schema.org `Car` JSON-LD with its offer. Pure; `useCarSeo` puts it in the page.
 */
import type { Car } from '../../../schema/car.ts';
import type { Tenant } from '../../../schema/tenant.ts';
import { formatMoney } from '../../finance/format.ts';
import { sellingPrice } from '../../finance/price.ts';
import { isAvailable } from '../../site/availability.ts';
import { isSold } from '../../site/car.ts';
import { carName, kmText } from '../../site/car-facts.ts';
import { carPhotos } from './page-rules.ts';

/** Longer descriptions are cut by search engines anyway. */
export const META_DESCRIPTION_MAX = 160;

/** The site's canonical origin: its configured URL, else where the page was loaded from. */
export function siteOrigin(site: Pick<Tenant, 'url'>, fallback: string): string {
  return (site.url?.startsWith('http') ? site.url : fallback).replace(/\/+$/, '');
}

export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function carMetaDescription(car: Car, site: Pick<Tenant, 'name'>): string {
  const price = sellingPrice(car);
  const facts = [kmText(car.km), car.simple_transmission ?? car.transmission, car.simple_body ?? car.body, car.colour].filter(Boolean).join(', ');
  const text = [
    `${carName(car)}${price > 0 ? ` for ${formatMoney(price)}` : ''} at ${site.name}.`,
    facts && `${facts}.`,
    car.stocknum && `Stock ${car.stocknum}.`,
  ]
    .filter(Boolean)
    .join(' ');
  return text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

function availability(car: Car): string {
  if (isSold(car) || !isAvailable(car)) return 'https://schema.org/SoldOut';
  return car.status === 'coming_soon' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock';
}

export function carJsonLd(car: Car, site: Pick<Tenant, 'name'>, pageUrl: string, origin: string): Record<string, unknown> {
  const price = sellingPrice(car);
  const optional = (key: string, value: unknown) => (value == null || value === '' ? {} : { [key]: value });
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carName(car),
    url: pageUrl,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    image: carPhotos(car)
      .slice(0, 5)
      .map((photo) => absoluteUrl(origin, photo.url)),
    ...optional('vehicleIdentificationNumber', car.vin),
    ...optional('color', car.colour),
    ...optional('bodyType', car.body),
    ...optional('fuelType', car.fuel),
    ...optional('vehicleTransmission', car.trans ?? car.transmission),
    ...optional('mileageFromOdometer', car.km == null ? null : { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' }),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'AUD',
      ...optional('price', price > 0 ? price : null),
      availability: availability(car),
      seller: { '@type': 'AutoDealer', name: site.name },
    },
  };
}
