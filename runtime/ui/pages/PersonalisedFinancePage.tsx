import { useSearchParams } from '@dealer/ui/router';
import { SITE } from '@site/site.gen';
import { CarLoadSummary, FINANCE_CAR_NOT_FOUND } from '../forms/CarSummary';
import { FinanceEnquiryForm } from '../forms/FinanceEnquiryForm';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';
import { useCarRef } from '../vehicle/useCar';

/**
 * /personalised/finance?car_id={id}: finance through the site's credit-check provider. The car and the
 * finance enquiry about it; the form waits for the car so its defaults go with the lead.
 */
export default function PersonalisedFinancePage() {
  const carId = useSearchParams()[0].get('car_id');
  const load = useCarRef(carId);
  const provider = SITE.finance.provider?.name;
  return (
    <PageFrame title={useRouteTitle()} className="page--personalised-finance">
      <p>Tell us how to reach you and our finance team will come back with repayments worked out for you{provider ? ` with ${provider}` : ''}.</p>
      {carId && <CarLoadSummary load={load} missing={FINANCE_CAR_NOT_FOUND} />}
      {load.status === 'ready' ? <FinanceEnquiryForm car={load.car} /> : load.status !== 'loading' && <FinanceEnquiryForm />}
    </PageFrame>
  );
}
