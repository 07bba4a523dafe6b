import type { FormCar } from './complete';
import { ShortEnquiryForm } from './ShortEnquiryForm';

/** Asks the dealer for more photos of a car. */
export function PhotoRequestForm({ car }: { car?: FormCar }) {
  return (
    <ShortEnquiryForm
      car={car}
      kind="photo-request"
      title="Request more photos"
      category="Sales Enquiry"
      subcategory="Photo Request"
      submitLabel="Request Photos"
    />
  );
}
