import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { CAR_HIT_ATTRIBUTES } from '@dealer/search/hit';
import { SITE } from '@site/site.gen';
import { CarCard } from './CarCard';
import { wholeCars } from './cars.fixture.ts';
import type { CarHit } from './engine';

const now = new Date('2025-07-10T00:00:00Z');
const car = {
  id: 7,
  slug: '2024-toyota-hilux-sr5-7',
  year: 2024,
  make: 'Toyota',
  model: 'Hilux',
  badge: 'SR5',
  series: 'GUN126R',
  car_type: 'used',
  status: 'in_stock',
  price: 45990,
  before_price: 48990,
  km: 12500,
  simple_transmission: 'Automatic',
  simple_body: 'Ute',
  fuel: 'Diesel',
  created_at: '2025-07-08T00:00:00Z',
  primary_image_url: '/media/car/7/1.svg',
  finance_lenders: { [SITE.finance.provider!.key]: { paymentWeek: 171.6 } },
} as unknown as CarHit;

// React marks text joins with empty comments; the shopper reads the text without them.
const render = (props: Partial<Parameters<typeof CarCard>[0]> = {}) =>
  renderToString(
    <MemoryRouter>
      <CarCard car={car} now={now} {...props} />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('CarCard', () => {
  it('shows the title, subtitle, was-price, kms, transmission and body, and links to the car', () => {
    const html = render();
    expect(html).toContain('2024 Toyota Hilux');
    expect(html).toContain('SR5 GUN126R');
    expect(html).toContain('href="/cars/2024-toyota-hilux-sr5-7"');
    expect(html).toMatch(/<s[^>]*>\$48,990<\/s>/);
    expect(html).toContain('12,500 kms');
    expect(html).toContain('Automatic');
    expect(html).toContain('Ute');
  });

  it('shows the weekly finance figure in whole dollars, and New Arrival for a car listed within 8 days', () => {
    const html = render();
    expect(html).toContain('Only $172 /wk*');
    expect(html).toContain('New Arrival');
    expect(render({ now: new Date('2025-07-20T00:00:00Z') })).not.toContain('New Arrival');
  });

  it('shows no weekly figure on a sold car, nor on a car its page shows no calculator for', () => {
    expect(render({ car: { ...car, status: 'sold', sold: true } as CarHit })).not.toContain('/wk');
    expect(render({ car: { ...car, price: 0 } as CarHit })).not.toContain('/wk');
    expect(render({ car: { ...car, status: 'coming_soon' } as CarHit })).toContain('Only $172 /wk*');
  });

  it('loads the first two images at once and the rest lazily', () => {
    expect(render({ priority: true })).toMatch(/loading="eager"[^>]*fetchPriority="high"|fetchPriority="high"[^>]*loading="eager"/);
    expect(render()).toContain('loading="lazy"');
  });
});

describe('CarCard on a search hit', () => {
  // Searches ask for CAR_HIT_ATTRIBUTES only; a field the card reads but the list lacks would vanish from every result page.
  it('draws every car the same from its hit fields as from the whole car', () => {
    for (const full of wholeCars(SITE.finance.provider!.key)) {
      const hit = Object.fromEntries(CAR_HIT_ATTRIBUTES.filter((key) => key in full).map((key) => [key, full[key]])) as CarHit;
      expect(render({ car: hit })).toBe(render({ car: full }));
    }
  });
});
