import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { wholeCars } from '../search/cars.fixture.ts';
import type { CarHit } from '../search/engine';
import { RecentlyViewed, RecentlyViewedCards } from './RecentlyViewed';

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('recently viewed', () => {
  it('a heading and one card per car, in the order given, each linking to its car', () => {
    const cars = wholeCars('lender').slice(0, 2).reverse() as CarHit[];
    const out = html(<RecentlyViewedCards cars={cars} />);
    expect(out).toContain('<h2 id="recently-viewed-title">Recently Viewed</h2>');
    expect([...out.matchAll(/<article class="car-card" data-car-id="([^"]+)"/g)].map((m) => m[1])).toEqual(cars.map((car) => String(car.id)));
    for (const car of cars) expect(out).toContain(`href="/cars/${car.slug}"`);
  });

  it('shows nothing without cars, and nothing from the server: the record is in the browser', () => {
    expect(html(<RecentlyViewedCards cars={[]} />)).toBe('');
    expect(html(<RecentlyViewed currentId={7} />)).toBe('');
  });
});
