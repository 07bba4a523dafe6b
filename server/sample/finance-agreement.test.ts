/**
 * Price and finance that agree (issue 22, item 2): on every sample car with finance, the finance box,
 * "Only $X /wk*", the card and the calculator show one weekly figure at first sight. Each figure is
 * computed by the pure function its component calls, on stock generated the way `fillSampleStock` does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schema/car.ts';
import { tenantFeatures } from '../../schema/features.ts';
import { sampleTenant, sampleTenantSlugs } from '../../schema/sample-tenants.fixture.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { calculatorDefaults, calculatorRepayment, establishmentFee } from '../../runtime/finance/calculator.ts';
import { lenderFor } from '../../runtime/finance/car.ts';
import { quoteFor } from '../../runtime/finance/quote.ts';
import { feeLines } from '../../runtime/finance/fees.ts';
import { calculatorVisible, financeBoxVisible } from '../../runtime/finance/visibility.ts';
import { advertisedWeekly } from '../../runtime/finance/weekly-figure.ts';
import { isAvailable } from '../../runtime/site/availability.ts';
import { sampleStock } from './cars.ts';

const PER_TENANT = 1000;
const baseDate = new Date('2026-01-01T00:00:00Z');
const currentYear = baseDate.getUTCFullYear();

let stock: { tenant: Tenant; cars: Car[] }[];

beforeAll(() => {
  const tenants = sampleTenantSlugs().map(sampleTenant);
  // As fillSampleStock: one sample per search index, shared by the tenants that use it.
  const byIndex = new Map<string, Tenant[]>();
  for (const tenant of tenants) byIndex.set(tenant.search.indexName, [...(byIndex.get(tenant.search.indexName) ?? []), tenant]);
  stock = [...byIndex.values()].flatMap((group) => {
    const cars = sampleStock({ count: PER_TENANT * group.length, seed: 1, tenants: group, baseDate });
    return group.map((tenant) => ({ tenant, cars: cars.filter((car) => ownedBy(tenant, car)) }));
  });
});

function ownedBy(tenant: Tenant, car: Car): boolean {
  return tenant.locations.some((location) => location.id === car.location.id);
}

/** The figures a shopper reads for one car, each from the function its component calls. */
function figures(tenant: Tenant, car: Car) {
  const { finance } = tenant;
  const features = tenantFeatures(tenant);
  const provider = finance.provider!;
  const lender = lenderFor(car, provider.key);
  const advertised = features['finance-calculator'] ? advertisedWeekly(finance, car) : null;
  const calculatorShown = features['finance-calculator'] && calculatorVisible(finance, car);
  return {
    card: advertised,
    link: advertised,
    box: features['finance-box'] && lender && financeBoxVisible(tenant, { car, lender }, currentYear) ? advertised : null,
    calculator: calculatorShown ? calculatorRepayment(calculatorDefaults(finance, car, lender), { provider, lender }).repayment : null,
  };
}

describe('one weekly figure per sample car', () => {
  it('the card, "Only $X /wk*", the finance box and the opening calculator agree on every car with a lender deal', () => {
    let checked = 0;
    const disagreements: unknown[] = [];
    for (const { tenant, cars } of stock) {
      if (!tenant.finance.provider) continue;
      for (const car of cars) {
        const shown = figures(tenant, car);
        if (shown.card === null) continue;
        checked++;
        const { card, link, box, calculator } = shown;
        if (link !== card || (box !== null && box !== card) || calculator !== card) {
          disagreements.push({ tenant: tenant.slug, car: car.slug, card, link, box, calculator });
        }
      }
    }
    expect(disagreements).toEqual([]);
    // Three of the four sample tenants finance cars; each contributes hundreds of cars.
    expect(checked).toBeGreaterThan(1000);
  });

  it('every finance tenant shows the figure on its cars, and no sold car shows one', () => {
    for (const { tenant, cars } of stock) {
      const shown = cars.map((car) => ({ car, figures: tenant.finance.provider ? figures(tenant, car) : null }));
      const advertising = shown.filter((entry) => entry.figures?.card != null);
      if (tenant.finance.provider && tenant.finance.calculator.enabled) expect(advertising.length, tenant.slug).toBeGreaterThan(100);
      expect(advertising.filter((entry) => !isAvailable(entry.car)).map((entry) => entry.car.slug)).toEqual([]);
    }
  });

  it('no sample car lists an establishment fee its figures leave out (Parkway lists $395 and works with $395)', () => {
    let listed = 0;
    for (const { tenant, cars } of stock) {
      const { provider, calculator } = tenant.finance;
      if (!provider || calculator.feeList.length === 0) continue;
      for (const car of cars.filter((each) => calculatorVisible(tenant.finance, each))) {
        const fees = feeLines(calculator.feeList, establishmentFee({ provider, lender: lenderFor(car, provider.key) }));
        expect(
          fees.excluded.filter((fee) => /establishment/i.test(fee.label)),
          car.slug,
        ).toEqual([]);
        listed++;
      }
    }
    expect(listed).toBeGreaterThan(100);
  });

  it('a car financed by a quote instead (made as the car page asks for one) opens the calculator on the quoted figure', () => {
    let checked = 0;
    for (const { tenant, cars } of stock) {
      const { provider } = tenant.finance;
      if (!provider?.quotes) continue;
      for (const car of cars.filter((each) => lenderFor(each, provider.key) && isAvailable(each))) {
        // As useFinanceQuote asks (a 'good' credit score, the calculator's opening term) and the embedded provider answers.
        const loanTerm = calculatorDefaults(tenant.finance, {}, null).term;
        const request = { purchasePrice: car.price, loanTerm, year: car.year, selfAssessedCreditScore: 'good' } as const;
        const youxQuote = quoteFor(request, { currentYear, establishmentFee: establishmentFee({ provider, lender: null }) });
        const quoted = { ...car, finance_lenders: {}, youxQuote };
        const shown = figures(tenant, quoted);
        if (shown.card === null) continue;
        expect({ car: car.slug, calculator: shown.calculator }).toEqual({ car: car.slug, calculator: shown.card });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
