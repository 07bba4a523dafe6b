import { describe, expect, it } from 'vitest';
import {
  comparisonRange,
  comparisonRateText,
  DISCLAIMER_STARTS_EXPANDED,
  disclaimerView,
  financeDisclaimer,
  fixedFinanceNote,
  sampleEstimate,
} from './comparison.ts';
import { financeSettings, provider } from './tenant.fixture.ts';

const HARBOURSIDE =
  'Comparison rates from 8.38% to 19.42% p.a. are based on a secured loan of $30,000 over 5 years. Warning: this comparison rate is true only for the examples given and may not include all fees and charges.';

describe('comparisonRange', () => {
  it('parses the lowest and highest percentages in the disclaimer', () => {
    expect(comparisonRange('Rates 12.94 % p.a. and from 6.29% to 9.5%.', null)).toEqual({ min: '6.29%', max: '12.94%' });
    expect(comparisonRange(HARBOURSIDE, provider())).toEqual({ min: '8.38%', max: '19.42%' });
  });

  it("uses the provider's fixed range instead of parsing", () => {
    expect(comparisonRange(HARBOURSIDE, provider({ comparisonRange: { min: '7.99%', max: '15.99%' } }))).toEqual({ min: '7.99%', max: '15.99%' });
  });

  it("falls back to '8.38%' to '19.42%' when the disclaimer has no percentages", () => {
    expect(comparisonRange('Fees and charges apply.', null)).toEqual({ min: '8.38%', max: '19.42%' });
  });
});

describe('comparisonRateText', () => {
  it("shows the car's comparison rate, else the range", () => {
    expect(comparisonRateText({ comparisonRate: 8.19 }, { min: '8.38%', max: '19.42%' })).toBe('8.19%');
    expect(comparisonRateText(null, { min: '8.38%', max: '19.42%' })).toBe('8.38% to 19.42%');
  });
});

describe('financeDisclaimer', () => {
  it("prefers the car's lender disclaimer over the tenant's", () => {
    const finance = financeSettings({ disclaimer: 'Tenant text.' });
    expect(financeDisclaimer(finance, { disclaimer: 'Lender text.' })).toBe('Lender text.');
    expect(financeDisclaimer(finance, { disclaimer: '' })).toBe('Tenant text.');
    expect(financeDisclaimer(finance, null)).toBe('Tenant text.');
  });
});

describe('sampleEstimate', () => {
  it('uses 6.29% p.a. and an 8.19% comparison rate with no deposit on $30,000 over 5 years', () => {
    // $30,000 at 6.29% over 260 weeks is $134.55 a week, rounded up.
    expect(sampleEstimate(financeSettings().calculator)).toEqual({
      annualRatePercent: 6.29,
      comparisonRatePercent: 8.19,
      deposit: 0,
      amount: 30_000,
      termYears: 5,
      weeklyRepayment: 135,
    });
  });

  it("uses one site's 12.94 percent example", () => {
    expect(sampleEstimate(financeSettings({ calculator: { sampleRate: 12.94 } }).calculator).annualRatePercent).toBe(12.94);
  });
});

describe('fixedFinanceNote', () => {
  it('shows a 5-year term, 10.0% deposit, 30.0% final payment', () => {
    expect(fixedFinanceNote()).toEqual({ term: '5-year term', deposit: '10.0% deposit', finalPayment: '30.0% final payment' });
  });
});

describe('disclaimerView', () => {
  it('starts expanded and toggles Show Less / Show More around a 197-character cut', () => {
    expect(DISCLAIMER_STARTS_EXPANDED).toBe(true);
    expect(HARBOURSIDE.length).toBeGreaterThan(197);
    expect(disclaimerView(HARBOURSIDE, true)).toEqual({ text: HARBOURSIDE, toggle: 'Show Less' });
    const collapsed = disclaimerView(HARBOURSIDE, false);
    expect(collapsed.toggle).toBe('Show More');
    // Cut on the last whole word within 197 characters.
    expect(collapsed.text).toBe(
      'Comparison rates from 8.38% to 19.42% p.a. are based on a secured loan of $30,000 over 5 years. Warning: this comparison rate is true only for the examples given and may not include all fees and...',
    );
  });

  it('has no toggle when the text fits in 197 characters', () => {
    const short = 'x'.repeat(197);
    expect(disclaimerView(short, false)).toEqual({ text: short, toggle: null });
  });
});
