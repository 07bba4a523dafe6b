import { describe, expect, it } from 'vitest';
import { successMessage, TRADE_IN_WITHOUT_OFFER } from './success-message';

describe('what /success says', () => {
  it('names the car an enquiry was about, or none', () => {
    expect(successMessage({ kind: 'enquiry', car: { id: 9, name: '2022 Toyota Hilux' } })).toBe(
      "We've received your enquiry about the 2022 Toyota Hilux. A member of our team will be in touch shortly.",
    );
    expect(successMessage(null)).toBe("We've received your enquiry. A member of our team will be in touch shortly.");
  });

  it('says the team will make an offer for a trade-in sent without one online: no number', () => {
    const said = successMessage({ kind: TRADE_IN_WITHOUT_OFFER, car: null });
    expect(said).toContain('Our team will value your car and contact you with an offer.');
    expect(said).not.toMatch(/\$\d/);
  });
});
