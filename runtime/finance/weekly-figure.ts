/** The weekly figure a car advertises: on its card, in the finance box and in the "Only $X /wk*" link. */
import type { FinanceProvider } from '../../schema/tenant.ts';
import { isAvailable } from '../site/availability.ts';
import { FINANCE_ENQUIRE_THRESHOLD, FINANCE_FREQUENCIES } from '../site/constants.ts';
import { lenderFor, type FinancedCar, type StoredQuote } from './car.ts';
import { repaymentRounding, roundRepayment } from './repayment.ts';
import { calculatorVisible, type CarFinanceContext } from './visibility.ts';

type QuotedCar = FinancedCar & { youxQuote?: StoredQuote | null };

/**
 * The provider's weekly payment for the car, else its quote's weekly repayment, in whole dollars
 * rounded as the calculator rounds (up, or down under the car's figure for providers that do), so
 * the calculator opening on the car's deal shows this same figure. Null when neither exists or it
 * is 25 or less, where the calculator would read 'Enquire for Finance'.
 */
export function carWeeklyRepayment(car: QuotedCar, provider: Pick<FinanceProvider, 'key' | 'roundDownUnderCarWeekly'>): number | null {
  const lender = lenderFor(car, provider.key);
  const weekly = lender?.paymentWeek ?? car.youxQuote?.weeklyRepaymentAmount;
  if (typeof weekly !== 'number') return null;
  const dollars = roundRepayment(weekly, FINANCE_FREQUENCIES.wk, repaymentRounding({ provider, lender }));
  return dollars > FINANCE_ENQUIRE_THRESHOLD ? dollars : null;
}

/**
 * The weekly figure a car may advertise: only an available car, and only where the calculator that
 * works the figure out is shown for it. A sold car, or a site or car without the calculator, shows none.
 */
export function advertisedWeekly(finance: Parameters<typeof calculatorVisible>[0], car: QuotedCar & CarFinanceContext['car']): number | null {
  if (!finance.provider || !isAvailable(car) || !calculatorVisible(finance, car)) return null;
  return carWeeklyRepayment(car, finance.provider);
}
