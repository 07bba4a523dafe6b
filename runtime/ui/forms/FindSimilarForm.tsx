import { FIND_SIMILAR_LABEL } from '@dealer/site/constants';
import type { FormCar } from './complete';
import { ShortEnquiryForm } from './ShortEnquiryForm';

/** Shown instead of the buttons on a car that is no longer available. */
export function FindSimilarForm({ car }: { car?: FormCar }) {
  return (
    <ShortEnquiryForm
      car={car}
      kind="find-me-similar"
      title={FIND_SIMILAR_LABEL}
      category="Sales Enquiry"
      subcategory={FIND_SIMILAR_LABEL}
      submitLabel="Send Request"
    />
  );
}
