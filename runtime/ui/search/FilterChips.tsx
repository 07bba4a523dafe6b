import X from 'lucide/dist/esm/icons/x.mjs';
import { filterChips } from '@dealer/search/chips';
import type { ChipLabels } from '@dealer/search/chips';
import { clearRefinements } from '@dealer/search/state';
import type { SearchState } from '@dealer/search/state';
import { FACET_LABELS, facetValueLabel } from './labels';
import { RANGE_FORMATS } from './range-formats';
import { Icon } from '../site/Icon';

const LABELS: ChipLabels = {
  attribute: (attribute) => FACET_LABELS[attribute as keyof typeof FACET_LABELS] ?? attribute,
  value: facetValueLabel,
  bound: (attribute, value) => (RANGE_FORMATS[attribute] ?? String)(value),
};

/** The chosen filters above the results, each removed by its button; Clear all goes back to the page's base search. */
export function FilterChips({ state, go }: { state: SearchState; go(next: SearchState): void }) {
  const chips = filterChips(state, LABELS);
  if (!chips.length) return null;
  return (
    <div className="filter-chips" role="group" aria-label="Active filters">
      <ul className="filter-chips__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="filter-chip" aria-label={`Remove ${chip.label}`} onClick={() => go(chip.without)}>
              {chip.label}
              <Icon icon={X} size={16} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="filter-chips__clear" onClick={() => go(clearRefinements(state))}>
        Clear all
      </button>
    </div>
  );
}
