import { describe, expect, it } from 'vitest';
import { carTypePathLabel, placeName, searchBreadcrumbs } from './breadcrumbs.ts';
import { testSearchOptions } from './test-tenant.ts';
import { pathVocabulary, searchRoutes } from './url-state.ts';

const routes = searchRoutes(
  testSearchOptions(),
  pathVocabulary({ locations: [], dealerships: [] }, { bodies: ['SUV'], makes: ['Land Rover', 'GWM'], models: ['Range Rover Sport'] }),
);

describe('search breadcrumbs', () => {
  it('lead to the car-type path with its trailing slash, the make, then the make and model', () => {
    expect(searchBreadcrumbs({ carType: 'used' }, routes)).toEqual([
      { label: 'Search', href: '/search/new-used-and-demo-cars/' },
      { label: 'Used Cars', href: '/search/used-cars/' },
    ]);
    expect(searchBreadcrumbs({ make: 'Land Rover', model: 'Range Rover Sport' }, routes).slice(1)).toEqual([
      { label: 'Land Rover', href: '/search/land-rover' },
      { label: 'Range Rover Sport', href: '/search/land-rover/range-rover-sport' },
    ]);
    expect(searchBreadcrumbs({ make: 'GWM' }, routes)[1]).toEqual({ label: 'GWM', href: '/search/gwm-haval' });
    expect(searchBreadcrumbs({ body: 'SUV' }, routes)[1]).toEqual({ label: 'SUV', href: '/search/suv' });
    expect(searchBreadcrumbs({ offers: true }, routes)).toEqual([{ label: 'Special Offers', href: '/special-offers' }]);
  });

  it('names the car-type paths', () => {
    expect(carTypePathLabel('new-and-demo')).toBe('New & Demo Cars');
    expect(carTypePathLabel('demo')).toBe('Demo Cars');
  });

  it("name a location's stock by the place, without its ' - Sales' suffix", () => {
    expect(placeName('Harbourside Toyota - Sales')).toBe('Harbourside Toyota');
    expect(placeName('Redgum Used Cars')).toBe('Redgum Used Cars');
    expect(searchBreadcrumbs({ location: 'Harbourside Toyota - Sales' }, routes)[1]?.label).toBe('Harbourside Toyota');
  });
});
