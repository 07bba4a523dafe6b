/** @dealer/search — pure search rules: state and URL, filters, facets, results. No React; I/O only through an injected client. */
export { carTypePathLabel, placeName, searchBreadcrumbs } from './breadcrumbs.ts';
export type { Crumb } from './breadcrumbs.ts';
export { budgetSearchUrl, priceSliderSearchUrl } from './budget.ts';
export { requestKey, ResultsCache } from './cache.ts';
export { carSearchRequest, createSearchSession, initialSearchView, searchReducer, shapeResult } from './client.ts';
export type { MultiSearchClient, SearchEvent, SearchRequest, SearchResult, SearchSession, SearchStatus, SearchView } from './client.ts';
export { colonsToEquals, dealershipDirectoryRequest, decodeDirectoryParams, encodeDirectoryParams, limitedHitsRequest, manufacturerDirectoryRequest } from './directory.ts';
export type { DirectoryParams, ManufacturerDirectoryQuery } from './directory.ts';
export { allMakes, ALWAYS_REQUESTED_FACETS, facetLimit, facetList, makeDropdown, requestedFacets } from './facets.ts';
export type { FacetCounts, FacetGroup, FacetList, FacetValue, MakeDropdown } from './facets.ts';
export {
  buildFilter,
  buildSearchRequests,
  disjunctiveAttributes,
  inList,
  mergeFacets,
  quoteFilterValue,
  refinementConditions,
  siteConditions,
  siteSearchOptions,
} from './filters.ts';
export type { FacetResult, FilterOptions, MergedFacets, RequestOptions } from './filters.ts';
export { addToHistory } from './history.ts';
export type { SearchHistoryEntry } from './history.ts';
export { collapseSoldRuns, noResultsCard, placePromos, showMeCount, showMeLabel, stockPromos } from './results.ts';
export type { NoResultsCard, RandomSource, ResultCard, StockPromo } from './results.ts';
export { pickSimilarCars, similarCarsRequest, similarCarsTitle, similarPriceBand } from './similar.ts';
export type { PriceBand, SimilarTo } from './similar.ts';
export {
  clampSlider,
  movePriceSliderHandle,
  PRICE_SLIDER_BOUNDS,
  PRICE_SLIDER_MIN_GAP,
  rangeFromSlider,
  sliderBounds,
  sliderValues,
  SNAPPED_ATTRIBUTES,
} from './sliders.ts';
export type { SliderBounds, SliderValues } from './sliders.ts';
export { SORT_EXPRESSIONS, SORT_LABELS, sortChoices, sortExpression } from './sort.ts';
export type { SortChoice } from './sort.ts';
export {
  CAR_TYPE_PATHS,
  carTypePathFor,
  clearRefinements,
  emptySearchState,
  hasRefinements,
  PATH_ATTRIBUTES,
  refine,
  refinedAttributes,
  selectedValues,
  setPage,
  setQuery,
  setRange,
  setSort,
  toggleRefinement,
} from './state.ts';
export type { CarTypePath, RangeRefinement, SearchPath, SearchState } from './state.ts';
export { knownValues, pathNeedsVocabulary, VOCABULARY_FACETS, vocabularyRequest } from './vocabulary.ts';
export { decodeSearchPath, decodeSearchUrl, defaultSort, encodeSearchPath, encodeSearchUrl, pathVocabulary, searchRoutes } from './url-state.ts';
export type { KnownValues, PathVocabulary, SearchRoutes, VocabularySources } from './url-state.ts';
