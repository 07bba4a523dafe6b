/**
 * Trade-in valuation: the car (rego, state, kms, finance), then the contact details; then the offer, and
 * accepting it sends the step '3. Offer Accepted'. A valuation service's offer is subject to inspection; the
 * demo's is a sample and says so; with no offer online the lead is sent and the team follows up with one.
 * Sites that ask for it also save the valuation to /api/miscellaneous; that save is logged, never shown.
 */
import { useEffect, useRef, useState } from 'react';
import { SITE } from '@site/site.gen';
import { formDefaults } from '@dealer/forms/defaults';
import type { FormValues } from '@dealer/forms/fields';
import { valuationStart, valuationSteps } from '@dealer/forms/forms';
import { HONEYPOT_FIELD } from '@dealer/forms/honeypot';
import { FORM_TEXTS } from '@dealer/forms/messages';
import { leadOutcome, networkOutcome, type Outcome } from '@dealer/forms/outcome';
import { EVENTS } from '@dealer/site/constants';
import { formatMoney } from '@dealer/finance/format';
import { defaultRegoState } from '@dealer/forms/rego-state';
import { SampleLabel } from '../site/SampleLabel';
import { readProfile } from './browser';
import { useCompleteLead, type FormCar } from './complete';
import { siteDealershipSlug, siteFormContext } from './context';
import { leadContext, postJson, postSubmission, sendLead } from './send';
import { StepForm, type Success } from './StepForm';
import { TRADE_IN_WITHOUT_OFFER } from './success-message';

export const TRADE_IN_TEXTS = {
  subjectToInspection: 'This offer is subject to inspection of your car.',
  sample: 'A sample valuation made up by the demo, not an offer from the dealer.',
} as const;

export interface Valuation {
  leadId: string;
  /** The proof that the offer is this shopper's, which accepting it sends back. */
  offerSecret: string | null;
  /** Null when there is no offer online: the team makes one. */
  offerPrice: number | null;
  vehicle: { year: number; make: string; model: string } | null;
  /** The demo's invented offer, marked as such. */
  sample: boolean;
  values: FormValues;
}

function saveValuation(valuation: Valuation): void {
  const { values, vehicle } = valuation;
  const record = { offer_price: valuation.offerPrice, rego: String(values.rego), regoState: String(values.regoState), kms: String(values.kms), ...vehicle };
  postJson('/api/miscellaneous', { column_name: 'valuation', valuation: record, lead_id: valuation.leadId })
    .then((response) => console.info(`Valuation save ${response.status < 300 ? 'succeeded' : `failed (${response.status})`}`))
    .catch((error: unknown) => console.warn('Valuation save failed', error));
}

/** `car`: the car the trade-in is for (/cars/trade-in?car_id={id}); its id and form defaults go with the valuation. */
export function TradeInWizard({ car }: { car?: FormCar }) {
  const context = siteFormContext(car);
  const complete = useCompleteLead('trade-in-valuation', car);
  const completeWithoutOffer = useCompleteLead(TRADE_IN_WITHOUT_OFFER, car);
  const [valuation, setValuation] = useState<Valuation | null>(null);
  const profile = readProfile();
  const initial = {
    ...valuationStart(defaultRegoState(SITE)),
    ...(profile.name ? { name: profile.name } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
  };

  const response = useRef<{ offer_price?: number | null; vehicle?: Valuation['vehicle']; offer_secret?: string; sample?: boolean }>({});
  async function value(values: FormValues): Promise<Outcome> {
    const { url, userAgent, attributes } = leadContext();
    const locationId = Number(values.location_id || context.selectedLocation) || undefined;
    const body = {
      rego: String(values.rego).trim(),
      regoState: values.regoState,
      kms: Number(String(values.kms).replace(/,/g, '')),
      finance: values.finance,
      name: values.name,
      phone: values.phone,
      email: values.email,
      PreferredContactMethod: values.PreferredContactMethod,
      ...(locationId ? { location_id: locationId } : {}),
      ...(car ? { car_id: car.id } : {}),
      ...(car?.dealership_id ? { car_dealership_id: car.dealership_id } : {}),
      // Read at submit time: the car may finish loading after the wizard first rendered.
      fields: { ...formDefaults(car, siteDealershipSlug()), ...(values[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] } : {}) },
      url,
      user_agent: userAgent,
      lead_attributes: attributes,
    };
    try {
      const result = await postSubmission('/api/valuations', body);
      response.current = (result.body ?? {}) as typeof response.current;
      return leadOutcome(result.body);
    } catch {
      return networkOutcome('lead');
    }
  }

  function valued(values: FormValues, outcome: Success) {
    const result: Valuation = {
      leadId: outcome.leadId,
      offerSecret: response.current.offer_secret ?? null,
      offerPrice: response.current.offer_price ?? null,
      vehicle: response.current.vehicle ?? null,
      sample: response.current.sample === true,
      values,
    };
    if (SITE.forms.saveValuation) saveValuation(result);
    // No online estimate: the lead is sent, and /success says the team will follow up with an offer, as the trade-in FAQ promises.
    if (result.offerPrice === null) return completeWithoutOffer(EVENTS.defaultForm, values, { ...outcome, next: '/success' });
    setValuation(result);
  }

  if (valuation) return <Offer valuation={valuation} onAccepted={(outcome) => complete(EVENTS.tradeInOffer, valuation.values, outcome)} />;
  return (
    <StepForm id="trade-in" steps={valuationSteps(context)} initial={initial} submitLabel="Get My Valuation" onSubmit={value} onSuccess={valued}>
      <h2 className="step-form__heading">Value your trade-in</h2>
    </StepForm>
  );
}

/** Where the wizard was: the result's heading takes the focus, so a screen reader reads what happened. */
function useFocusOnShow() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

export function Offer({ valuation, onAccepted }: { valuation: Valuation; onAccepted(outcome: Success): void }) {
  const heading = useFocusOnShow();
  const [state, setState] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  const vehicle = valuation.vehicle;
  async function accept() {
    if (state.sending) return;
    setState({ sending: true, error: null });
    const outcome = await sendLead({
      kind: 'offer-acceptance',
      values: {},
      category: 'Trade-in Valuation',
      step: FORM_TEXTS.offerAccepted,
      leadId: valuation.leadId,
      ...(valuation.offerSecret ? { offerSecret: valuation.offerSecret } : {}),
    });
    if (outcome.ok) return onAccepted(outcome);
    setState({ sending: false, error: 'message' in outcome ? outcome.message : FORM_TEXTS.unexpected });
  }
  return (
    <section className="trade-in-offer" aria-labelledby="trade-in-offer-title">
      <h2 id="trade-in-offer-title" ref={heading} tabIndex={-1}>
        Your offer
      </h2>
      <SampleLabel sample={valuation.sample} />
      {vehicle && (
        <p>
          {vehicle.year} {vehicle.make} {vehicle.model}, rego {String(valuation.values.rego).toUpperCase()}
        </p>
      )}
      <p className="trade-in-offer__price">{formatMoney(valuation.offerPrice ?? 0)}</p>
      <p className="trade-in-offer__terms">{valuation.sample ? TRADE_IN_TEXTS.sample : TRADE_IN_TEXTS.subjectToInspection}</p>
      {state.error && (
        <div className="form-alert" role="alert">
          <p className="form-alert__message">{state.error}</p>
        </div>
      )}
      <button type="button" className="button" onClick={accept} disabled={state.sending}>
        {state.sending && <span className="spinner" aria-hidden="true" />}
        Accept Offer
      </button>
    </section>
  );
}
