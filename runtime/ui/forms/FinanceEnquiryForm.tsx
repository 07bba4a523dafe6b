import { formEvent } from '@dealer/forms/events';
import type { FormCar } from './complete';
import { ShortEnquiryForm } from './ShortEnquiryForm';

/** Finance enquiry; embedded in the "Finance Enquiry" modal (the site's Get Finance Now variant) it records event 9. */
export function FinanceEnquiryForm({ car, modal = false }: { car?: FormCar; modal?: boolean }) {
  const event = formEvent({ kind: 'finance-enquiry', financeModal: modal });
  return <ShortEnquiryForm car={car} kind="finance-enquiry" title="Finance Enquiry" category="Finance Enquiry" submitLabel="Send Enquiry" event={event} />;
}
