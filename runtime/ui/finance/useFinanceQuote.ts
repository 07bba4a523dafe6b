import { startTransition, useEffect, useState } from 'react';
import { calculatorDefaults } from '@dealer/finance/calculator';
import { shouldRequestQuote, type CreditScore } from '@dealer/finance/quote';
import { FEATURE_FINANCE_QUOTE, SITE } from '@site/site.gen';
import type { Car } from '../../../schema/car.ts';
import { apiJson } from '../account/api';
import { afterThisTask } from '../later';

/** The shopper has not told us their credit score on the car page; quotes assume a good one. */
export const QUOTE_CREDIT_SCORE: CreditScore = 'good';
export const QUOTE_HELPER = 'Website';

/**
 * The car with a finance quote filled in: asked for only when the provider's quote flag is on, the car has
 * no quote and its price is above 0. A failed quote is swallowed, as the spec says; the car shows without it.
 */
export function useFinanceQuote(car: Car | null): Car | null {
  const [quoted, setQuoted] = useState<Car | null>(null);
  useEffect(() => {
    setQuoted(null);
    if (!FEATURE_FINANCE_QUOTE || !car || !shouldRequestQuote(SITE.finance.provider, car)) return;
    let current = true;
    const cancel = afterThisTask(() =>
      apiJson<NonNullable<Car['youxQuote']>>('/api/youx/quote', {
        method: 'POST',
        json: {
          selfAssessedCreditScore: QUOTE_CREDIT_SCORE,
          purchasePrice: car.price,
          // The calculator's opening term, so it opens on this quote's figure (the quote is a deal it starts from).
          loanTerm: calculatorDefaults(SITE.finance, {}, null).term,
          year: car.year,
          vin: car.vin ?? null,
          nvic: car.nvic ?? null,
          whoIsHelping: QUOTE_HELPER,
        },
      })
        // A transition: the figures redraw the car's page in slices that give way to the shopper's input.
        .then((youxQuote) => current && startTransition(() => setQuoted({ ...car, youxQuote })))
        .catch(() => undefined),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [car]);
  return quoted ?? car;
}
