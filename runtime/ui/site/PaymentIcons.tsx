import { PAYMENT_ICONS, WE_ACCEPT_TEXT } from '@dealer/site/constants';

/** The brand banner's 'We accept:' strip: Mastercard, Visa, Maestro, Google Pay, Apple Pay. */
export function PaymentIcons() {
  return (
    <div className="payment-icons">
      <span>{WE_ACCEPT_TEXT}</span>
      <ul aria-label="Payment methods">
        {PAYMENT_ICONS.map((name) => (
          <li key={name} className="payment-icons__icon">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
