import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { directorySite } from '../../schema/brand-overviews.fixture.ts';
import { exploreModelLink, isOfferShown, offerDescription, offerDisclaimer, offerPath, type ExploreSite } from './offers.ts';

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
  const groupSite = { ...(directorySite as ExploreSite), search: { pathPrefix: 'search' } } as ExploreSite;
  const nissanSite = {
    manufacturer: { name: 'Nissan', slug: 'nissan' },
    navigation: {
      models: [
        { name: 'Patrol', slug: 'patrol', overrideUrl: 'https://nissan.example.com/patrol' },
        { name: 'Navara', slug: 'navara' },
      ],
    },
    brands: { groups: [] },
    search: { pathPrefix: 'used-car' },
  } as unknown as ExploreSite;

  it("links 'Explore {model}' to the model's stock under the site's search prefix, never to /{modelSlug}", () => {
    expect(exploreModelLink({ manufacturer: 'Mazda', model: { name: 'CX-5', slug: 'cx-5' } }, groupSite)).toEqual({
      label: 'Explore CX-5',
      href: '/search/mazda/cx-5',
    });
    expect(exploreModelLink({ manufacturer: { name: 'GWM' }, model: { name: 'Cannon', slug: 'cannon' } }, groupSite)?.href).toBe('/search/gwm-haval/cannon');
    expect(exploreModelLink({ manufacturer: 'Nissan', model: { name: 'Navara', slug: 'navara' } }, nissanSite)?.href).toBe('/used-car/nissan/navara');
  });

  it('takes the make from a single-brand site when the offer names none; no link when neither does', () => {
    expect(exploreModelLink({ manufacturer: null, model: { name: 'Navara', slug: 'navara' } }, nissanSite)?.href).toBe('/used-car/nissan/navara');
    expect(exploreModelLink({ manufacturer: null, model: { name: 'HiLux', slug: 'hilux' } }, groupSite)).toBeNull();
  });

  it("slugs the model's name as the search page does, whatever slug the offer carries", () => {
    expect(exploreModelLink({ manufacturer: 'Toyota', model: { name: 'HiLux SR5', slug: 'hilux' } }, groupSite)?.href).toBe('/search/toyota/hilux-sr5');
  });

  it("goes to the model's own page when the offer or the site's brand overview gives one", () => {
    expect(exploreModelLink({ manufacturer: 'Nissan', model: { name: 'Patrol', slug: 'patrol' } }, nissanSite)?.href).toBe('https://nissan.example.com/patrol');
    expect(
      exploreModelLink({ manufacturer: 'Nissan', model: { name: 'X-Trail', slug: 'x-trail', override_url: 'https://nissan.example.com/x-trail' } }, nissanSite),
    ).toEqual({ label: 'Explore X-Trail', href: 'https://nissan.example.com/x-trail' });
  });

  it('gives no link for an offer without a model', () => {
    expect(exploreModelLink({ manufacturer: 'Toyota', model: null }, groupSite)).toBeNull();
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
