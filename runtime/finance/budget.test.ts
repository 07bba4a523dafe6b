import { describe, expect, it } from 'vitest';
import { BUDGET_DEFAULTS, budgetButton, budgetFor, budgetInput, defaultBudgetRepayment, noCarsForBudgetText } from './budget.ts';

describe('budgetFor', () => {
  it('is round(repayment × 52 × 5 + deposit) weekly and round(repayment × 12 × 5 + deposit) monthly', () => {
    expect(budgetFor(BUDGET_DEFAULTS)).toBe(54_000); // 200 × 52 × 5 + 2,000
    expect(budgetFor({ repayment: 600, deposit: 2000, period: 'monthly' })).toBe(38_000);
    expect(budgetFor({ repayment: 123.45, deposit: 0.4, period: 'weekly' })).toBe(32_097); // 32,097.4
  });
});

describe('budget defaults and inputs', () => {
  it('opens weekly at $200 with a $2,000 deposit; monthly opens at $600', () => {
    expect(BUDGET_DEFAULTS).toEqual({ repayment: 200, deposit: 2000, period: 'weekly' });
    expect(defaultBudgetRepayment('monthly')).toBe(600);
    expect(defaultBudgetRepayment('weekly')).toBe(200);
  });

  it('clamps inputs to 0–1,000,000 and turns non-numeric input into 0', () => {
    expect(budgetInput('$2,500')).toBe(2500);
    expect(budgetInput('2000000')).toBe(1_000_000);
    expect(budgetInput(-50)).toBe(0);
    expect(budgetInput('abc')).toBe(0);
    expect(budgetInput('')).toBe(0);
  });
});

describe('budgetButton', () => {
  it("is disabled reading '0 {carType}s Found' when the budget is below the cheapest car in the results", () => {
    expect(budgetButton(9_999, { minPrice: 10_000, maxPrice: 80_000 }, 'Car')).toEqual({ disabled: true, label: '0 Cars Found' });
    expect(budgetButton(54_000, { minPrice: null, maxPrice: null }, 'Ute')).toEqual({ disabled: true, label: '0 Utes Found' });
  });

  it('searches prices up to the budget, capped at the dearest car in the results or 100,000', () => {
    expect(budgetButton(54_000, { minPrice: 10_000, maxPrice: 80_000 }, 'Car')).toEqual({
      disabled: false,
      label: 'View Cars In This Range',
      priceRange: { min: 0, max: 54_000 },
    });
    expect(budgetButton(154_000, { minPrice: 10_000, maxPrice: 80_000 }, 'Car')).toMatchObject({ priceRange: { min: 0, max: 80_000 } });
    expect(budgetButton(154_000, { minPrice: 10_000, maxPrice: null }, 'Car')).toMatchObject({ priceRange: { min: 0, max: 100_000 } });
    expect(budgetButton(10_000, { minPrice: 10_000, maxPrice: 80_000 }, 'Car').disabled).toBe(false);
  });

  it("reads 'No {carType}s found for this budget'", () => {
    expect(noCarsForBudgetText('Car')).toBe('No Cars found for this budget');
  });
});
