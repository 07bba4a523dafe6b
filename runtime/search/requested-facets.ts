/**
 * Which facets a search asks counts for: apart from the facet lists' rules, so the code that searches (the
 * search page's first load) does not bring the code that draws the filters.
 */

/** The Show Me count and the car-type filter read these, so they are asked for on every search. */
export const ALWAYS_REQUESTED_FACETS = ['car_type', 'status'] as const;

/** The tenant's facets, or any attributes a page asks counts for (the Model filter adds `model`). */
export function requestedFacets(search: { facets: readonly string[] }): string[] {
  return [...new Set<string>([...search.facets, ...ALWAYS_REQUESTED_FACETS])];
}
