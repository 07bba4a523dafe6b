import { OnlinePaymentForm } from '../forms/AccountForms';
import { useRouteTitle } from '../routing';
import { ConfiguredCopy } from '../site/ConfiguredCopy';
import { PageFrame } from '../site/PageFrame';
import { PaymentIcons } from '../site/PaymentIcons';

/** /online-payment (signed-in where the site gates it): the dealer's payment copy and the payment-reference form. */
export default function OnlinePaymentPage() {
  return (
    <PageFrame title={useRouteTitle()} className="page--online-payment">
      <ConfiguredCopy slug="online-payment" />
      <PaymentIcons />
      <OnlinePaymentForm />
    </PageFrame>
  );
}
