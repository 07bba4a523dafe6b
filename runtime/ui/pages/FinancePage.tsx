import { Suspense } from 'react';
import { fixedFinanceNote } from '@dealer/finance/comparison';
import { formatPhone, telHref } from '@dealer/site/phones';
import { FEATURE_FINANCE_CALCULATOR, SITE } from '@site/site.gen';
import { FinanceCalculator } from '../finance/FinanceCalculator';
import { FinanceDisclaimer } from '../finance/FinanceDisclaimer';
import { FINANCE_FORM_ANCHOR } from '../finance/finance-link';
import { LazyFinanceEnquiryForm } from '../finance/GetFinanceNow';
import { usePageTitle, useRouteTitle } from '../routing';

/** The tenant's finance route(s): the calculator on the default amount, the fixed note and the finance enquiry form. */
export default function FinancePage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const note = fixedFinanceNote();
  return (
    <section className="page page--finance">
      <h1>{title}</h1>
      <FinanceCalculator />
      {!FEATURE_FINANCE_CALCULATOR && <FinanceDisclaimer text={SITE.finance.disclaimer} />}
      <p className="finance-note">
        Typical finance: {note.term}, {note.deposit}, {note.finalPayment}.
      </p>
      <section id={FINANCE_FORM_ANCHOR} className="finance-form" aria-labelledby="finance-form-title">
        <h2 id="finance-form-title">Finance enquiry</h2>
        {LazyFinanceEnquiryForm ? (
          <Suspense fallback={<p aria-busy="true">Loading…</p>}>
            <LazyFinanceEnquiryForm />
          </Suspense>
        ) : (
          <p>
            Talk to our finance team on <a href={telHref(SITE.phones.main)}>{formatPhone(SITE.phones.main)}</a>.
          </p>
        )}
      </section>
    </section>
  );
}
