import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_REGIONS, deliveryEstimate } from './delivery.ts';

const NOT_FOUND = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

describe('deliveryEstimate', () => {
  it('asks for a postcode when it is empty', () => {
    expect(deliveryEstimate('')).toEqual({ ok: false, message: 'Please enter a postcode.' });
    expect(deliveryEstimate('   ')).toEqual({ ok: false, message: 'Please enter a postcode.' });
  });

  it('gives the price and region of the first range holding the postcode', () => {
    expect(deliveryEstimate('4000')).toEqual({ ok: true, price: 199, region: 'Brisbane Metro' });
    expect(deliveryEstimate(' 4870 ')).toEqual({ ok: true, price: 690, region: 'Regional Queensland' });
    expect(deliveryEstimate('2600')).toMatchObject({ region: 'Canberra' });
    expect(deliveryEstimate('0800')).toMatchObject({ region: 'Darwin' });
    expect(deliveryEstimate('6000')).toMatchObject({ region: 'Perth Metro' });
  });

  it("can't estimate a location it does not know", () => {
    expect(deliveryEstimate('0100')).toEqual({ ok: false, message: NOT_FOUND });
    expect(deliveryEstimate('abcd')).toEqual({ ok: false, message: NOT_FOUND });
    expect(deliveryEstimate('40000')).toEqual({ ok: false, message: NOT_FOUND });
  });

  it('uses a region table given by the tenant or provider', () => {
    const table = [{ region: 'Local', from: 4575, to: 4575, price: 0 }];
    expect(deliveryEstimate('4575', table)).toEqual({ ok: true, price: 0, region: 'Local' });
    expect(deliveryEstimate('4000', table)).toEqual({ ok: false, message: NOT_FOUND });
  });

  it('covers every mainland state and territory capital in the default table', () => {
    for (const postcode of ['2000', '2600', '3000', '4000', '5000', '6000', '7000', '0800']) {
      expect(deliveryEstimate(postcode).ok, postcode).toBe(true);
    }
    expect(DEFAULT_DELIVERY_REGIONS.every((r) => r.from <= r.to && r.price >= 0)).toBe(true);
  });
});
