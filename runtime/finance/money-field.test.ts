import { describe, expect, it } from 'vitest';
import { moneyQuickPicks } from './money-field.ts';

describe('moneyQuickPicks', () => {
  it('offers $5,000 to $70,000, or $300,000 to $800,000 under the high money range flag', () => {
    expect(moneyQuickPicks({ highMoneyRange: false })).toEqual([
      { amount: 5000, label: '$5,000' },
      { amount: 70_000, label: '$70,000' },
    ]);
    expect(moneyQuickPicks({ highMoneyRange: true }).map((pick) => pick.label)).toEqual(['$300,000', '$800,000']);
  });
});
