import { useState } from 'react';
import type { FacetDistribution, FacetStats } from 'meilisearch';
import { facetsWithNoCars } from '@dealer/search/facets';
import type { MergedFacets } from '@dealer/search/filters';
import { selectedValues, setRange, toggleRefinement } from '@dealer/search/state';
import type { SearchState } from '@dealer/search/state';
import { SITE } from '@site/site.gen';
import { FacetFilter } from './FacetFilter';
import { FACET_LABELS, RANGE_FACETS } from './labels';
import { RangeFilter } from './RangeFilter';
import { RANGE_FORMATS } from './range-formats';

export interface FacetPanelProps {
  state: SearchState;
  facets: FacetDistribution;
  facetStats: FacetStats;
  /** Cars the answer found: an answer with none keeps the filters of the last one with cars, to widen the search from. */
  count: number;
  go(next: SearchState): void;
}

/** The tenant's filters, in its order: value lists with counts, and range sliders for price, km and year. */
export function FacetPanel({ state, count, go, ...answer }: FacetPanelProps) {
  const [lastWithCars, setLastWithCars] = useState<MergedFacets | null>(null);
  if (count > 0 && lastWithCars?.facets !== answer.facets) setLastWithCars({ facets: answer.facets, facetStats: answer.facetStats });
  const { facets, facetStats } = count === 0 && lastWithCars ? facetsWithNoCars(answer, lastWithCars) : answer;
  return (
    <>
      {SITE.search.facets.map((attribute) => {
        if (RANGE_FACETS.includes(attribute)) {
          // No stats means no car has a value to range over; a 0 to 100,000 slider would only mislead.
          if (!facetStats[attribute] && !state.range[attribute]) return null;
          return (
            <RangeFilter
              key={attribute}
              attribute={attribute}
              label={FACET_LABELS[attribute]}
              stats={facetStats[attribute]}
              range={state.range[attribute]}
              format={RANGE_FORMATS[attribute]}
              onChange={(range) => go(setRange(state, attribute, range))}
            />
          );
        }
        // With one make in the path, models are listed by name and a model choice joins the path (/search/toyota/hilux).
        const listed = attribute === 'make_model' && state.path.make !== undefined ? 'model' : attribute;
        return (
          <FacetFilter
            key={attribute}
            attribute={listed}
            label={FACET_LABELS[attribute]}
            counts={facets[listed]}
            selected={selectedValues(state, listed)}
            onToggle={(value) => go(toggleRefinement(state, listed, value))}
          />
        );
      })}
    </>
  );
}
