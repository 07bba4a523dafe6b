import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_PATH } from '../../schema/constants.ts';
import { budgetSearchUrl, priceSliderSearchUrl } from './budget.ts';
import { PRICE_SLIDER_BOUNDS } from './sliders.ts';
import { searchRoutes } from './url-state.ts';

const routes = searchRoutes(
  { pathPrefix: 'search', defaultPath: DEFAULT_SEARCH_PATH, sortOptions: ['mostRelevant', 'highestPrice'] },
  { bodies: { suv: 'SUV' }, locations: {}, dealerships: {} },
);

describe('budget finder target', () => {
  it('searches the chosen car type or body up to the capped maximum price', () => {
    expect(budgetSearchUrl({ carType: 'used' }, { min: 0, max: 54_000 }, routes)).toBe('/search/used-cars?range[price]=:54000');
    expect(budgetSearchUrl({ body: 'SUV' }, { min: 0, max: 100_000 }, routes)).toBe('/search/suv?range[price]=:100000');
    expect(budgetSearchUrl({}, { min: 5000, max: 20_000 }, routes)).toBe('/search/new-used-and-demo-cars/?range[price]=5000:20000');
  });
});

describe('price range slider page target', () => {
  it('searches between the handles, sorted by price descending', () => {
    expect(priceSliderSearchUrl({ min: PRICE_SLIDER_BOUNDS.min, max: PRICE_SLIDER_BOUNDS.max }, routes)).toBe(
      '/search/new-used-and-demo-cars/?range[price]=5000:250000&sortBy=highestPrice',
    );
  });
});
