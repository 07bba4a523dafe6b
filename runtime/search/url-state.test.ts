import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_PATH } from '../../schema/constants.ts';
import { SPECIAL_OFFERS_PATH } from '../site/constants.ts';
import { emptySearchState } from './state.ts';
import type { SearchState } from './state.ts';
import { decodeSearchUrl, encodeSearchPath, encodeSearchUrl, pathVocabulary, searchRoutes } from './url-state.ts';
import type { PathVocabulary } from './url-state.ts';

const vocabulary: PathVocabulary = {
  bodies: { suv: 'SUV', 'people-mover': 'People Mover' },
  locations: { 'harbourside-toyota': 'Harbourside Toyota - Sales' },
  dealerships: { 'parkway-motors': 'Parkway Motors' },
  makes: { 'gwm-haval': 'GWM', 'land-rover': 'Land Rover', citroen: 'Citroën', 'mercedes-benz': 'Mercedes-Benz' },
  models: { 'range-rover-sport': 'Range Rover Sport', c3: 'C3' },
};
const routes = searchRoutes(
  { pathPrefix: 'search', defaultPath: DEFAULT_SEARCH_PATH, sortOptions: ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice'] },
  vocabulary,
);
const usedCarRoutes = searchRoutes({ pathPrefix: 'used-car', defaultPath: '/used-car/', sortOptions: ['latest', 'lowestPrice'] }, vocabulary);

function decodeHref(href: string, r = routes): SearchState {
  const url = new URL(href, 'https://bayside.example.com');
  return decodeSearchUrl(url.pathname, url.search, r);
}
const state = (over: Partial<SearchState>): SearchState => ({ ...emptySearchState('mostRelevant'), ...over });

describe('search paths', () => {
  it.each([
    ['/search/new-used-and-demo-cars', {}],
    ['/search/new-used-and-demo-cars/', {}],
    ['/search', {}],
    ['/search/used-cars', { carType: 'used' }],
    ['/search/new-cars', { carType: 'new' }],
    ['/search/demo-cars', { carType: 'demo' }],
    ['/search/new-and-demo-cars', { carType: 'new-and-demo' }],
    ['/search/toyota', { make: 'toyota' }],
    ['/search/gwm-haval', { make: 'GWM' }],
    ['/search/land-rover/range-rover-sport', { make: 'Land Rover', model: 'Range Rover Sport' }],
    ['/search/mazda/cx-5', { make: 'mazda', model: 'cx 5' }],
    ['/search/suv', { body: 'SUV' }],
    ['/search/harbourside-toyota', { location: 'Harbourside Toyota - Sales' }],
    ['/search/parkway-motors', { dealership: 'Parkway Motors' }],
    ['/special-offers', { offers: true }],
  ])('%s reads as %j', (pathname, path) => {
    expect(decodeSearchUrl(pathname, '', routes).path).toEqual(path);
  });

  it('writes the default path as the tenant configures it', () => {
    expect(encodeSearchUrl(emptySearchState('mostRelevant'), routes)).toBe('/search/new-used-and-demo-cars/');
    expect(encodeSearchUrl(emptySearchState('latest'), usedCarRoutes)).toBe('/used-car/');
  });

  it('uses the used-car first segment when the tenant says so', () => {
    expect(encodeSearchUrl(state({ sortBy: 'latest', path: { make: 'Land Rover' } }), usedCarRoutes)).toBe('/used-car/land-rover');
    expect(decodeSearchUrl('/used-car/land-rover/range-rover-sport', '', usedCarRoutes).path).toEqual({ make: 'Land Rover', model: 'Range Rover Sport' });
    expect(decodeSearchUrl('/used-car/', '', usedCarRoutes).path).toEqual({});
  });

  it('writes car-type, make, body, location, dealership and offers paths', () => {
    expect(encodeSearchUrl(state({ path: { carType: 'new-and-demo' } }), routes)).toBe('/search/new-and-demo-cars');
    expect(encodeSearchUrl(state({ path: { make: 'GWM' } }), routes)).toBe('/search/gwm-haval');
    expect(encodeSearchUrl(state({ path: { make: 'Toyota', model: 'HiLux' } }), routes)).toBe('/search/toyota/hilux');
    expect(encodeSearchUrl(state({ path: { body: 'People Mover' } }), routes)).toBe('/search/people-mover');
    expect(encodeSearchUrl(state({ path: { location: 'Harbourside Toyota - Sales' } }), routes)).toBe('/search/harbourside-toyota');
    expect(encodeSearchUrl(state({ path: { dealership: 'Parkway Motors' } }), routes)).toBe('/search/parkway-motors');
    expect(encodeSearchUrl(state({ path: { offers: true }, query: 'hilux' }), routes)).toBe(`${SPECIAL_OFFERS_PATH}?query=hilux`);
  });
});

describe('path vocabulary', () => {
  const bare = searchRoutes({ pathPrefix: 'search', defaultPath: '/search', sortOptions: ['mostRelevant'] }, { bodies: {}, locations: {}, dealerships: {} });

  it('knows the manufacturer slug exceptions without being told', () => {
    expect(encodeSearchPath({ make: 'GWM' }, bare)).toBe('/search/gwm-haval');
    expect(decodeSearchUrl('/search/gwm-haval', '', bare).path).toEqual({ make: 'GWM' });
    expect(decodeSearchUrl('/search/kgm-ssangyong/musso', '', bare).path).toEqual({ make: 'KGM SsangYong', model: 'musso' });
    expect(decodeSearchUrl('/search', '', bare).path).toEqual({});
  });

  it("comes from the tenant's locations and dealerships and the known facet values", () => {
    const location = (name: string, location_type: 'sales' | 'service') => ({ name, location_type });
    const built = pathVocabulary(
      {
        locations: [location('Harbourside Toyota - Service', 'service'), location('Harbourside Toyota - Sales', 'sales')],
        dealerships: [{ name: 'Parkway Motors', slug: 'parkway-motors' }],
      },
      { bodies: ['SUV', 'People Mover'], makes: ['GWM', 'Land Rover'], models: ['Range Rover Sport'] },
    );
    expect(built).toEqual({
      bodies: { suv: 'SUV', 'people-mover': 'People Mover' },
      locations: { 'harbourside-toyota': 'Harbourside Toyota - Sales' },
      dealerships: { 'parkway-motors': 'Parkway Motors' },
      makes: { 'gwm-haval': 'GWM', 'land-rover': 'Land Rover' },
      models: { 'range-rover-sport': 'Range Rover Sport' },
    });
  });
});

describe('query string', () => {
  it('writes the InstantSearch format in a fixed key order, page only when not 1', () => {
    const s = state({
      query: 'sr5',
      page: 3,
      sortBy: 'lowestPrice',
      range: { year: { min: 2018 }, price: { min: 10000, max: 25000 } },
      refinementList: { fuel: ['Diesel', 'Petrol'], city: ['Brisbane'] },
    });
    expect(encodeSearchUrl(s, routes)).toBe(
      '/search/new-used-and-demo-cars/?query=sr5&refinementList[city][0]=Brisbane&refinementList[fuel][0]=Diesel&refinementList[fuel][1]=Petrol' +
        '&range[price]=10000:25000&range[year]=2018:&sortBy=lowestPrice&page=3',
    );
    expect(encodeSearchUrl({ ...s, page: 1 }, routes)).not.toContain('page=');
  });

  it('reads percent-encoded keys (as qs writes them) and + as a space', () => {
    const s = decodeHref('/search?refinementList%5Bcity%5D%5B0%5D=Gold+Coast&range%5Bprice%5D=%3A50000&query=land+cruiser');
    expect(s.refinementList).toEqual({ city: ['Gold Coast'] });
    expect(s.range).toEqual({ price: { max: 50000 } });
    expect(s.query).toBe('land cruiser');
  });

  it('orders refinement values by their index and ignores malformed parts', () => {
    const s = decodeHref('/search?refinementList[make][1]=Mazda&refinementList[make][0]=Kia&page=abc&sortBy=cheapest&range[km]=x:y&query=%E0%A4%A');
    expect(s.refinementList).toEqual({ make: ['Kia', 'Mazda'] });
    expect(s.page).toBe(1);
    expect(s.sortBy).toBe('mostRelevant');
    expect(s.range).toEqual({});
    expect(s.query).toBe('%E0%A4%A');
  });

  it('drops attribute names that could rewrite the filter', () => {
    const s = decodeHref('/search?refinementList[make) OR (show_on_dealer_website][0]=false&range[price>0 OR x]=1:2&refinementList[location.id][0]=7');
    expect(s.refinementList).toEqual({ 'location.id': ['7'] });
    expect(s.range).toEqual({});
  });

  it('is canonical: the same choices made in another order give the same URL', () => {
    const a = state({ refinementList: { fuel: ['Diesel'], colour: ['Red'] }, range: { year: { min: 2015 }, km: { max: 9 } } });
    const b = state({ range: { km: { max: 9 }, year: { min: 2015 } }, refinementList: { colour: ['Red'], fuel: ['Diesel'] } });
    expect(encodeSearchUrl(a, routes)).toBe(encodeSearchUrl(b, routes));
  });

  it("falls back to the tenant's first sort option for one it does not offer", () => {
    expect(decodeHref('/used-car/?sortBy=highestKms', usedCarRoutes).sortBy).toBe('latest');
    expect(decodeHref('/used-car/?sortBy=lowestPrice', usedCarRoutes).sortBy).toBe('lowestPrice');
  });
});

describe('round trip', () => {
  const odd = ['a b', 'R&D', 'C++', '100%', 'x=y', '#1', 'Citroën ë', '[brackets]', 'ü/é?', ' lead and trail ', '日本', 'it\'s (quoted) "so"'];
  const states: SearchState[] = [
    emptySearchState('mostRelevant'),
    state({ path: { offers: true }, refinementList: { make: ['Kia'] } }),
    state({ path: { carType: 'used' }, page: 2, sortBy: 'highestPrice' }),
    state({ path: { carType: 'new-and-demo' }, range: { price: { min: 0, max: 100000 } } }),
    state({ path: { make: 'Citroën', model: 'C3' }, refinementList: { car_type: ['new', 'used'] } }),
    state({ path: { make: 'Mercedes-Benz' } }),
    state({ path: { body: 'SUV' }, refinementList: { make: ['Toyota', 'Mazda'] } }),
    state({ path: { location: 'Harbourside Toyota - Sales' }, query: 'hilux' }),
    state({ path: { dealership: 'Parkway Motors' }, range: { km: { max: 50000 }, year: { min: 2015 } } }),
    state({ query: odd.join(' '), refinementList: { colour: odd, make_model: ['Toyota > HiLux'] }, range: { price: { min: -5, max: 1.5 } }, page: 12 }),
    ...odd.map((value) => state({ query: value, refinementList: { badge: [value] } })),
  ];

  it.each(states.map((s) => [encodeSearchUrl(s, routes), s] as const))('%s', (href, s) => {
    expect(decodeHref(href)).toEqual(s);
    expect(encodeSearchUrl(decodeHref(href), routes)).toBe(href);
  });

  it('keeps a make with no letters or digits to slug by percent-encoding it', () => {
    const s = state({ path: { make: '日本' } });
    expect(encodeSearchUrl(s, routes)).toBe('/search/%E6%97%A5%E6%9C%AC');
    expect(decodeHref(encodeSearchUrl(s, routes))).toEqual(s);
  });
});
