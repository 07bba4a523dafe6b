import { describe, expect, it } from 'vitest';
import { calculatorVisible, financeBoxVisible, providerEligible } from './visibility.ts';
import { financeSettings, provider } from './tenant.fixture.ts';

const lender = { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 116, paymentMonth: 503 };
const car = { price: 30_000, year: 2020, dealership_id: 1, status: 'in_stock' } as const;
const sold = { ...car, status: 'sold' } as const;
const YEAR = 2026;

describe('calculatorVisible', () => {
  const withProvider = financeSettings({ provider: { key: 'harbour-finance', name: 'Harbour Finance' } });

  it('shows with a provider, a price above 0 and an available car', () => {
    expect(calculatorVisible(withProvider, car)).toBe(true);
    expect(calculatorVisible(withProvider, { ...car, status: 'coming_soon' })).toBe(true);
    expect(calculatorVisible(financeSettings(), car)).toBe(false);
    expect(calculatorVisible(withProvider, { ...car, price: 0 })).toBe(false);
    expect(calculatorVisible(financeSettings({ ...withProvider, calculator: { enabled: false } }), car)).toBe(false);
  });

  it('shows for an unavailable car only when the site setting allows it', () => {
    expect(calculatorVisible(withProvider, sold)).toBe(false);
    const allows = financeSettings({ provider: { key: 'harbour-finance', name: 'Harbour Finance' }, calculator: { showForUnavailableCars: true } });
    expect(calculatorVisible(allows, sold)).toBe(true);
  });
});

describe('providerEligible', () => {
  const context = { car, lender };

  it('needs a year newer than the current year minus 12, a price above 500, availability and a comparison rate for one provider', () => {
    const strict = provider({ eligibility: { maxAgeYears: 12, minPrice: 500, requires: ['comparisonRate'] } });
    expect(providerEligible(strict, context, YEAR)).toBe(true);
    expect(providerEligible(strict, { ...context, car: { ...car, year: 2015 } }, YEAR)).toBe(true);
    expect(providerEligible(strict, { ...context, car: { ...car, year: 2014 } }, YEAR)).toBe(false);
    expect(providerEligible(strict, { ...context, car: { ...car, year: null } }, YEAR)).toBe(false);
    expect(providerEligible(strict, { ...context, car: { ...car, price: 500 } }, YEAR)).toBe(false);
    expect(providerEligible(strict, { ...context, lender: { ...lender, comparisonRate: null } }, YEAR)).toBe(false);
    expect(providerEligible(strict, { ...context, car: sold }, YEAR)).toBe(false);
  });

  it('needs only availability for providers without rules', () => {
    expect(providerEligible(provider(), { car: { ...car, price: 0 }, lender: null }, YEAR)).toBe(true);
    expect(providerEligible(provider(), { car: { ...sold, price: 0 }, lender: null }, YEAR)).toBe(false);
  });

  it('needs a weekly or a monthly payment for the providers that require one', () => {
    const weekly = provider({ eligibility: { minPrice: 500, requires: ['weeklyPayment'] } });
    const monthly = provider({ eligibility: { minPrice: 500, requires: ['monthlyPayment'] } });
    expect(providerEligible(weekly, context, YEAR)).toBe(true);
    expect(providerEligible(weekly, { ...context, lender: { ...lender, paymentWeek: null } }, YEAR)).toBe(false);
    expect(providerEligible(monthly, { ...context, lender: { ...lender, paymentWeek: null } }, YEAR)).toBe(true);
    expect(providerEligible(monthly, { ...context, lender: { interestRate: 6.29 } }, YEAR)).toBe(false);
  });
});

describe('financeBoxVisible', () => {
  const site = (box: NonNullable<Parameters<typeof financeSettings>[0]>['box'] = {}, manufacturer = { name: 'Nissan', slug: 'nissan' }) => ({
    finance: financeSettings({ provider: { key: 'harbour-finance', name: 'Harbour Finance' }, box }),
    manufacturer,
  });
  const context = { car, lender };

  it('needs lender data with a non-null interest rate and comparison rate', () => {
    expect(financeBoxVisible(site(), context, YEAR)).toBe(true);
    expect(financeBoxVisible(site(), { ...context, lender: { ...lender, interestRate: null } }, YEAR)).toBe(false);
    expect(financeBoxVisible(site(), { ...context, lender: { ...lender, comparisonRate: null } }, YEAR)).toBe(false);
    expect(financeBoxVisible(site(), { ...context, lender: null }, YEAR)).toBe(false);
  });

  it("is hidden for the listed manufacturers' sites, listed dealerships and when switched off", () => {
    expect(financeBoxVisible(site({ hiddenForManufacturers: ['nissan'] }), context, YEAR)).toBe(false);
    expect(financeBoxVisible(site({ hiddenForManufacturers: ['NISSAN'] }), context, YEAR)).toBe(false);
    expect(financeBoxVisible(site({ hiddenForManufacturers: ['Kia'] }), context, YEAR)).toBe(true);
    expect(financeBoxVisible(site({ hiddenForDealershipIds: [1] }), context, YEAR)).toBe(false);
    expect(financeBoxVisible(site({ enabled: false }), context, YEAR)).toBe(false);
  });

  it("follows the provider's rules", () => {
    const strict = { finance: financeSettings({ provider: { key: 'k', name: 'K', eligibility: { maxAgeYears: 12 } } }), manufacturer: null };
    expect(financeBoxVisible(strict, { ...context, car: { ...car, year: 2010 } }, YEAR)).toBe(false);
  });
});
