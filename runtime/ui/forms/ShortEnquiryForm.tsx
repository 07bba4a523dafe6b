/** Contact details and an optional message, sent as a lead: the base of the finance, similar-car and photo forms. */
import type { LeadKind } from '../../../schema/lists.ts';
import { formDefaults } from '@dealer/forms/defaults';
import { formEvent } from '@dealer/forms/events';
import { shortEnquirySteps } from '@dealer/forms/forms';
import { readProfile } from './browser';
import { useCompleteLead, type FormCar } from './complete';
import { siteDealershipSlug, siteFormContext } from './context';
import { sendLead } from './send';
import { StepForm } from './StepForm';

export interface ShortEnquiryProps {
  car?: FormCar;
  kind: LeadKind;
  title: string;
  category: string;
  subcategory?: string;
  submitLabel: string;
  event?: number;
  /** Called with the stored lead in place of going on to /success, for a page with a next step of its own. */
  onSent?: (leadId: string) => void;
}

export function ShortEnquiryForm({ car, kind, title, category, subcategory, submitLabel, event, onSent }: ShortEnquiryProps) {
  const complete = useCompleteLead(kind, car);
  return (
    <StepForm
      id={`${kind}${car ? `-${car.id}` : ''}`}
      steps={shortEnquirySteps(siteFormContext(car), title)}
      initial={{ ...formDefaults(car, siteDealershipSlug()), ...readProfile() }}
      submitLabel={submitLabel}
      onSubmit={(values) => sendLead({ kind, values, car, category, ...(subcategory ? { subcategory } : {}) })}
      onSuccess={(values, outcome) => {
        complete(event ?? formEvent({ kind, carType: car?.car_type }), values, onSent ? { ...outcome, next: null } : outcome);
        onSent?.(outcome.leadId);
      }}
    />
  );
}
