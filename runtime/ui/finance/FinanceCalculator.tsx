import { useMemo, useRef, useState } from 'react';
import { calculatorBounds, checkAmount, clamp, clampTerm } from '@dealer/finance/bounds';
import { calculatorDefaults, calculatorRepayment, establishmentFee, type CalculatorState } from '@dealer/finance/calculator';
import { comparisonRange, comparisonRateText, financeDisclaimer, formatRate, sampleEstimate } from '@dealer/finance/comparison';
import { carDeal } from '@dealer/finance/deal';
import { FEES_EXCLUDED_HEADING, FEES_INCLUDED_HEADING, feeLines, type Fee } from '@dealer/finance/fees';
import { formatMoney } from '@dealer/finance/format';
import { frequencyOf, PAYMENT_FREQUENCIES } from '@dealer/finance/frequency';
import { repaymentText } from '@dealer/finance/repayment';
import { calculatorVisible } from '@dealer/finance/visibility';
import { EVENTS } from '@dealer/site/constants';
import { FEATURE_FINANCE_CALCULATOR, SITE } from '@site/site.gen';
import { track } from '../analytics';
import { siteLender, type FinanceCar } from './car';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { feeText } from './format';
import { GetFinanceNow } from './GetFinanceNow';
import { SliderField } from './SliderField';
import './finance.css';

export const FREQUENCY_LABELS = { week: 'Weekly', fortnight: 'Fortnightly', month: 'Monthly' } as const;

export interface FinanceCalculatorProps {
  /** Without a car (the finance page) the calculator opens on `amount`, else on the default amount. */
  car?: FinanceCar | undefined;
  /** The amount a link to the finance page names (`vehiclePriceBudget`), for the calculator without a car; brought inside its bounds. */
  amount?: number | undefined;
}

/** The finance calculator at #finance-calculator; shown by the spec's visibility rule when given a car. */
export function FinanceCalculator({ car, amount }: FinanceCalculatorProps) {
  return FEATURE_FINANCE_CALCULATOR && (!car || calculatorVisible(SITE.finance, car)) ? <Calculator car={car} amount={amount} /> : null;
}

const years = (value: number) => `${value} year${value === 1 ? '' : 's'}`;

function Calculator({ car, amount }: FinanceCalculatorProps) {
  const lender = siteLender(car);
  const provider = SITE.finance.provider;
  const deal = useMemo(() => carDeal(car ?? {}, lender), [car, lender]);
  const bounds = useMemo(() => calculatorBounds(SITE.finance, car ?? {}, deal), [car, deal]);
  const opening = (): CalculatorState => {
    const defaults = calculatorDefaults(SITE.finance, car ?? {}, lender);
    return !car && amount !== undefined ? { ...defaults, amount: clamp(amount, bounds.amount) } : defaults;
  };
  const [state, setState] = useState(opening);
  const [touched, setTouched] = useState(false);
  const tracked = useRef(false);

  // A quote arriving after the page drew is a deal too: open on it, unless the shopper has already moved something.
  const dealKey = JSON.stringify(deal);
  const [openedOn, setOpenedOn] = useState(dealKey);
  if (openedOn !== dealKey) {
    setOpenedOn(dealKey);
    if (!touched) setState(opening());
  }

  const update = (patch: Partial<CalculatorState>) => {
    setState((current) => ({ ...current, ...patch }));
    setTouched(true);
    // Event 26 once per page view, on the first change of any input or of the frequency.
    if (!tracked.current) {
      tracked.current = true;
      track(EVENTS.financeCalculatorChange, car ? { carId: car.id } : {});
    }
  };

  const { repayment, total } = calculatorRepayment(state, { provider, lender });
  const suffix = frequencyOf(state.frequency).suffix;
  const disclaimer = financeDisclaimer(SITE.finance, lender);
  // The sample estimate illustrates rates on the finance page and for cars without a deal; beside a car's own deal it is one figure too many.
  const sample = deal ? null : sampleEstimate(SITE.finance.calculator);
  const fees = feeLines(SITE.finance.calculator.feeList, establishmentFee({ provider, lender }));

  return (
    <section id="finance-calculator" className="finance-calculator" data-feature="finance-calculator" aria-labelledby="finance-calculator-title">
      <h2 id="finance-calculator-title">Finance Calculator</h2>
      <div className="finance-calculator__inputs">
        <SliderField
          id="finance-amount"
          label="Loan amount"
          value={state.amount}
          range={bounds.amount}
          valueText={formatMoney}
          message={checkAmount(state.amount, bounds.amount).message}
          onChange={(value) => update({ amount: checkAmount(value, bounds.amount).amount })}
        />
        {bounds.term.options ? (
          <div className="slider-field">
            <label htmlFor="finance-term" className="slider-field__label">
              Term
            </label>
            <select id="finance-term" value={state.term} onChange={(event) => update({ term: Number(event.target.value) })}>
              {bounds.term.options.map((option) => (
                <option key={option} value={option}>
                  {years(option)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <SliderField
            id="finance-term"
            label="Term (years)"
            value={state.term}
            range={bounds.term}
            valueText={years}
            onChange={(value) => update({ term: clampTerm(value, bounds.term) })}
          />
        )}
        <SliderField
          id="finance-interest"
          label="Interest rate (% p.a.)"
          value={state.interest}
          range={bounds.interest}
          valueText={(value) => `${value}% p.a.`}
          disabled={bounds.interest.disabled}
          onChange={(value) => update({ interest: clamp(value, bounds.interest) })}
        />
        <SliderField
          id="finance-trade-in"
          label="Deposit / trade-in"
          value={state.tradeIn}
          range={bounds.tradeIn}
          valueText={formatMoney}
          onChange={(value) => update({ tradeIn: clamp(value, bounds.tradeIn) })}
        />
        <SliderField
          id="finance-residual"
          label="Residual (balloon)"
          value={state.residual}
          range={bounds.residual}
          valueText={formatMoney}
          onChange={(value) => update({ residual: clamp(value, bounds.residual) })}
        />
      </div>

      <fieldset className="finance-calculator__frequency">
        <legend>Repayment frequency</legend>
        {PAYMENT_FREQUENCIES.map((frequency) => (
          <button
            key={frequency.key}
            type="button"
            className={`toggle-button${state.frequency === frequency.key ? ' is-active' : ''}`}
            aria-pressed={state.frequency === frequency.key}
            onClick={() => state.frequency !== frequency.key && update({ frequency: frequency.key })}
          >
            {FREQUENCY_LABELS[frequency.key]}
          </button>
        ))}
      </fieldset>

      <output
        className="finance-calculator__result"
        htmlFor="finance-amount-number finance-term finance-interest finance-trade-in finance-residual"
        aria-live="polite"
      >
        <span className="finance-calculator__repayment" data-testid="finance-repayment">
          {repaymentText(repayment)}
          {repayment !== null && <small> /{suffix}*</small>}
        </span>
        <span className="finance-calculator__total">
          Total repayments <strong data-testid="finance-total">{total !== null ? formatMoney(total) : ''}</strong>
        </span>
      </output>

      <p className="finance-calculator__comparison">Comparison rate: {comparisonRateText(lender, comparisonRange(disclaimer, provider))} p.a.*</p>
      {sample && sample.weeklyRepayment !== null && (
        <p className="finance-calculator__sample">
          Sample estimate: {formatMoney(sample.weeklyRepayment)} /wk for {formatMoney(sample.amount)} over {sample.termYears} years at{' '}
          {formatRate(sample.annualRatePercent)} p.a. (comparison rate {formatRate(sample.comparisonRatePercent)} p.a.) with no deposit.
        </p>
      )}
      <FeeList heading={FEES_INCLUDED_HEADING} fees={fees.included} />
      <FeeList heading={FEES_EXCLUDED_HEADING} fees={fees.excluded} />
      <GetFinanceNow car={car} />
      <FinanceDisclaimer text={disclaimer} />
    </section>
  );
}

/** One list of fees under a heading saying whether the repayments above include them. */
function FeeList({ heading, fees }: { heading: string; fees: readonly Fee[] }) {
  if (fees.length === 0) return null;
  return (
    <div className="finance-calculator__fees">
      <h3>{heading}</h3>
      <dl>
        {fees.map((fee) => (
          <div key={fee.label}>
            <dt>{fee.label}</dt>
            <dd>{feeText(fee.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
