import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it, vi } from 'vitest';
import { Offer, TRADE_IN_TEXTS, TradeInWizard, type Valuation } from './TradeInWizard';

// Redgum Used Cars, an Adelaide dealer whose config names no rego state.
vi.mock('@site/site.gen', () => import('../../../generated/redgum-used-cars/src/site.gen'));

// React marks text joins with empty comments; the shopper reads the text without them.
const html = (node: React.ReactNode) =>
  renderToString(node)
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");

const valuation = (overrides: Partial<Valuation>): Valuation => ({
  leadId: 'a'.repeat(32),
  offerSecret: 'b'.repeat(43),
  offerPrice: 27_300,
  vehicle: { year: 2022, make: 'Mazda', model: 'CX-5' },
  sample: false,
  values: { rego: 'abc123' },
  ...overrides,
});

describe('the trade-in wizard', () => {
  it('starts the rego state on the primary location’s state (SA for an Adelaide dealer) and asks the kms in the km field', () => {
    const page = html(
      <MemoryRouter>
        <TradeInWizard />
      </MemoryRouter>,
    );
    expect(page).toMatch(/<select id="trade-in-regoState"[^>]*>.*<option value="sa" selected="">SA<\/option>/);
    expect(page).not.toMatch(/<option value="qld" selected="">/);
    // The km field: a numeric input with ' kms' beside it.
    expect(page).toMatch(/<input id="trade-in-kms"[^>]*inputMode="numeric"[^>]*\/><span class="form-field__affix"> kms<\/span>/);
  });

  it('shows a valuation service’s offer as subject to inspection, with Accept Offer', () => {
    const offer = html(<Offer valuation={valuation({})} onAccepted={() => undefined} />);
    expect(offer).toContain('2022 Mazda CX-5, rego ABC123');
    expect(offer).toContain('<p class="trade-in-offer__price">$27,300</p>');
    expect(offer).toContain(TRADE_IN_TEXTS.subjectToInspection);
    expect(offer).toContain('Accept Offer');
    expect(offer).not.toContain('Sample content');
  });

  it('marks the demo’s offer as a sample, never as the dealer’s', () => {
    const offer = html(
      <Offer
        valuation={valuation({ sample: true, offerPrice: 32_300, vehicle: { year: 2022, make: 'Ford', model: 'Ranger' } })}
        onAccepted={() => undefined}
      />,
    );
    expect(offer).toContain('Sample content');
    expect(offer).toContain(TRADE_IN_TEXTS.sample);
    expect(offer).not.toContain(TRADE_IN_TEXTS.subjectToInspection);
  });
});
