import { useId, useRef, useState } from 'react';
import { allMakes, facetList } from '@dealer/search/facets';
import type { FacetCounts, FacetValue } from '@dealer/search/facets';
import { SHOW_FEWER_MAKES_TEXT } from '@dealer/site/constants';
import { SITE } from '@site/site.gen';
import { facetValueLabel } from './labels';

export interface FacetFilterProps {
  attribute: string;
  label: string;
  counts: FacetCounts | undefined;
  selected: readonly string[];
  onToggle(value: string): void;
}

/**
 * A list of checkboxes with counts. The make list stops at 7 with a 'Show all makes' toggle that
 * opens every make, grouped as the make dropdown is (popular makes, then all by name).
 */
export function FacetFilter({ attribute, label, counts, selected, onToggle }: FacetFilterProps) {
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const groupsRef = useRef<HTMLDivElement>(null);
  const list = facetList(attribute, counts, selected, SITE.search, showAll);
  if (list.values.length === 0) return null;
  const groups = attribute === 'make' && showAll ? allMakes(counts, selected, SITE.search) : [{ label: null, values: list.values }];
  const toggle = () => {
    setShowAll(!showAll);
    // Keyboard users land on the first make of the opened list rather than tabbing back up to it.
    if (!showAll) requestAnimationFrame(() => groupsRef.current?.querySelector<HTMLInputElement>('input')?.focus());
  };
  return (
    <fieldset className="facet" data-facet={attribute}>
      <legend className="facet__legend">{label}</legend>
      <div id={`${id}-values`} ref={groupsRef} className={showAll ? 'facet__groups is-open' : 'facet__groups'}>
        {groups.map((group, i) => (
          <div
            key={group.label ?? 'values'}
            className="facet__group"
            role={group.label ? 'group' : undefined}
            aria-labelledby={group.label ? `${id}-group-${i}` : undefined}
          >
            {group.label && (
              <p className="facet__group-label" id={`${id}-group-${i}`}>
                {group.label}
              </p>
            )}
            <FacetValues attribute={attribute} values={group.values} onToggle={onToggle} />
          </div>
        ))}
      </div>
      {(list.showAllLabel || showAll) && (
        <button type="button" className="facet__more" aria-expanded={showAll} aria-controls={`${id}-values`} onClick={toggle}>
          {showAll ? SHOW_FEWER_MAKES_TEXT : list.showAllLabel}
        </button>
      )}
    </fieldset>
  );
}

function FacetValues({ attribute, values, onToggle }: { attribute: string; values: FacetValue[]; onToggle(value: string): void }) {
  return (
    <ul className="facet__values">
      {values.map(({ value, count, refined }) => (
        <li key={value}>
          <label className="facet__value">
            <input type="checkbox" checked={refined} onChange={() => onToggle(value)} />
            <span className="facet__name">{facetValueLabel(attribute, value)}</span>
            <span className="facet__count">
              {count}
              <span className="visually-hidden"> cars</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
