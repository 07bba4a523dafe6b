import { describe, expect, it } from 'vitest';
import { linkContextFields, withLinkContext } from './link-context.ts';

describe('the context a link into a form carries', () => {
  it('keeps the offer card’s offer_id and the finance link’s car, price and dealership, and nothing else', () => {
    expect(linkContextFields('?offer_id=eofy-hilux')).toEqual({ offer_id: 'eofy-hilux' });
    expect(
      linkContextFields('?preferredDealership=harbourside-toyota&vehiclePriceBudget=42990&car_id=7&car_type=used&vin=JTEBU3FJ10K123456&utm_source=g&page=2'),
    ).toEqual({ preferredDealership: 'harbourside-toyota', vehiclePriceBudget: '42990', car_id: '7', car_type: 'used', vin: 'JTEBU3FJ10K123456' });
    expect(linkContextFields('')).toEqual({});
    expect(linkContextFields(`?offer_id=&vin=${'x'.repeat(101)}`)).toEqual({});
  });

  it('goes under the form’s own values, which win', () => {
    expect(withLinkContext({ name: 'Ada', car_id: '9' }, '?car_id=7&offer_id=spring')).toEqual({ name: 'Ada', car_id: '9', offer_id: 'spring' });
  });
});
