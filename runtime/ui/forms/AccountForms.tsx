/**
 * Forms of the signed-in pages, each saved as a lead: the online payment reference (the dealer matches
 * it to the invoice and confirms the payment; no card details pass through the site) and the spin-to-win entry.
 */
import { ONLINE_PAYMENT, onlinePaymentSteps, SPIN_TO_WIN, spinToWinSteps } from '@dealer/forms/account-forms';
import { formDefaults } from '@dealer/forms/defaults';
import { formEvent } from '@dealer/forms/events';
import { readProfile } from './browser';
import { useCompleteLead } from './complete';
import { siteDealershipSlug, siteFormContext } from './context';
import { sendLead } from './send';
import { StepForm } from './StepForm';

const initial = () => ({ ...formDefaults(undefined, siteDealershipSlug()), ...readProfile() });

export function OnlinePaymentForm() {
  const complete = useCompleteLead('online-payment', undefined);
  return (
    <StepForm
      id="online-payment"
      steps={onlinePaymentSteps(siteFormContext(undefined))}
      initial={initial()}
      submitLabel="Send Payment Details"
      onSubmit={(values) => sendLead({ kind: 'online-payment', values, ...ONLINE_PAYMENT })}
      onSuccess={(values, outcome) => complete(formEvent({ kind: 'online-payment' }), values, outcome)}
    />
  );
}

export function SpinToWinForm() {
  const complete = useCompleteLead('spin-to-win', undefined);
  return (
    <StepForm
      id="spin-to-win"
      steps={spinToWinSteps(siteFormContext(undefined))}
      initial={initial()}
      submitLabel="Enter Now"
      onSubmit={(values) => sendLead({ kind: 'spin-to-win', values, ...SPIN_TO_WIN })}
      onSuccess={(values, outcome) => complete(formEvent({ kind: 'spin-to-win' }), values, outcome)}
    />
  );
}
