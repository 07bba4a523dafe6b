/** The tenant's switch between the embedded valuation and a valuation service (`forms.valuation`). */
import type { Tenant } from '../../schema/tenant.ts';
import { httpValuation, ValuationUnavailable } from './http.ts';
import { embeddedValuation, type ValuationProvider } from './valuation.ts';

/** What the shopper reads when the service fails: what happened and what to do, never why in detail. */
export const VALUATION_UNAVAILABLE_MESSAGE =
  "We couldn't value your car online just now. Please try again in a few minutes, or leave your details below and our team will call you with a valuation.";

export function valuationProviderFor(tenant: Pick<Tenant, 'forms'>, env: NodeJS.ProcessEnv = process.env): ValuationProvider {
  const config = tenant.forms.valuation;
  if (config.provider === 'embedded') return embeddedValuation;
  const apiKey = config.apiKeyEnv ? env[config.apiKeyEnv] : undefined;
  // A missing key is a deployment mistake: the site still works and the log says which variable to set.
  if (config.apiKeyEnv && !apiKey)
    return {
      value: async () => {
        throw new ValuationUnavailable(`the environment variable ${config.apiKeyEnv} holding the valuation API key is not set`);
      },
    };
  return httpValuation({ url: config.url, timeoutMs: config.timeoutMs, ...(apiKey ? { apiKey } : {}) });
}
