import { useId, useState } from 'react';
import { facetList } from '@dealer/search/facets';
import type { FacetCounts } from '@dealer/search/facets';
import { SITE } from '@site/site.gen';
import { facetValueLabel } from './labels';

export interface FacetFilterProps {
  attribute: string;
  label: string;
  counts: FacetCounts | undefined;
  selected: readonly string[];
  onToggle(value: string): void;
}

/** A list of checkboxes with counts; the make list stops at 7 with a 'Show all makes' toggle. */
export function FacetFilter({ attribute, label, counts, selected, onToggle }: FacetFilterProps) {
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const list = facetList(attribute, counts, selected, SITE.search, showAll);
  if (list.values.length === 0) return null;
  return (
    <fieldset className="facet" data-facet={attribute}>
      <legend className="facet__legend">{label}</legend>
      <ul className="facet__values" id={`${id}-values`}>
        {list.values.map(({ value, count, refined }) => (
          <li key={value}>
            <label className="facet__value">
              <input type="checkbox" checked={refined} onChange={() => onToggle(value)} />
              <span className="facet__name">{facetValueLabel(attribute, value)}</span>
              <span className="facet__count" aria-label={`${count} cars`}>
                {count}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {(list.showAllLabel || showAll) && (
        <button type="button" className="facet__more" aria-expanded={showAll} aria-controls={`${id}-values`} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer makes' : list.showAllLabel}
        </button>
      )}
    </fieldset>
  );
}
