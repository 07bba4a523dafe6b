import { useEffect, useId, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import type { FacetStat } from 'meilisearch';
import { clampSlider, rangeFromSlider, sliderBounds, sliderValues } from '@dealer/search/sliders';
import type { SliderValues } from '@dealer/search/sliders';
import type { RangeRefinement } from '@dealer/search/state';
import { RANGE_SLIDER_DEBOUNCE_MS } from '@dealer/site/constants';
import { useDebouncedCallback } from './useDebouncedCallback';

export interface RangeFilterProps {
  attribute: string;
  label: string;
  stats: FacetStat | undefined;
  range: RangeRefinement | undefined;
  /** Called 400 ms after the handles stop moving. */
  onChange(range: RangeRefinement): void;
  format?(value: number): string;
}

/**
 * Two handles over the facet's bounds (snapped to 1000 for price and km, a hundred steps across),
 * each with a labelled number field, so it works by keyboard, pointer or typing.
 */
export function RangeFilter({ attribute, label, stats, range, onChange, format = String }: RangeFilterProps) {
  const id = useId();
  const bounds = sliderBounds(attribute, stats);
  const fromUrl = sliderValues(range, bounds);
  const [values, setValues] = useState<SliderValues>(fromUrl);
  // Back, forward or Clear Filters move the handles to what the URL now says.
  const { min, max } = fromUrl;
  useEffect(() => setValues({ min, max }), [min, max]);
  const commit = useDebouncedCallback((next: SliderValues) => onChange(rangeFromSlider(next, bounds)), RANGE_SLIDER_DEBOUNCE_MS);

  const move = (handle: keyof SliderValues, raw: number) => {
    if (!Number.isFinite(raw)) return;
    const wanted = { ...values, [handle]: raw };
    // The handle being moved gives way to the other one: min ≤ max.
    const next = clampSlider(
      attribute,
      handle === 'min' ? { min: Math.min(wanted.min, values.max), max: wanted.max } : { min: wanted.min, max: Math.max(wanted.max, values.min) },
      bounds,
    );
    setValues(next);
    commit(next);
  };

  // A typed amount applies when the shopper leaves the field or presses Enter, not at every digit.
  const commitOnEnter = (handle: keyof SliderValues) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') move(handle, e.currentTarget.valueAsNumber);
  };

  if (bounds.max <= bounds.min) return null;
  const step = bounds.step || 1;
  const percent = (v: number) => ((v - bounds.min) / (bounds.max - bounds.min)) * 100;
  return (
    <fieldset className="facet facet--range" data-facet={attribute}>
      <legend className="facet__legend">{label}</legend>
      <div className="range" style={{ '--range-from': `${percent(values.min)}%`, '--range-to': `${percent(values.max)}%` } as CSSProperties}>
        <input
          type="range"
          aria-label={`Minimum ${label.toLowerCase()}`}
          aria-valuetext={format(values.min)}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={values.min}
          onChange={(e) => move('min', e.currentTarget.valueAsNumber)}
        />
        <input
          type="range"
          aria-label={`Maximum ${label.toLowerCase()}`}
          aria-valuetext={format(values.max)}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={values.max}
          onChange={(e) => move('max', e.currentTarget.valueAsNumber)}
        />
      </div>
      <div className="range__fields">
        <label htmlFor={`${id}-min`}>
          Min
          <input
            id={`${id}-min`}
            key={values.min}
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            step={step}
            defaultValue={values.min}
            onBlur={(e) => move('min', e.currentTarget.valueAsNumber)}
            onKeyDown={commitOnEnter('min')}
          />
        </label>
        <label htmlFor={`${id}-max`}>
          Max
          <input
            id={`${id}-max`}
            key={values.max}
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            step={step}
            defaultValue={values.max}
            onBlur={(e) => move('max', e.currentTarget.valueAsNumber)}
            onKeyDown={commitOnEnter('max')}
          />
        </label>
      </div>
      <p className="range__summary" aria-live="polite">
        {format(values.min)} – {format(values.max)}
      </p>
    </fieldset>
  );
}
