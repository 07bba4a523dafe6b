import { describe, expect, it } from 'vitest';
import { amountBoundsMessage, calculatorBounds, checkAmount, clamp, clampTerm } from './bounds.ts';
import { financeSettings } from './tenant.fixture.ts';

const car = { price: 40_000 };

describe('calculatorBounds', () => {
  it('uses the spec defaults: amount 1000–100000 step 500, term 1–7 step 0.5, interest 0.5–15 step 0.5, deposit and residual 0–250000 step 0.5', () => {
    expect(calculatorBounds(financeSettings(), car)).toEqual({
      amount: { min: 1000, max: 100_000, step: 500 },
      term: { min: 1, max: 7, step: 0.5, options: null },
      interest: { min: 0.5, max: 15, step: 0.5, disabled: false },
      tradeIn: { min: 0, max: 250_000, step: 0.5 },
      residual: { min: 0, max: 250_000, step: 0.5 },
    });
  });

  it("takes the provider's amount minimum and interest range", () => {
    const bounds = calculatorBounds(
      financeSettings({ provider: { key: 'nissan-finance', name: 'NFS', amountMin: 5000, interestMin: 4, interestMax: 20 } }),
      car,
    );
    expect(bounds.amount.min).toBe(5000);
    expect(bounds.interest).toMatchObject({ min: 4, max: 20 });
  });

  it('allows $250,000 in the sidebar variant and a 5-year maximum term on some sites', () => {
    const bounds = calculatorBounds(financeSettings({ calculator: { variant: 'sidebar', termMax: 5 } }), car);
    expect(bounds.amount.max).toBe(250_000);
    expect(bounds.term.max).toBe(5);
  });

  it('raises the maximum to 105% of the price for a car over $100,000 when the tenant asks for it', () => {
    const follows = financeSettings({ calculator: { maxFollowsExpensiveCar: true } });
    expect(calculatorBounds(follows, { price: 120_000 }).amount.max).toBe(126_000);
    expect(calculatorBounds(follows, { price: 100_000 }).amount.max).toBe(100_000);
    expect(calculatorBounds(financeSettings(), { price: 120_000 }).amount.max).toBe(100_000);
    // Never lowers the sidebar's $250,000.
    expect(calculatorBounds(financeSettings({ calculator: { variant: 'sidebar', maxFollowsExpensiveCar: true } }), { price: 120_000 }).amount.max).toBe(
      250_000,
    );
  });

  it('offers a custom list of terms and a disabled interest slider', () => {
    const bounds = calculatorBounds(financeSettings({ calculator: { termOptions: [5, 1, 3, 2, 4], interestDisabled: true } }), car);
    expect(bounds.term).toEqual({ min: 1, max: 5, step: 0.5, options: [1, 2, 3, 4, 5] });
    expect(bounds.interest.disabled).toBe(true);
  });

  it("reaches the car's lender deal where it lies outside the usual bounds", () => {
    const settings = financeSettings({ provider: { key: 'k', name: 'K', amountMin: 5000, interestMin: 4 }, calculator: { termOptions: [1, 2, 5] } });
    const bounds = calculatorBounds(settings, { price: 120_000 }, { amount: 120_000, term: 3, interest: 3.9, tradeIn: 0, residual: 260_000 });
    expect(bounds.amount).toMatchObject({ min: 5000, max: 120_000 });
    expect(bounds.term).toMatchObject({ min: 1, max: 5, options: [1, 2, 3, 5] });
    expect(bounds.interest).toMatchObject({ min: 3.9, max: 15 });
    expect(bounds.residual.max).toBe(260_000);
    expect(calculatorBounds(settings, { price: 2990 }, { amount: 2990, term: null, interest: 8, tradeIn: 0, residual: 0 }).amount.min).toBe(2990);
  });
});

describe('clamp and clampTerm', () => {
  const range = { min: 0, max: 250_000 };
  it('clamps other numeric inputs to their min or max', () => {
    expect(clamp(-5, range)).toBe(0);
    expect(clamp(300_000, range)).toBe(250_000);
    expect(clamp(12_345.5, range)).toBe(12_345.5);
    expect(clamp(Number.NaN, range)).toBe(0);
  });

  it('brings a term inside 1–7, or to the nearest listed option', () => {
    const slider = { min: 1, max: 7, step: 0.5, options: null };
    expect(clampTerm(0.5, slider)).toBe(1);
    expect(clampTerm(9, slider)).toBe(7);
    expect(clampTerm(6, { ...slider, max: 5, options: [1, 2, 3, 4, 5] })).toBe(5);
    expect(clampTerm(2.4, { ...slider, max: 5, options: [1, 2, 3, 4, 5] })).toBe(2);
  });
});

describe('checkAmount', () => {
  const amount = { min: 1000, max: 250_000, step: 500 };

  it("shows 'Cannot be less than {min} or more than $250,000' outside the bounds", () => {
    expect(checkAmount(500, amount)).toEqual({ amount: 500, message: 'Cannot be less than $1,000 or more than $250,000' });
    expect(checkAmount(260_000, amount).message).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(checkAmount(30_000, amount)).toEqual({ amount: 30_000, message: null });
    expect(amountBoundsMessage(5000)).toBe('Cannot be less than $5,000 or more than $250,000');
  });

  it('turns a non-positive amount into 0', () => {
    expect(checkAmount(-100, amount).amount).toBe(0);
    expect(checkAmount(Number.NaN, amount).amount).toBe(0);
  });
});
