import { useSearchParams } from '@dealer/ui/router';
import { fixedFinanceNote } from '@dealer/finance/comparison';
import { calculatorVisible } from '@dealer/finance/visibility';
import { formatPhone, telHref } from '@dealer/site/phones';
import { FEATURE_FINANCE_CALCULATOR, SITE } from '@site/site.gen';
import { FinanceCalculator } from '../finance/FinanceCalculator';
import { FinanceDisclaimer } from '../finance/FinanceDisclaimer';
import { FINANCE_FORM_ANCHOR } from '../finance/finance-link';
import { LazyFinanceEnquiryForm } from '../finance/GetFinanceNow';
import { FINANCE_CAR_NOT_FOUND, CarLoadSummary } from '../forms/CarSummary';
import { LazyPart, usePageTitle, useRouteTitle } from '../routing';
import { useCarRef } from '../vehicle/useCar';

/**
 * The tenant's finance route(s): the calculator, the fixed note and the finance enquiry form. A finance link from a
 * car (car_id, vin, vehiclePriceBudget…, then #finance-form) opens on that car: its summary, the calculator on its
 * price and the enquiry about it; a link with a vehiclePriceBudget and no car opens the calculator on that amount.
 * The link's other values go with the enquiry (runtime/forms/link-context.ts).
 * The form's section is drawn from the first render, so the page's arrival can scroll to its anchor at once.
 */
export default function FinancePage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const [query] = useSearchParams();
  const carId = query.get('car_id');
  const budget = Number(query.get('vehiclePriceBudget') ?? '');
  const load = useCarRef(carId);
  const car = load.status === 'ready' ? load.car : undefined;
  const note = fixedFinanceNote();
  return (
    <section className="page page--finance">
      <h1>{title}</h1>
      {carId && <CarLoadSummary load={load} missing={FINANCE_CAR_NOT_FOUND} />}
      {/* Keyed by the car: the calculator opens on the car's price once it has arrived; without one, on the link's budget. */}
      <FinanceCalculator key={car?.id ?? 'none'} car={car && calculatorVisible(SITE.finance, car) ? car : undefined} amount={budget > 0 ? budget : undefined} />
      {!FEATURE_FINANCE_CALCULATOR && <FinanceDisclaimer text={SITE.finance.disclaimer} />}
      <p className="finance-note">
        Typical finance: {note.term}, {note.deposit}, {note.finalPayment}.
      </p>
      <section id={FINANCE_FORM_ANCHOR} className="finance-form" aria-labelledby="finance-form-title">
        <h2 id="finance-form-title">Finance enquiry</h2>
        {!LazyFinanceEnquiryForm ? (
          <p>
            Talk to our finance team on <a href={telHref(SITE.phones.main)}>{formatPhone(SITE.phones.main)}</a>.
          </p>
        ) : carId && load.status === 'loading' ? (
          // The form waits for the car, so its defaults go with the enquiry.
          <p aria-busy="true">Loading…</p>
        ) : (
          <LazyPart fallback={<p aria-busy="true">Loading…</p>}>
            <LazyFinanceEnquiryForm car={car} />
          </LazyPart>
        )}
      </section>
    </section>
  );
}
