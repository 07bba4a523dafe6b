import { useState, type FormEvent } from 'react';
import { formatMoney } from '@dealer/finance/format';
import { DELIVERY_MESSAGES } from '@dealer/site/constants';
import { FEATURE_DELIVERY_CALCULATOR } from '@site/site.gen';
import './finance.css';

export type DeliveryResult = { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; price: number; region: string } | { kind: 'message'; message: string };

/** GET /api/delivery?postcode=: a price and region (200), or none for that postcode (204). */
export async function lookupDelivery(postcode: string, fetcher: typeof fetch = fetch): Promise<DeliveryResult> {
  if (postcode.trim() === '') return { kind: 'message', message: DELIVERY_MESSAGES.emptyPostcode };
  try {
    const response = await fetcher(`/api/delivery?postcode=${encodeURIComponent(postcode.trim())}`);
    if (response.status === 200) {
      const { price, region } = (await response.json()) as { price: number; region: string };
      return { kind: 'found', price, region };
    }
  } catch (error) {
    console.warn('Delivery price lookup failed', error);
  }
  return { kind: 'message', message: DELIVERY_MESSAGES.notFound };
}

/** Delivery estimate by postcode. */
export function DeliveryCalculator() {
  return FEATURE_DELIVERY_CALCULATOR ? <Delivery /> : null;
}

function Delivery() {
  const [postcode, setPostcode] = useState('');
  const [result, setResult] = useState<DeliveryResult>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult({ kind: 'loading' });
    setResult(await lookupDelivery(postcode));
  };
  return (
    <section className="delivery-calculator" data-feature="delivery-calculator" aria-labelledby="delivery-calculator-title">
      <h2 id="delivery-calculator-title">Delivery calculator</h2>
      <form className="delivery-calculator__form" onSubmit={submit} noValidate>
        <label htmlFor="delivery-postcode">Postcode</label>
        <input
          id="delivery-postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={postcode}
          aria-describedby="delivery-result"
          onChange={(event) => setPostcode(event.target.value)}
        />
        <button type="submit" className="button" disabled={result.kind === 'loading'}>
          Calculate
        </button>
      </form>
      <p id="delivery-result" className="delivery-calculator__result" aria-live="polite" aria-busy={result.kind === 'loading'}>
        {result.kind === 'found' && (
          <>
            Delivery to {result.region}: <strong>{formatMoney(result.price)}</strong>
          </>
        )}
        {result.kind === 'message' && result.message}
      </p>
    </section>
  );
}
