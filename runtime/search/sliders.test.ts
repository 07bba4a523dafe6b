import { describe, expect, it } from 'vitest';
import { clampSlider, movePriceSliderHandle, PRICE_SLIDER_BOUNDS, rangeFromSlider, sliderBounds, sliderValues } from './sliders.ts';

describe('range sliders', () => {
  it('default to 0 to 100000 with a step of the range divided by 100', () => {
    expect(sliderBounds('price')).toEqual({ min: 0, max: 100000, step: 1000 });
  });

  it('take their ends from facet stats, price and km widened to multiples of 1000', () => {
    expect(sliderBounds('price', { min: 12_345, max: 87_650 })).toEqual({ min: 12_000, max: 88_000, step: 760 });
    expect(sliderBounds('km', { min: 5, max: 199_999 })).toEqual({ min: 0, max: 200_000, step: 2000 });
  });

  it('move years in whole years, whatever the range spans', () => {
    expect(sliderBounds('year', { min: 2005, max: 2025 })).toEqual({ min: 2005, max: 2025, step: 1 });
    expect(sliderBounds('year', { min: 1900, max: 2025 })).toEqual({ min: 1900, max: 2025, step: 1 });
    expect(sliderBounds('year', { min: 1800, max: 2025 })).toEqual({ min: 1800, max: 2025, step: 2 });
    expect(sliderBounds('year', { min: 2005.5, max: 2024.2 })).toEqual({ min: 2005, max: 2025, step: 1 });
    const bounds = sliderBounds('year', { min: 2005, max: 2025 });
    expect(clampSlider('year', { min: 2012.7, max: 2019.2 }, bounds)).toEqual({ min: 2013, max: 2019 });
    expect(clampSlider('year', { min: 2010.4, max: 2030 }, bounds)).toEqual({ min: 2010, max: 2025 });
  });

  it('snap price and km to 1000 and keep min ≥ range min, max ≤ range max, min ≤ max', () => {
    const bounds = sliderBounds('price', { min: 5000, max: 60000 });
    expect(clampSlider('price', { min: 12_499, max: 40_501 }, bounds)).toEqual({ min: 12_000, max: 41_000 });
    expect(clampSlider('price', { min: 1000, max: 90_000 }, bounds)).toEqual({ min: 5000, max: 60_000 });
    expect(clampSlider('price', { min: 30_000, max: 20_000 }, bounds)).toEqual({ min: 20_000, max: 20_000 });
  });

  it('a handle at its end sets no limit', () => {
    const bounds = sliderBounds('km');
    expect(rangeFromSlider({ min: 0, max: 100_000 }, bounds)).toEqual({});
    expect(rangeFromSlider({ min: 20_000, max: 100_000 }, bounds)).toEqual({ min: 20_000 });
    expect(sliderValues({ max: 50_000 }, bounds)).toEqual({ min: 0, max: 50_000 });
  });
});

describe('price range slider page', () => {
  it('defaults to 5,000 – 250,000 in steps of 500', () => {
    expect(PRICE_SLIDER_BOUNDS).toEqual({ min: 5000, max: 250_000, step: 500 });
  });

  it('snaps to 500 and keeps the handles at least 1 apart', () => {
    const start = { min: 5000, max: 250_000 };
    expect(movePriceSliderHandle(start, 'min', 20_260)).toEqual({ min: 20_500, max: 250_000 });
    expect(movePriceSliderHandle({ min: 5000, max: 30_000 }, 'min', 45_000)).toEqual({ min: 29_999, max: 30_000 });
    expect(movePriceSliderHandle({ min: 30_000, max: 90_000 }, 'max', 1000)).toEqual({ min: 30_000, max: 30_001 });
    expect(movePriceSliderHandle(start, 'max', 999_999)).toEqual(start);
  });
});
