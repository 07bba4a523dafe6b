import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { exploreModelLink, isOfferShown, offerDescription, offerDisclaimer, offerPath } from './offers.ts';

const offersOptions = (overrides: object = {}) => tenantSchema.shape.offers.parse(overrides);
const siteId = 101;
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

describe('isOfferShown', () => {
  it('shows offers that do not exclude the site', () => {
    expect(isOfferShown({ id: 7, excluded_website_ids: [102] }, siteId, offersOptions())).toBe(true);
    expect(isOfferShown({ id: 7 }, siteId, offersOptions())).toBe(true);
  });

  it('hides an offer whose excluded_website_ids include the site', () => {
    expect(isOfferShown({ id: 7, excluded_website_ids: [101] }, siteId, offersOptions())).toBe(false);
  });

  it('keeps an excluding offer whose id is exempt, only while the exemption is enabled', () => {
    const offer = { id: 7, excluded_website_ids: [101] };
    expect(isOfferShown(offer, siteId, offersOptions({ exemptOfferIds: [7], exemptionEnabled: true }))).toBe(true);
    expect(isOfferShown(offer, siteId, offersOptions({ exemptOfferIds: [7], exemptionEnabled: false }))).toBe(false);
    expect(isOfferShown(offer, siteId, offersOptions({ exemptOfferIds: [8], exemptionEnabled: true }))).toBe(false);
  });
});

describe('offerPath', () => {
  const multiBrand = { manufacturer: null };
  const nissanSite = { manufacturer: { name: 'Nissan', slug: 'nissan' } };

  it('includes the manufacturer segment on a site not tied to one manufacturer', () => {
    expect(offerPath({ id: 7, manufacturer: 'GWM' }, multiBrand)).toBe('/offers/gwm-haval/7');
    expect(offerPath({ id: 7, manufacturer: { name: 'Toyota' } }, multiBrand)).toBe('/offers/toyota/7');
  });

  it('leaves it out on a single-manufacturer site, or when the offer names none', () => {
    expect(offerPath({ id: 7, manufacturer: 'Nissan' }, nissanSite)).toBe('/offers/7');
    expect(offerPath({ id: 7, manufacturer: null }, multiBrand)).toBe('/offers/7');
  });
});

describe('exploreModelLink', () => {
  it("links 'Explore {model}' to /{modelSlug}", () => {
    expect(exploreModelLink({ model: { name: 'Navara', slug: 'navara' } })).toEqual({ label: 'Explore Navara', href: '/navara' });
  });

  it('prefers the model override URL', () => {
    expect(exploreModelLink({ model: { name: 'X-Trail', slug: 'x-trail', override_url: 'https://nissan.example.com/x-trail' } })).toEqual({
      label: 'Explore X-Trail',
      href: 'https://nissan.example.com/x-trail',
    });
  });

  it('gives no link for an offer without a model', () => {
    expect(exploreModelLink({ model: null })).toBeNull();
  });
});

describe('offer description and disclaimer', () => {
  it('shows a description of 200 characters or fewer in full, without a toggle', () => {
    const text = 'x'.repeat(200);
    expect(offerDescription(text)).toEqual({ collapsed: text, toggle: false });
  });

  it('collapses a description over 200 characters to about 160, on a word boundary', () => {
    const text = words(40);
    expect(text.length).toBeGreaterThan(200);
    const { collapsed, toggle } = offerDescription(text);
    expect(toggle).toBe(true);
    expect(collapsed.endsWith('...')).toBe(true);
    expect(collapsed.length - 3).toBeLessThanOrEqual(160);
    expect(collapsed.length - 3).toBeGreaterThan(150);
    expect(text.startsWith(collapsed.slice(0, -3) + ' ')).toBe(true);
  });

  it('collapses a disclaimer at 200 characters', () => {
    const text = words(40);
    const { collapsed, toggle } = offerDisclaimer(text);
    expect(toggle).toBe(true);
    expect(collapsed.length - 3).toBeLessThanOrEqual(200);
    expect(text.startsWith(collapsed.slice(0, -3) + ' ')).toBe(true);
    expect(offerDisclaimer('Conditions apply.')).toEqual({ collapsed: 'Conditions apply.', toggle: false });
  });
});
