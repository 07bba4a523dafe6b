/**
 * The enquiry form: about a car (lead endpoint, events 14/15) or from the contact page (form endpoint,
 * event 22, or 51 for a careers enquiry, which is filed as General Enquiry / Career Enquiry).
 */
import { SITE } from '@site/site.gen';
import { formDefaults } from '@dealer/forms/defaults';
import { formEvent } from '@dealer/forms/events';
import { enquirySteps } from '@dealer/forms/forms';
import { readProfile } from './browser';
import { useCompleteLead, type FormCar } from './complete';
import { siteDealershipSlug, siteFormContext } from './context';
import { sendForm, sendLead } from './send';
import { StepForm } from './StepForm';

/** `category` starts the category select on a page's own department (Service Enquiry on the service page). */
export function EnquiryForm({ car, category }: { car?: FormCar; category?: string }) {
  const context = siteFormContext(car);
  const complete = useCompleteLead('enquiry', car);
  const initial = {
    ...formDefaults(car, siteDealershipSlug()),
    ...(category && !car ? { category } : {}),
    ...readProfile(),
    ...(context.selectedLocation ? { location_id: context.selectedLocation } : {}),
  };
  return (
    <StepForm
      id={car ? `enquiry-${car.id}` : 'enquiry'}
      steps={enquirySteps(context)}
      initial={initial}
      submitLabel={SITE.forms.submitText}
      onSubmit={(values) =>
        car
          ? sendLead({ kind: 'enquiry', values, car, category: 'Sales Enquiry', subcategory: car.car_type === 'used' ? 'Used Car Enquiry' : 'New Car Enquiry' })
          : sendForm(values, { form: 'enquiry' })
      }
      onSuccess={(values, outcome) =>
        complete(formEvent({ kind: 'enquiry', carType: car?.car_type, category: String(values.category ?? '') }), values, outcome)
      }
    />
  );
}
