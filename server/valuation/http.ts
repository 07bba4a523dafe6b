/**
 * A trade-in valuation service over HTTP, for tenants whose `forms.valuation.provider` is "http".
 * The server POSTs `{ rego, regoState, kms }` as JSON with the key as a bearer token, waits at most the
 * tenant's timeout, and trusts nothing it gets back until zod has checked it. Every way the service can
 * fail becomes one `ValuationUnavailable`, whose reason is for the log, never for the shopper.
 */
import { z } from 'zod';
import type { ValuationProvider } from './valuation.ts';

export class ValuationUnavailable extends Error {
  override name = 'ValuationUnavailable';
}

/** What the service must answer; anything else is treated as the service being down. */
export const valuationAnswerSchema = z.object({
  vehicle: z.object({
    year: z.number().int().min(1900).max(2100),
    make: z.string().trim().min(1).max(80),
    model: z.string().trim().min(1).max(80),
  }),
  /** Dollars; null when the service gives no online estimate (too old, too many km…). */
  offer_price: z.number().min(0).max(10_000_000).nullable(),
});

export interface HttpValuationOptions {
  url: string;
  /** Sent as `authorization: Bearer …` when present. */
  apiKey?: string;
  timeoutMs: number;
  fetcher?: typeof fetch;
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export function httpValuation({ url, apiKey, timeoutMs, fetcher = fetch }: HttpValuationOptions): ValuationProvider {
  return {
    async value({ rego, regoState, kms }) {
      // One signal covers connecting, the headers and the body: a service that stalls mid-answer times out too.
      const signal = AbortSignal.timeout(timeoutMs);
      let body: unknown;
      try {
        const response = await fetcher(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({ rego, regoState, kms }),
          signal,
        });
        if (!response.ok) throw new ValuationUnavailable(`${url} answered HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof ValuationUnavailable) throw error;
        if (signal.aborted) throw new ValuationUnavailable(`${url} gave no answer within ${timeoutMs} ms`);
        throw new ValuationUnavailable(`${url} could not be read: ${describe(error)}`);
      }
      const answer = valuationAnswerSchema.safeParse(body);
      if (!answer.success) {
        const problems = answer.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ');
        throw new ValuationUnavailable(`${url} answered an unexpected shape: ${problems}`);
      }
      const { vehicle, offer_price } = answer.data;
      // Offers are whole dollars everywhere else in the product.
      return { vehicle, offerPrice: offer_price === null ? null : Math.floor(offer_price), sample: false };
    },
  };
}
