/**
 * The active-filter chips above the results: one per chosen value (path parts included) and one per
 * range, each with the search it leaves when removed.
 */
import { refinedAttributes, selectedValues, setRange, toggleRefinement } from './state.ts';
import type { RangeRefinement, SearchState } from './state.ts';

/** The words the page shows; the search layer knows attribute names and values, not their labels. */
export interface ChipLabels {
  attribute(attribute: string): string;
  value(attribute: string, value: string): string;
  /** A range bound as the filter shows it ("$30,000", "50,000 kms"). */
  bound(attribute: string, value: number): string;
}

export interface FilterChip {
  key: string;
  /** "Make: Toyota", "Price: up to $30,000". */
  label: string;
  /** The search without this chip's choice. */
  without: SearchState;
}

export function filterChips(state: SearchState, labels: ChipLabels): FilterChip[] {
  const values = refinedAttributes(state).flatMap((attribute) =>
    selectedValues(state, attribute).map((value) => ({
      key: `${attribute}=${value}`,
      label: `${labels.attribute(attribute)}: ${labels.value(attribute, value)}`,
      without: toggleRefinement(state, attribute, value),
    })),
  );
  const ranges = Object.entries(state.range).map(([attribute, range]) => ({
    key: `${attribute}:range`,
    label: `${labels.attribute(attribute)}: ${rangeText(range, (value) => labels.bound(attribute, value))}`,
    without: setRange(state, attribute, {}),
  }));
  return [...values, ...ranges];
}

/** "$10,000 – $30,000", "up to $30,000", "from $10,000". */
function rangeText({ min, max }: RangeRefinement, bound: (value: number) => string): string {
  if (min !== undefined && max !== undefined) return `${bound(min)} – ${bound(max)}`;
  return max !== undefined ? `up to ${bound(max)}` : `from ${bound(min ?? 0)}`;
}
