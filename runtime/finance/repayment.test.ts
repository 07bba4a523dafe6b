import { describe, expect, it } from 'vitest';
import { annuityPayment, calculateRepayment, repaymentText, type RepaymentInput } from './repayment.ts';

const weekly = { annualRatePercent: 0, termYears: 5, paymentsPerYear: 52 } as const;

describe('calculateRepayment', () => {
  it('amortises a $30,000 loan at 10% over 5 years monthly, rounded up to the next dollar ($637.41 → $638)', () => {
    expect(calculateRepayment({ amount: 30_000, annualRatePercent: 10, termYears: 5, paymentsPerYear: 12 })).toEqual({
      repayment: 638,
      total: 60 * 638,
    });
  });

  it('finances the establishment fee and adds it again to the total, as the spec defines the total', () => {
    const result = calculateRepayment({ amount: 30_000, establishmentFee: 1360.5, annualRatePercent: 10, termYears: 5, paymentsPerYear: 12 });
    // 31,360.50 at 10% over 60 months is $666.32 a month.
    expect(result).toEqual({ repayment: 667, total: 60 * 667 + 1360.5 });
  });

  it('handles a 0% rate as a straight division', () => {
    expect(calculateRepayment({ ...weekly, amount: 30_000 })).toEqual({ repayment: 116, total: 260 * 116 });
    expect(calculateRepayment({ ...weekly, amount: 26_000 })).toEqual({ repayment: 100, total: 26_000 });
  });

  it('takes the deposit off the amount and leaves the residual as a balloon', () => {
    expect(calculateRepayment({ ...weekly, amount: 30_000, deposit: 5_000 }).repayment).toBe(97); // 25,000 / 260 = 96.15
    expect(calculateRepayment({ ...weekly, amount: 30_000, residual: 10_000 }).repayment).toBe(77); // 20,000 / 260 = 76.92
  });

  it('discounts the residual at the loan rate', () => {
    const exact = annuityPayment(30_000, 10_000, 0.1 / 12, 60);
    // The balloon's present value is 10,000 / 1.00833^60 = 6,077.89.
    expect(exact).toBeCloseTo(annuityPayment(30_000 - 10_000 / (1 + 0.1 / 12) ** 60, 0, 0.1 / 12, 60), 9);
  });

  it('uses 52, 26 and 12 payments a year', () => {
    const at = (paymentsPerYear: 52 | 26 | 12) => calculateRepayment({ amount: 31_200, annualRatePercent: 0, termYears: 5, paymentsPerYear });
    expect(at(52)).toEqual({ repayment: 120, total: 31_200 });
    expect(at(26)).toEqual({ repayment: 240, total: 31_200 });
    expect(at(12)).toEqual({ repayment: 520, total: 31_200 });
  });

  it('reads Enquire for Finance with a blank total when the repayment is 25 or less', () => {
    expect(calculateRepayment({ ...weekly, amount: 6_500 })).toEqual({ repayment: null, total: null }); // exactly 25
    expect(calculateRepayment({ ...weekly, amount: 6_501 })).toEqual({ repayment: null, total: null }); // $25.0038 is $25.00 to the cent
    expect(calculateRepayment({ ...weekly, amount: 6_502 })).toEqual({ repayment: 26, total: 260 * 26 }); // $25.01
    expect(calculateRepayment({ ...weekly, amount: 30_000, deposit: 40_000 })).toEqual({ repayment: null, total: null });
    expect(repaymentText(null)).toBe('Enquire for Finance');
    expect(repaymentText(1234)).toBe('$1,234');
  });

  it('reads Enquire for Finance for inputs it cannot amortise', () => {
    expect(calculateRepayment({ ...weekly, amount: 30_000, termYears: 0 }).repayment).toBeNull();
    expect(calculateRepayment({ ...weekly, amount: Number.NaN }).repayment).toBeNull();
  });

  it('does not push an exact dollar amount up a dollar through floating-point noise', () => {
    // 1.1 × 5,200 is 5,720.000000000001 in floating point; 5,720 over 52 weeks is exactly $110.
    expect(calculateRepayment({ amount: 1.1 * 5200, annualRatePercent: 0, termYears: 1, paymentsPerYear: 52 }).repayment).toBe(110);
  });

  describe("rounding down under the car's weekly figure", () => {
    it('rounds down when the dollar below is under the weekly figure, else up', () => {
      // 30,000 / 260 = 115.38
      expect(calculateRepayment({ ...weekly, amount: 30_000, rounding: { mode: 'down-under', carWeekly: 116 } }).repayment).toBe(115);
      expect(calculateRepayment({ ...weekly, amount: 30_000, rounding: { mode: 'down-under', carWeekly: 115 } }).repayment).toBe(116);
    });

    it('scales the weekly figure to the chosen frequency', () => {
      // 30,100 / 60 = 501.67 a month; $116 a week is $502.67 a month, $115 a week is $498.33.
      const monthly = { amount: 30_100, annualRatePercent: 0, termYears: 5, paymentsPerYear: 12 } as const;
      expect(calculateRepayment({ ...monthly, rounding: { mode: 'down-under', carWeekly: 116 } })).toEqual({ repayment: 501, total: 30_060 });
      expect(calculateRepayment({ ...monthly, rounding: { mode: 'down-under', carWeekly: 115 } }).repayment).toBe(502);
    });
  });
});

/** mulberry32: a small seeded generator so the property cases are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A repayment is rounded to the cent before it is rounded up to dollars: it may fall short of the exact payment by this much. */
const HALF_CENT = 0.005;

/** What is still owed after the last payment, simulated one period at a time. */
function balanceLeft(input: RepaymentInput, payment: number): number {
  const rate = input.annualRatePercent / 100 / input.paymentsPerYear;
  let balance = input.amount - (input.deposit ?? 0) + (input.establishmentFee ?? 0);
  for (let period = 0; period < input.paymentsPerYear * input.termYears; period++) balance = balance * (1 + rate) - payment;
  return balance - (input.residual ?? 0);
}

describe('calculateRepayment against a period-by-period balance simulation', () => {
  it('is the smallest whole-dollar payment that, with the payment worked out to the cent, brings the balance down to the residual', () => {
    const random = seeded(20_261_122);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const tolerance = 1e-4;
    for (let n = 0; n < 3000; n++) {
      const amount = 1000 + Math.round(random() * 249_000);
      const input: RepaymentInput = {
        amount,
        deposit: random() < 0.5 ? 0 : Math.round(random() * amount * 0.5),
        residual: random() < 0.5 ? 0 : Math.round(random() * amount * 0.4),
        annualRatePercent: random() < 0.1 ? 0 : Math.round(random() * 40) / 2,
        termYears: pick([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]),
        paymentsPerYear: pick([52, 26, 12] as const),
        establishmentFee: pick([0, 395, 1300, 1360.5]),
      };
      const { repayment, total } = calculateRepayment(input);
      const periods = input.paymentsPerYear * input.termYears;
      if (repayment === null) {
        expect(balanceLeft(input, 25 + HALF_CENT), JSON.stringify(input)).toBeLessThanOrEqual(tolerance);
        expect(total).toBeNull();
        continue;
      }
      expect(balanceLeft(input, repayment + HALF_CENT), JSON.stringify(input)).toBeLessThanOrEqual(tolerance);
      expect(balanceLeft(input, repayment - 1 + HALF_CENT), JSON.stringify(input)).toBeGreaterThan(-tolerance);
      expect(total).toBeCloseTo(periods * repayment + (input.establishmentFee ?? 0), 2);
    }
  });
});
