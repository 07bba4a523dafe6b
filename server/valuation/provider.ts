/**
 * Who values a tenant's trade-ins: its valuation service when `forms.valuation` names one; else, in the demo (or
 * with sample content), the embedded sample; else no one online, and the team follows up with an offer.
 */
import type { Tenant } from '../../schema/tenant.ts';
import { httpValuation, ValuationUnavailable } from './http.ts';
import { embeddedValuation, offerFromTeam, type ValuationProvider } from './valuation.ts';

/** What the shopper reads when the service fails: what happened and what to do, never why in detail. */
export const VALUATION_UNAVAILABLE_MESSAGE =
  "We couldn't value your car online just now. Please try again in a few minutes, or leave your details below and our team will call you with a valuation.";

export interface ValuationSetup {
  /** Sample content is allowed (the server's `demo` or `sampleContent`): the embedded valuation's invented offers with it. */
  sample?: boolean;
  /** Where the tenant's `apiKeyEnv` is read; this process's environment by default. */
  env?: NodeJS.ProcessEnv;
}

export function valuationProviderFor(tenant: Pick<Tenant, 'forms'>, { sample = false, env = process.env }: ValuationSetup = {}): ValuationProvider {
  const config = tenant.forms.valuation;
  if (config.provider === 'embedded') return sample ? embeddedValuation : offerFromTeam;
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
