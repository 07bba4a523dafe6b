import { useId, useRef, useState } from 'react';
import { allMakes, facetList } from '@dealer/search/facets';
import type { FacetCounts, FacetValue } from '@dealer/search/facets';
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
 * opens every make, grouped as the make dropdown is (popular makes, then all by name); the body
 * type list stops at 4 by count with 'Show all body types', which lists every body type.
 */
export function FacetFilter({ attribute, label, counts, selected, onToggle }: FacetFilterProps) {
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const groupsRef = useRef<HTMLDivElement>(null);
  const list = facetList(attribute, counts, selected, SITE.search, showAll);
  if (list.values.length === 0) return null;
  const open = showAll && list.toggleLabel !== null;
  const groups = attribute === 'make' && open ? allMakes(counts, selected, SITE.search) : [{ label: null, values: list.values }];
  const toggle = () => {
    setShowAll(!open);
    if (open) return;
    // Keyboard users land in the opened list rather than tabbing back up to it: at the top of the make list, which
    // opens regrouped, and at the first value revealed of any other list, which grows in place.
    const first = attribute === 'make' ? 0 : list.values.length;
    requestAnimationFrame(() => groupsRef.current?.querySelectorAll<HTMLInputElement>('input')[first]?.focus());
  };
  return (
    <fieldset className="facet" data-facet={attribute}>
      <legend className="facet__legend">{label}</legend>
      <div id={`${id}-values`} ref={groupsRef} className={open ? 'facet__groups is-open' : 'facet__groups'}>
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
      {list.toggleLabel && (
        <button type="button" className="facet__more" aria-expanded={open} aria-controls={`${id}-values`} onClick={toggle}>
          {list.toggleLabel}
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
