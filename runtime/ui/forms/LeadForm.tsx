/**
 * The lead form of the budget and trade-in pages: a 4-digit postcode (capped as typed), checked against
 * the postcode lookup before sending; an unknown one reads 'Invalid postcode'.
 */
import { FORM_TEXTS } from '@dealer/forms/messages';
import { leadFormSteps } from '@dealer/forms/forms';
import { formEvent } from '@dealer/forms/events';
import type { Outcome } from '@dealer/forms/outcome';
import type { FormValues } from '@dealer/forms/fields';
import { readProfile } from './browser';
import { useCompleteLead } from './complete';
import { siteDealershipSlug, siteFormContext } from './context';
import { sendForm } from './send';
import { StepForm } from './StepForm';

async function postcodeKnown(postcode: string): Promise<boolean | null> {
  try {
    const response = await fetch(`/api/geocode?postal_code=${encodeURIComponent(postcode)}&country=AU`);
    if (!response.ok) return null;
    const body = (await response.json()) as { results?: unknown[] };
    return Array.isArray(body.results) && body.results.length > 0;
  } catch {
    // The lookup being unreachable is no reason to lose a lead: the server checks the format again.
    return null;
  }
}

async function submitLead(values: FormValues, parameters: Record<string, string>): Promise<Outcome> {
  if ((await postcodeKnown(String(values.postcode))) === false) return { ok: false, fieldErrors: [{ field: 'postcode', message: FORM_TEXTS.invalidPostcode }] };
  return sendForm(values, { ...parameters, form: 'lead-form' });
}

/** `source` names the page the lead came from; it travels in the form's hidden field, and `parameters` (the budget page's budget) beside it. */
export function LeadForm({ source, parameters = {} }: { source: string; parameters?: Record<string, string> }) {
  const context = siteFormContext(undefined);
  const complete = useCompleteLead('lead-form', undefined);
  const dealership = siteDealershipSlug();
  return (
    <StepForm
      id={`lead-${source}`}
      steps={leadFormSteps(context)}
      initial={{
        ...readProfile(),
        form_name: source,
        ...(dealership ? { dealership_slug: dealership } : {}),
        ...(context.selectedLocation ? { location_id: context.selectedLocation } : {}),
      }}
      submitLabel="Submit"
      onSubmit={(values) => submitLead(values, parameters)}
      onSuccess={(values, outcome) => complete(formEvent({ kind: 'lead-form' }), values, outcome)}
    />
  );
}
