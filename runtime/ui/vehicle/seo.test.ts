import { describe, expect, it } from 'vitest';
import type { Car } from '../../../schema/car.ts';
import { absoluteUrl, carJsonLd, carMetaDescription, META_DESCRIPTION_MAX, siteOrigin } from './seo.ts';

const car = {
  id: 7,
  slug: '2021-toyota-corolla-sx-abc',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'SX',
  car_type: 'used',
  status: 'in_stock',
  price: 24990,
  km: 45210,
  simple_transmission: 'Automatic',
  simple_body: 'Hatch',
  colour: 'White',
  stocknum: 'TU7',
  vin: 'JTN123',
  images: [{ image: { url: '/media/car/7/1.svg', thumb: { url: '/media/car/7/1.svg?w=200' } } }],
} as unknown as Car;

describe('car SEO', () => {
  it('describes the car with its price and facts in at most 160 characters', () => {
    expect(carMetaDescription(car, { name: 'Harbourside' })).toBe(
      '2021 Toyota Corolla SX for $24,990 at Harbourside. 45,210 km, Automatic, Hatch, White. Stock TU7.',
    );
    expect(carMetaDescription({ ...car, name: 'x'.repeat(300) }, { name: 'H' }).length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });
  it('builds schema.org Car JSON-LD with its offer', () => {
    const ld = carJsonLd(car, { name: 'Harbourside' }, 'https://h.example/cars/x', 'https://h.example');
    expect(ld).toMatchObject({
      '@type': 'Car',
      name: '2021 Toyota Corolla SX',
      brand: { '@type': 'Brand', name: 'Toyota' },
      vehicleIdentificationNumber: 'JTN123',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { value: 45210, unitCode: 'KMT' },
      image: ['https://h.example/media/car/7/1.svg'],
      offers: { '@type': 'Offer', price: 24990, priceCurrency: 'AUD', availability: 'https://schema.org/InStock', seller: { name: 'Harbourside' } },
    });
    expect(carJsonLd({ ...car, status: 'sold', price: 0 }, { name: 'H' }, 'u', 'o').offers).toEqual({
      '@type': 'Offer',
      url: 'u',
      priceCurrency: 'AUD',
      availability: 'https://schema.org/SoldOut',
      seller: { '@type': 'AutoDealer', name: 'H' },
    });
  });
  it('uses the configured site URL as the canonical origin', () => {
    expect(siteOrigin({ url: 'https://h.example/' }, 'http://localhost')).toBe('https://h.example');
    expect(siteOrigin({}, 'http://localhost:4000')).toBe('http://localhost:4000');
    expect(absoluteUrl('https://h.example', '/a.svg')).toBe('https://h.example/a.svg');
    expect(absoluteUrl('https://h.example', 'https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });
});
