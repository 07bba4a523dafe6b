import { describe, expect, it } from 'vitest';
import { budgetDisclaimer, privacyTimelines, reserveExplainer, tradeInFaq, usedCarGuarantees, warrantyText } from './content.ts';

describe('fixed copy from the spec', () => {
  it('reserve online: a $200 deposit, 100% refundable, the car held 48 hours', () => {
    const text = reserveExplainer().join(' ');
    expect(text).toContain('$200 deposit');
    expect(text).toContain('100% refundable');
    expect(text).toContain('48 hours');
  });
  it('used cars: 48 hour money back and the 14-day return with its four conditions', () => {
    const [moneyBack, exchange] = usedCarGuarantees();
    expect(moneyBack?.title).toBe('48 hour money back guarantee');
    expect(exchange?.summary).toContain('within 14 days of delivery');
    expect(exchange?.conditions).toEqual([
      'it has been driven no more than 500 km since delivery;',
      'it has at least a quarter tank of fuel;',
      'all keys and accessories are returned;',
      'there is no financial encumbrance on the car.',
    ]);
  });
  it('trade-in FAQ: 7 years or 100,000 km, a payout letter, surplus by direct credit', () => {
    const answers = tradeInFaq().map((faq) => faq.answer);
    expect(answers[0]).toContain('over 7 years old or with more than 100,000 km');
    expect(answers[1]).toContain('payout letter from your lender');
    expect(answers[2]).toContain('direct credit');
  });
  it('privacy: complaints acknowledged in 7 days and resolved in 30; access in 30', () => {
    expect(privacyTimelines()).toEqual([
      'We acknowledge a privacy complaint within 7 days and aim to resolve it within 30 days.',
      'When you ask for access to the personal information we hold about you, we grant access within 30 days.',
    ]);
  });
  it('budget disclaimer: term in years, indicative only, excludes interest, fees and balloon payments', () => {
    expect(budgetDisclaimer()).toBe('This estimate is based on a 5-year term and is indicative only. It excludes interest, fees and balloon payments.');
  });
  it('warranty wording by brand: 3, 5 or 7 years, or the standard warranty', () => {
    expect(warrantyText('Hyundai', 7)).toContain('a 7-year warranty');
    expect(warrantyText('Mazda', 5)).toContain('a 5-year warranty');
    expect(warrantyText('Isuzu', null)).toContain("manufacturer's standard warranty");
  });
});
