/** The weekly figure a car advertises: the "Only $X /wk*" link and the finance box. */
import { FINANCE_ENQUIRE_THRESHOLD } from '../site/constants.ts';
import { lenderFor, type FinancedCar, type StoredQuote } from './car.ts';

/**
 * The provider's weekly payment for the car, else its quote's weekly repayment, in whole dollars
 * (to the nearest: the figure is the lender's, already worked out, so it is not rounded up again).
 * Null when neither exists or it is 25 or less, where the calculator would read 'Enquire for Finance'.
 */
export function carWeeklyRepayment(car: FinancedCar & { youxQuote?: StoredQuote | null }, providerKey: string): number | null {
  const weekly = lenderFor(car, providerKey)?.paymentWeek ?? car.youxQuote?.weeklyRepaymentAmount;
  if (typeof weekly !== 'number') return null;
  const dollars = Math.round(weekly);
  return dollars > FINANCE_ENQUIRE_THRESHOLD ? dollars : null;
}
