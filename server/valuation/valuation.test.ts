import { describe, expect, it } from 'vitest';
import { embeddedValuation } from './valuation.ts';

const now = new Date('2026-06-01T00:00:00Z');

describe('embedded valuation', () => {
  it('values the same rego the same way, rounded down to $100', async () => {
    const a = await embeddedValuation.value({ rego: 'abc 123', regoState: 'qld', kms: 40_000 }, now);
    const b = await embeddedValuation.value({ rego: 'ABC123', regoState: 'qld', kms: 40_000 }, now);
    expect(a).toEqual(b);
    expect(a.sample).toBe(true);
    if (a.offerPrice !== null) expect(a.offerPrice % 100).toBe(0);
  });

  it('gives no online estimate over 100,000 km or 7 years', async () => {
    expect((await embeddedValuation.value({ rego: 'ABC123', regoState: 'qld', kms: 100_001 }, now)).offerPrice).toBeNull();
    const regos = Array.from({ length: 60 }, (_, i) => `R${i}`);
    const valuations = await Promise.all(regos.map((rego) => embeddedValuation.value({ rego, regoState: 'nsw', kms: 10_000 }, now)));
    for (const v of valuations) expect(v.offerPrice === null).toBe(now.getFullYear() - v.vehicle!.year > 7);
    expect(valuations.some((v) => v.offerPrice === null)).toBe(true);
    expect(valuations.some((v) => v.offerPrice !== null)).toBe(true);
  });
});
