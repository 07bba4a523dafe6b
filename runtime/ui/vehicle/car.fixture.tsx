/**
 * The car the vehicle components' render tests start from (a used, priced, in-stock Hilux at Harbourside,
 * the unit tests' site: vitest.config.ts points @site there), changed per test by what it is about.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import type { Car } from '../../../schema/car.ts';

export function testCar(changes: Record<string, unknown> = {}): Car {
  return {
    id: 9,
    slug: '2022-toyota-hilux-sr5-abc',
    year: 2022,
    make: 'Toyota',
    model: 'Hilux',
    car_type: 'used',
    status: 'in_stock',
    tag: null,
    price: 45000,
    reserved: false,
    images: [],
    file: null,
    features: [],
    standardEquipment: [],
    payment_processors: [],
    dealercomments: null,
    location: { id: 1, name: 'Harbourside Toyota', slug: 'harbourside-toyota', distribution_locations: [] },
    ...changes,
  } as unknown as Car;
}

/** Server-rendered HTML inside a router, without React's text separators. */
export const renderedHtml = (node: ReactNode): string => renderToString(<MemoryRouter>{node}</MemoryRouter>).replace(/<!-- -->/g, '');
