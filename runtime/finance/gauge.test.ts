import { describe, expect, it } from 'vitest';
import { computeGauge, gaugeBand, gaugeVisible, gaugeWording } from './gauge.ts';

const gauge = { fill: 0.7, listing_price: 30_000, market_range_min: 28_000, market_range_max: 36_000, confidence: 0.8, description: '' };

describe('gaugeVisible', () => {
  it('shows when every field is present, confidence is above 0.2 and the range max is not below the price', () => {
    expect(gaugeVisible(gauge)).toBe(true);
    expect(gaugeVisible({ ...gauge, market_range_max: 30_000 })).toBe(true);
    expect(gaugeVisible({ ...gauge, confidence: 0.21, description: null })).toBe(true);
  });

  it('hides on low confidence, a range below the price, a missing field or no response', () => {
    expect(gaugeVisible({ ...gauge, confidence: 0.2 })).toBe(false);
    expect(gaugeVisible({ ...gauge, market_range_max: 29_999 })).toBe(false);
    for (const field of ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const) {
      expect(gaugeVisible({ ...gauge, [field]: null }), field).toBe(false);
    }
    expect(gaugeVisible(null)).toBe(false);
  });
});

describe('gaugeBand and gaugeWording', () => {
  it('colours fill under 0.3 low, under 0.6 medium, otherwise high', () => {
    expect([0, 0.29, 0.3, 0.59, 0.6, 1].map(gaugeBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it("reads 'Good Deal' under 0.65, otherwise 'Great Deal'", () => {
    expect(gaugeWording(0.64)).toBe('Good Deal');
    expect(gaugeWording(0.65)).toBe('Great Deal');
  });
});

describe('computeGauge', () => {
  const priced = (...prices: number[]) => prices.map((price) => ({ price }));

  it('fills by where the price sits in the comparables range, cheaper being fuller', () => {
    expect(computeGauge({ price: 30_000 }, priced(28_000, 32_000, 36_000, 0))).toEqual({
      fill: 0.75,
      listing_price: 30_000,
      market_range_min: 28_000,
      market_range_max: 36_000,
      confidence: 0.38, // 3 / (3 + 5)
      description: 'Compared with 3 similar cars listed from $28,000 to $36,000.',
    });
    expect(computeGauge({ price: 28_000 }, priced(28_000, 36_000))?.fill).toBe(1);
    expect(computeGauge({ price: 36_000 }, priced(28_000, 36_000))?.fill).toBe(0);
  });

  it('clamps a price outside the range, which the visibility rule then hides when too dear', () => {
    const dear = computeGauge({ price: 40_000 }, priced(28_000, 36_000, 30_000, 31_000, 33_000));
    expect(dear?.fill).toBe(0);
    expect(gaugeVisible(dear)).toBe(false);
    expect(computeGauge({ price: 20_000 }, priced(28_000, 36_000))?.fill).toBe(1);
  });

  it('grows confidence with the sample, so one comparable alone is not shown', () => {
    const single = computeGauge({ price: 30_000 }, priced(32_000));
    expect(single).toMatchObject({ fill: 0.5, confidence: 0.17, description: 'Compared with 1 similar car listed from $32,000 to $32,000.' });
    expect(gaugeVisible(single)).toBe(false);
    expect(computeGauge({ price: 30_000 }, priced(...Array.from({ length: 45 }, (_, i) => 25_000 + i * 250)))?.confidence).toBe(0.9);
  });

  it('is null without a price or priced comparables', () => {
    expect(computeGauge({ price: 0 }, priced(30_000))).toBeNull();
    expect(computeGauge({ price: 30_000 }, [{ price: null }])).toBeNull();
  });
});
