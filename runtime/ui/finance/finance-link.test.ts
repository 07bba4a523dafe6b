import { describe, expect, it } from 'vitest';
import { buildFinanceLink } from './finance-link';

const finance = { route: '/finance-enquiry' as const, defaultLink: null };
const car = { id: 42, car_type: 'used' as const, vin: 'VIN123', dealership_slug: 'harbourside-toyota', price: 31000, offer_price: 29990 };

describe('buildFinanceLink', () => {
  it("carries the car to the tenant's finance route and the form anchor", () => {
    expect(buildFinanceLink(finance, car)).toBe(
      '/finance-enquiry?preferredDealership=harbourside-toyota&vehiclePriceBudget=29990&car_id=42&car_type=used&vin=VIN123#finance-form',
    );
  });

  it('uses the configured default link instead, keeping its own query', () => {
    expect(
      buildFinanceLink(
        { ...finance, defaultLink: 'https://lender.example/apply?dealer=7' },
        { ...car, vin: null, dealership_slug: null, price: 0, offer_price: null },
      ),
    ).toBe('https://lender.example/apply?dealer=7&car_id=42&car_type=used#finance-form');
  });

  it('links to the page alone without a car', () => {
    expect(buildFinanceLink(finance)).toBe('/finance-enquiry#finance-form');
  });
});
