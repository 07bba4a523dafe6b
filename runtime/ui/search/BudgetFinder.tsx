import { useEffect, useId, useMemo, useState } from 'react';
import { BUDGET_DEFAULTS, budgetButton, budgetFor, budgetInput, defaultBudgetRepayment, noCarsForBudgetText } from '@dealer/finance/budget';
import type { BudgetInput, BudgetPeriod } from '@dealer/finance/budget';
import { formatMoney, formatMoneyDigits } from '@dealer/finance/format';
import { budgetSearchUrl } from '@dealer/search/budget';
import { carSearchRequest } from '@dealer/search/client';
import { emptySearchState } from '@dealer/search/state';
import type { SearchPath } from '@dealer/search/state';
import { pathVocabulary, searchRoutes } from '@dealer/search/url-state';
import type { KnownValues } from '@dealer/search/url-state';
import { BUDGET_TERM_YEARS } from '@dealer/site/constants';
import { SITE } from '@site/site.gen';
import { SEARCH_OPTIONS, searchOnce, siteVocabulary } from './engine';
import './search.css';

/**
 * The price facet of the site's priced cars of one body (all bodies when none), for the budget button: a car
 * without a price is not the cheapest one, so it never makes a budget of $1 find a car.
 */
async function pricesFor(path: SearchPath) {
  const state = emptySearchState('mostRelevant', path);
  const [result] = await searchOnce(carSearchRequest({ ...SEARCH_OPTIONS, minPriceFilter: 0, facets: ['price'], hitsPerPage: 1 }, state, new Date()));
  const stats = result?.facetStats.price;
  return { minPrice: stats?.min ?? null, maxPrice: stats?.max ?? null };
}

/**
 * 'Find cars for your budget': a repayment and deposit make a budget, round(repayment × 52 or 12
 * × 5 + deposit); the button searches the chosen body type up to that budget, or reads
 * '0 {carType}s Found' when the budget is below the cheapest such car.
 */
export function BudgetFinder({ onBudget }: { onBudget?: (budget: { budget: number; deposit: number }) => void }) {
  const id = useId();
  const [input, setInput] = useState<BudgetInput>(BUDGET_DEFAULTS);
  const [body, setBody] = useState<string | null>(null);
  const [known, setKnown] = useState<KnownValues | null>(null);
  const [prices, setPrices] = useState<{ minPrice: number | null; maxPrice: number | null } | null>(null);
  const path: SearchPath = useMemo(() => (body ? { body } : {}), [body]);

  useEffect(() => {
    let live = true;
    void siteVocabulary().then((values) => live && setKnown(values));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    let live = true;
    setPrices(null);
    pricesFor(path).then(
      (found) => live && setPrices(found),
      () => live && setPrices({ minPrice: null, maxPrice: null }),
    );
    return () => {
      live = false;
    };
  }, [path]);

  const budget = budgetFor(input);
  // The page's call-back form sends the budget the shopper worked out, so the dealer calls about cars that fit it.
  useEffect(() => onBudget?.({ budget, deposit: input.deposit }), [onBudget, budget, input.deposit]);
  const carType = body ?? 'Car';
  const button = prices ? budgetButton(budget, prices, carType) : null;
  const routes = useMemo(() => searchRoutes(SITE.search, pathVocabulary(SITE, known ?? { bodies: [] })), [known]);
  const setPeriod = (period: BudgetPeriod) => setInput({ ...input, period, repayment: defaultBudgetRepayment(period) });

  return (
    <section className="budget-finder" aria-labelledby={`${id}-title`} data-feature="budget-finder">
      <h2 id={`${id}-title`}>Find cars for your budget</h2>
      <fieldset className="budget-finder__types">
        <legend>Select your preferred car types</legend>
        {[null, ...(known?.bodies ?? [])].map((value) => (
          <label key={value ?? 'all'}>
            <input type="radio" name={`${id}-body`} checked={body === value} onChange={() => setBody(value)} />
            {value ?? 'All'}
          </label>
        ))}
      </fieldset>
      <div className="budget-finder__fields">
        <label>
          Repayment
          <input
            inputMode="numeric"
            value={`$${formatMoneyDigits(input.repayment)}`}
            onChange={(e) => setInput({ ...input, repayment: budgetInput(e.currentTarget.value) })}
          />
        </label>
        <label>
          Paid
          <select value={input.period} onChange={(e) => setPeriod(e.currentTarget.value as BudgetPeriod)}>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
          </select>
        </label>
        <label>
          Deposit
          <input
            inputMode="numeric"
            value={`$${formatMoneyDigits(input.deposit)}`}
            onChange={(e) => setInput({ ...input, deposit: budgetInput(e.currentTarget.value) })}
          />
        </label>
      </div>
      <p>
        Your budget: <output className="budget-finder__budget">{formatMoney(budget)}</output>
      </p>
      {!button ? (
        <span className="button" aria-disabled="true">
          Checking our stock…
        </span>
      ) : button.disabled ? (
        <>
          <span className="button" aria-disabled="true">
            {button.label}
          </span>
          <p role="status">{noCarsForBudgetText(carType)}</p>
        </>
      ) : (
        <a className="button" href={budgetSearchUrl(path, button.priceRange, routes)}>
          {button.label}
        </a>
      )}
      <p className="budget-finder__disclaimer">
        Estimate based on a {BUDGET_TERM_YEARS} year term. Indicative only; excludes interest, fees and balloon payments.
      </p>
    </section>
  );
}
