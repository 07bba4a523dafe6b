import { emptySearchState, setRange, setSort } from './state.ts';
import type { SearchPath } from './state.ts';
import { defaultSort, encodeSearchUrl } from './url-state.ts';
import type { SearchRoutes } from './url-state.ts';
import type { SliderValues } from './sliders.ts';

/**
 * Where the budget finder's 'View {carType}s In This Range' goes: the chosen car type or body
 * path, prices up to the range's maximum (the budget capped at the dearest car, from
 * `budgetButton` in @dealer/finance). A floor of 0 sets no lower limit.
 */
export function budgetSearchUrl(path: SearchPath, priceRange: SliderValues, routes: SearchRoutes): string {
  const range = priceRange.min > 0 ? { min: priceRange.min, max: priceRange.max } : { max: priceRange.max };
  return encodeSearchUrl(setRange(emptySearchState(defaultSort(routes), path), 'price', range), routes);
}

/** The price range slider page's button: cars between the handles, dearest first. */
export function priceSliderSearchUrl(values: SliderValues, routes: SearchRoutes, path: SearchPath = {}): string {
  const state = setRange(emptySearchState(defaultSort(routes), path), 'price', values);
  return encodeSearchUrl(setSort(state, 'highestPrice'), routes);
}
