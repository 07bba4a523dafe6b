import { formatCount } from '@dealer/site/numbers';
import { lazy, memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { carTypePathLabel, placeName, searchBreadcrumbs } from '@dealer/search/breadcrumbs';
import { showMeCount } from '@dealer/search/results';
import { clearRefinements, emptySearchState, hasRefinements, selectedValues, setPage, setQuery, setSort } from '@dealer/search/state';
import type { SearchPath } from '@dealer/search/state';
import type { SearchRoutes } from '@dealer/search/url-state';
import { EVENTS } from '@dealer/site/constants';
import { SITE } from '@site/site.gen';
import { CAR_TYPES } from '../../../schema/lists.ts';
import { track } from '../analytics';
import { afterThisTask } from '../later';
import { LazyPart, usePageTitle, useRouteTitle } from '../routing';
import { Breadcrumbs } from '../site/Breadcrumbs';
import { rememberSearch } from '../search/history-store';
import { PlaceholderGrid } from '../search/PlaceholderCard';
import { SearchBox } from '../search/SearchBox';
import { ShowMeButton } from '../search/ShowMeButton';
import { SortSelect } from '../search/SortSelect';
import { useCarSearch } from '../search/useCarSearch';
import { useSearchRoutes, useSearchUrl } from '../search/useSearchUrl';
import { WhenShown } from '../site/WhenShown';
// The lazy parts' styles (filter chips, the cards' prices and compare toggles among them) come with the page, so a
// part the server drew is styled before its code arrives.
import '../search/search.css';
import '../finance/finance.css';
import '../compare/compare-toggle.css';

// Parts the first paint does not need code for: the server draws them, and each comes alive when its code has
// arrived (LazyPart), after the rest of the page. The cars themselves are one: the page's first load brings the code
// that searches, not the cards'. The filters follow a new answer in a later, interruptible render too.
const PARTS = {
  grid: () => import('../search/ResultGrid'),
  filters: () => import('../search/FacetPanel'),
  chips: () => import('../search/FilterChips'),
  noResults: () => import('../search/NoResults'),
  pagination: () => import('../search/Pagination'),
};
const ResultGrid = lazy(() => PARTS.grid().then((m) => ({ default: m.ResultGrid })));
const Filters = lazy(() => PARTS.filters().then((m) => ({ default: memo(m.FacetPanel) })));
const FilterChips = lazy(() => PARTS.chips().then((m) => ({ default: m.FilterChips })));
const NoResults = lazy(() => PARTS.noResults().then((m) => ({ default: m.NoResults })));
const Pagination = lazy(() => PARTS.pagination().then((m) => ({ default: m.Pagination })));
/** Fetched once the page is alive, so a part a shopper's change brings (chips, the no-results card) shows at once. */
const fetchParts = () => Object.values(PARTS).forEach((load) => void load());
/** From this width the filters show beside the results (search.css, lg); narrower, behind the Filters button. */
const FILTERS_BESIDE_RESULTS = '(min-width: 992px)';

/** The search results page: `/{prefix}`, `/{prefix}/*` and `/special-offers`. */
export default function SearchPage() {
  const routes = useSearchRoutes();
  const routeTitle = useRouteTitle();
  useEffect(() => track(EVENTS.searchView), []);
  useEffect(() => afterThisTask(fetchParts), []);
  // A path that may name a body or a make waits for the site's vocabulary; other paths search at once.
  return routes ? <SearchResults routes={routes} /> : <SearchSkeleton title={routeTitle} />;
}

function SearchSkeleton({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="search-page" aria-busy="true">
      <h1>{title}</h1>
      <PlaceholderGrid />
    </section>
  );
}

function SearchResults({ routes }: { routes: SearchRoutes }) {
  const { state, go, href } = useSearchUrl(routes);
  const view = useCarSearch(state);
  const heading = headingFor(state.path, useRouteTitle());
  usePageTitle(heading);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Keyed by the chosen types, not the state object, so the promos (with their random first position) stay put.
  const chosenTypes = selectedValues(state, 'car_type').join();
  const carTypes = useMemo(() => CAR_TYPES.filter((type) => chosenTypes.split(',').includes(type)), [chosenTypes]);

  useEffect(() => afterThisTask(() => rememberSearch(state)), [state]);

  const result = view.result;
  const filtersResult = useDeferredValue(result);
  const count = result ? showMeCount(result.count, result.facets, SITE.search) : 0;
  const showResults = () => {
    setFiltersOpen(false);
    resultsHeading.current?.focus();
  };

  return (
    <section className="search-page">
      <Breadcrumbs items={searchBreadcrumbs(state.path, routes)} />
      <h1>{heading}</h1>
      <div className="search-page__toolbar">
        <SearchBox
          query={state.query}
          onSearch={(query) => go(setQuery(state, query))}
          onRecall={(entry) => go({ ...emptySearchState(state.sortBy, entry.path), refinementList: entry.refinementList })}
        />
        <SortSelect value={state.sortBy} onChange={(sort) => go(setSort(state, sort))} />
        <button
          type="button"
          className="button button--secondary search-page__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          Filters
        </button>
      </div>
      <div className="search-page__body">
        <aside id="search-filters" className={`search-filters${filtersOpen ? ' is-open' : ''}`} aria-label="Filters">
          <WhenShown open={filtersOpen} media={FILTERS_BESIDE_RESULTS}>
            {filtersResult && (
              <LazyPart fallback={null}>
                <Filters state={state} facets={filtersResult.facets} facetStats={filtersResult.facetStats} count={filtersResult.count} go={go} />
              </LazyPart>
            )}
          </WhenShown>
          <div className="search-filters__actions">
            {hasRefinements(state) && (
              <button type="button" className="button button--secondary" onClick={() => go(clearRefinements(state))}>
                Clear Filters
              </button>
            )}
            <ShowMeButton count={count} onClick={showResults} />
          </div>
        </aside>
        <div className="search-results" aria-busy={!view.settled} data-settled-url={view.settled ? href(state) : undefined}>
          {/* A removed chip's button is gone: focus goes to the count, which then reads the new number. */}
          <LazyPart fallback={null}>
            <FilterChips state={state} go={(next) => (go(next), resultsHeading.current?.focus())} />
          </LazyPart>
          <h2 className="search-results__count" ref={resultsHeading} tabIndex={-1} aria-live="polite">
            {result ? `${formatCount(result.count)} ${result.count === 1 ? 'car' : 'cars'} found` : !view.settled && 'Searching…'}
          </h2>
          {result && result.count === 0 ? (
            <LazyPart fallback={null}>
              <NoResults path={state.path} />
            </LazyPart>
          ) : (
            // A first search that fails shows nothing, as the spec says, rather than placeholders forever.
            (result || !view.settled) && (
              <LazyPart fallback={<PlaceholderGrid />}>
                <ResultGrid result={result} carTypes={carTypes} />
              </LazyPart>
            )
          )}
          {result && (
            <LazyPart fallback={null}>
              <Pagination page={state.page} pages={result.pages} href={(page) => href(setPage(state, page))} />
            </LazyPart>
          )}
        </div>
      </div>
    </section>
  );
}

function headingFor(path: SearchPath, fallback: string): string {
  if (path.offers) return fallback;
  if (path.make !== undefined) return [path.make, path.model].filter(Boolean).join(' ');
  if (path.carType) return carTypePathLabel(path.carType);
  return path.body ?? (path.location !== undefined ? placeName(path.location) : undefined) ?? path.dealership ?? fallback;
}
