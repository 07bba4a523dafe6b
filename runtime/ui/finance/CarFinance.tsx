/** The finance figures a car carries: the finance box, the "Only $X /wk*" link, the finance-available banner, the below-market badge. */
import { formatMoney } from '@dealer/finance/format';
import { formatRate } from '@dealer/finance/comparison';
import { isBelowMarket } from '@dealer/finance/price';
import { calculatorVisible, financeBoxVisible, providerEligible } from '@dealer/finance/visibility';
import { advertisedWeekly } from '@dealer/finance/weekly-figure';
import { FEATURE_FINANCE_BOX, FEATURE_FINANCE_CALCULATOR, SITE } from '@site/site.gen';
import { siteLender, type FinanceCar } from './car';
import './finance.css';

export const FINANCE_AVAILABLE_TEXT = 'Finance Available';
export const BELOW_MARKET_TEXT = 'Below Market';

const CALCULATOR_ANCHOR = '#finance-calculator';
const thisYear = () => new Date().getFullYear();

/** The car page shows its calculator, so figures and links may point at it. */
const calculatorOnPage = (car: FinanceCar) => FEATURE_FINANCE_CALCULATOR && calculatorVisible(SITE.finance, car);

/** The weekly figure the car advertises, only where the calculator that works it out is on the page. */
const pageWeekly = (car: FinanceCar) => (FEATURE_FINANCE_CALCULATOR ? advertisedWeekly(SITE.finance, car) : null);

/** The car's lender offer: weekly figure (where the calculator is shown), interest and comparison rates, when the spec's box rules allow it. */
export function FinanceBox({ car }: { car: FinanceCar }) {
  const provider = SITE.finance.provider;
  const lender = siteLender(car);
  if (!FEATURE_FINANCE_BOX || !provider || !lender || !financeBoxVisible(SITE, { car, lender }, thisYear())) return null;
  const weekly = pageWeekly(car);
  return (
    <div className="finance-box" data-feature="finance-box">
      {weekly !== null && (
        <p className="finance-box__weekly">
          <strong>{formatMoney(weekly)}</strong> /wk*
        </p>
      )}
      <dl className="finance-box__rates">
        {typeof lender.interestRate === 'number' && (
          <div>
            <dt>Interest rate</dt>
            <dd>{formatRate(lender.interestRate)} p.a.</dd>
          </div>
        )}
        {typeof lender.comparisonRate === 'number' && (
          <div>
            <dt>Comparison rate</dt>
            <dd>{formatRate(lender.comparisonRate)} p.a.*</dd>
          </div>
        )}
      </dl>
      {calculatorOnPage(car) && <a href={CALCULATOR_ANCHOR}>Calculate repayments</a>}
    </div>
  );
}

/** "Only $X /wk*" down to the calculator, from the lender's weekly payment or the car's quote; only when the calculator is on the page. */
export function WeeklyRepaymentLink({ car }: { car: FinanceCar }) {
  const weekly = pageWeekly(car);
  if (weekly === null) return null;
  return (
    <a className="weekly-repayment-link" href={CALCULATOR_ANCHOR}>
      Only {formatMoney(weekly)} /wk*
    </a>
  );
}

/** The optional banner (`finance.box.availableBanner`) on cars the site's provider will finance. */
export function FinanceAvailableBanner({ car }: { car: FinanceCar }) {
  const provider = SITE.finance.provider;
  if (!SITE.finance.box.availableBanner || !provider || !providerEligible(provider, { car, lender: siteLender(car) }, thisYear())) return null;
  return (
    <a className="finance-available-banner" href={`/cars/${car.slug}${calculatorOnPage(car) ? CALCULATOR_ANCHOR : ''}`}>
      {FINANCE_AVAILABLE_TEXT}
    </a>
  );
}

/** Priced more than $499 under the market average and under the state average. */
export function BelowMarketBadge({ car }: { car: FinanceCar }) {
  if (!isBelowMarket(car)) return null;
  return <span className="below-market-badge">{BELOW_MARKET_TEXT}</span>;
}
