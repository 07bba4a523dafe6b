import { describe, expect, it } from 'vitest';
import { testSearchOptions } from './test-tenant.ts';
import { decodeSearchPath, pathVocabulary, searchRoutes } from './url-state.ts';
import { knownValues, pathNeedsVocabulary, vocabularyRequest } from './vocabulary.ts';

const now = new Date('2025-07-10T00:00:00Z');

describe('search path vocabulary', () => {
  it('asks only for the body, make and model facets of the listed cars, with no hits', () => {
    const search = { ...testSearchOptions(), locationIds: [11] };
    const [query] = vocabularyRequest(search, now).queries;
    expect(query).toMatchObject({ indexUid: 'Car_production', q: '', facets: ['body', 'make', 'model'], limit: 0 });
    expect(query?.filter).toMatch(/^location\.id IN \[11\] AND \(show_on_dealer_website = true/);
  });

  it('turns the facet values into the words a path may use, so /search/suv is a body and /search/toyota a make', () => {
    const known = knownValues({ body: { SUV: 4, Ute: 2 }, make: { Toyota: 6 }, model: { 'RAV4 Hybrid': 1 } });
    expect(known).toEqual({ bodies: ['SUV', 'Ute'], makes: ['Toyota'], models: ['RAV4 Hybrid'] });
    const routes = searchRoutes(testSearchOptions(), pathVocabulary({ locations: [], dealerships: [] }, known));
    expect(decodeSearchPath('/search/suv', routes)).toEqual({ body: 'SUV' });
    expect(decodeSearchPath('/search/toyota/rav4-hybrid', routes)).toEqual({ make: 'Toyota', model: 'RAV4 Hybrid' });
    expect(knownValues(undefined)).toEqual({ bodies: [], makes: [], models: [] });
  });

  it('is waited for only by paths that may name a body or a make', () => {
    const routes = searchRoutes(
      testSearchOptions(),
      pathVocabulary({ locations: [{ name: 'Bayside Motors - Sales', location_type: 'sales' }], dealerships: [] }, knownValues(undefined)),
    );
    for (const path of ['/search', '/search/new-used-and-demo-cars/', '/search/used-cars', '/special-offers', '/search/bayside-motors']) {
      expect(pathNeedsVocabulary(path, routes)).toBe(false);
    }
    expect(pathNeedsVocabulary('/search/suv', routes)).toBe(true);
    expect(pathNeedsVocabulary('/search/toyota/hilux', routes)).toBe(true);
  });
});
