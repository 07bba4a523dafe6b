/**
 * Trade-in valuation behind one interface. A valuation service gives real offers (http.ts). Without one,
 * the team values the car and calls back (`offerFromTeam`), except in the demo, whose embedded sample works
 * offline: it invents a plausible car from the rego (deterministically, so a rego always values the same)
 * and prices it by age and km, and every answer says it is a sample. As the trade-in FAQ says, cars over
 * 7 years old or 100,000 km get no online estimate.
 */
export interface ValuationRequest {
  rego: string;
  regoState: string;
  kms: number;
}

export interface Valuation {
  /** The valued car as the provider read it from the rego; null when nothing read it. */
  vehicle: { year: number; make: string; model: string } | null;
  /** Whole dollars; null when the car gets no online estimate and the team follows up with an offer. */
  offerPrice: number | null;
  /** An invented offer from the demo's embedded valuation: shown as a sample, never as the dealer's offer. */
  sample: boolean;
}

export interface ValuationProvider {
  value(request: ValuationRequest, now?: Date): Promise<Valuation>;
}

export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

const MODELS = [
  ['Toyota', 'Corolla', 32_000],
  ['Toyota', 'HiLux', 55_000],
  ['Mazda', 'CX-5', 42_000],
  ['Hyundai', 'i30', 30_000],
  ['Kia', 'Sportage', 40_000],
  ['Ford', 'Ranger', 60_000],
  ['Nissan', 'X-Trail', 43_000],
  ['Mitsubishi', 'Outlander', 41_000],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The demo's sample valuation; never used outside the demo (provider.ts). */
export const embeddedValuation: ValuationProvider = {
  async value({ rego, regoState, kms }, now = new Date()) {
    const h = hash(`${rego.toUpperCase().replace(/\s/g, '')}/${regoState}`);
    const [make, model, newPrice] = MODELS[h % MODELS.length]!;
    const age = (h >>> 8) % 10;
    const year = now.getFullYear() - age;
    if (age > ONLINE_ESTIMATE_MAX_AGE_YEARS || kms > ONLINE_ESTIMATE_MAX_KM) return { vehicle: { year, make, model }, offerPrice: null, sample: true };
    // About 12% a year, less 8 cents a km; offers are rounded down to $100 as dealers quote them.
    const price = newPrice * 0.88 ** Math.max(age, 1) - kms * 0.08;
    return { vehicle: { year, make, model }, offerPrice: Math.max(0, Math.floor(price / 100) * 100), sample: true };
  },
};

/** A site without a valuation service outside the demo: no number online; the lead goes to the team, who make the offer. */
export const offerFromTeam: ValuationProvider = {
  async value() {
    return { vehicle: null, offerPrice: null, sample: false };
  },
};
