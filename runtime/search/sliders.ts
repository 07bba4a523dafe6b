import type { FacetStat } from 'meilisearch';
import { PRICE_SLIDER_DEFAULTS, PRICE_SLIDER_STEP, RANGE_DEFAULT_MAX, RANGE_DEFAULT_MIN, RANGE_SNAP, RANGE_STEPS } from '../site/constants.ts';
import type { RangeRefinement } from './state.ts';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export interface SliderValues {
  min: number;
  max: number;
}

/** Price and km handles move in whole thousands. */
export const SNAPPED_ATTRIBUTES: readonly string[] = ['price', 'km'];
/** Years are whole: a handle never rests at 2012.7, however few years the range spans. */
export const WHOLE_ATTRIBUTES: readonly string[] = ['year'];

/** The slider's ends from the facet stats (0 to 100,000 without them); a hundred steps across, whole ones for whole attributes. */
export function sliderBounds(attribute: string, stats?: FacetStat): SliderBounds {
  let min = stats?.min ?? RANGE_DEFAULT_MIN;
  let max = stats?.max ?? RANGE_DEFAULT_MAX;
  if (SNAPPED_ATTRIBUTES.includes(attribute)) {
    // Widen to whole thousands so every car stays inside the snapped ends.
    min = Math.floor(min / RANGE_SNAP) * RANGE_SNAP;
    max = Math.ceil(max / RANGE_SNAP) * RANGE_SNAP;
  }
  const step = (max - min) / RANGE_STEPS;
  if (!WHOLE_ATTRIBUTES.includes(attribute)) return { min, max, step };
  return { min: Math.floor(min), max: Math.ceil(max), step: Math.max(1, Math.round(step)) };
}

/** The handles for a range choice: unset sides sit at the ends. */
export function sliderValues(range: RangeRefinement | undefined, bounds: SliderBounds): SliderValues {
  return { min: range?.min ?? bounds.min, max: range?.max ?? bounds.max };
}

/**
 * Where handles may rest: snapped (price, km), whole (year), the minimum not below the range
 * minimum, the maximum not above the range maximum, and the minimum not above the maximum.
 */
export function clampSlider(attribute: string, values: SliderValues, bounds: SliderBounds): SliderValues {
  const snap = (v: number) =>
    SNAPPED_ATTRIBUTES.includes(attribute) ? Math.round(v / RANGE_SNAP) * RANGE_SNAP : WHOLE_ATTRIBUTES.includes(attribute) ? Math.round(v) : v;
  const max = Math.min(Math.max(snap(values.max), bounds.min), bounds.max);
  const min = Math.min(Math.max(snap(values.min), bounds.min), max);
  return { min, max };
}

/** The range choice for handles: a handle at its end sets no limit, so the URL stays short. */
export function rangeFromSlider(values: SliderValues, bounds: SliderBounds): RangeRefinement {
  const range: RangeRefinement = {};
  if (values.min > bounds.min) range.min = values.min;
  if (values.max < bounds.max) range.max = values.max;
  return range;
}

/** The price range slider page: $5,000 to $250,000 in $500 steps. */
export const PRICE_SLIDER_BOUNDS: SliderBounds = { ...PRICE_SLIDER_DEFAULTS, step: PRICE_SLIDER_STEP };
/** The two handles never meet. */
export const PRICE_SLIDER_MIN_GAP = 1;

export function movePriceSliderHandle(current: SliderValues, handle: keyof SliderValues, to: number): SliderValues {
  const { min: lo, max: hi, step } = PRICE_SLIDER_BOUNDS;
  const snapped = Math.min(Math.max(lo + Math.round((to - lo) / step) * step, lo), hi);
  return handle === 'min'
    ? { min: Math.max(lo, Math.min(snapped, current.max - PRICE_SLIDER_MIN_GAP)), max: current.max }
    : { min: current.min, max: Math.min(hi, Math.max(snapped, current.min + PRICE_SLIDER_MIN_GAP)) };
}
