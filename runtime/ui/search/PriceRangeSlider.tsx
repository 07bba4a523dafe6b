import { useId, useState } from 'react';
import { formatMoney } from '@dealer/finance/format';
import { priceSliderSearchUrl } from '@dealer/search/budget';
import { movePriceSliderHandle, PRICE_SLIDER_BOUNDS } from '@dealer/search/sliders';
import type { SliderValues } from '@dealer/search/sliders';
import { pathVocabulary, searchRoutes } from '@dealer/search/url-state';
import { SITE } from '@site/site.gen';
import type { CSSProperties } from 'react';
import './search.css';

/** Its search has no path part, so no facet values are needed to write the URL. */
const ROUTES = searchRoutes(SITE.search, pathVocabulary(SITE, { bodies: [] }));

/** $5,000 to $250,000 in $500 steps; the button searches that range, dearest first. */
export function PriceRangeSlider() {
  const id = useId();
  const { min, max, step } = PRICE_SLIDER_BOUNDS;
  const [values, setValues] = useState<SliderValues>({ min, max });
  const move = (handle: keyof SliderValues, to: number) => Number.isFinite(to) && setValues(movePriceSliderHandle(values, handle, to));
  const percent = (v: number) => ((v - min) / (max - min)) * 100;
  return (
    <section className="price-slider" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Shop by price</h2>
      <div className="range" style={{ '--range-from': `${percent(values.min)}%`, '--range-to': `${percent(values.max)}%` } as CSSProperties}>
        <input
          type="range"
          aria-label="Minimum price"
          aria-valuetext={formatMoney(values.min)}
          min={min}
          max={max}
          step={step}
          value={values.min}
          onChange={(e) => move('min', e.currentTarget.valueAsNumber)}
        />
        <input
          type="range"
          aria-label="Maximum price"
          aria-valuetext={formatMoney(values.max)}
          min={min}
          max={max}
          step={step}
          value={values.max}
          onChange={(e) => move('max', e.currentTarget.valueAsNumber)}
        />
      </div>
      <p aria-live="polite">
        {formatMoney(values.min)} – {formatMoney(values.max)}
      </p>
      <a className="button" href={priceSliderSearchUrl(values, ROUTES)}>
        Search Cars
      </a>
    </section>
  );
}
