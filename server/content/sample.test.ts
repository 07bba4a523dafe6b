import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { tenantSchema } from '../../schema/tenant.ts';
import { embeddedContent } from './sample.ts';

const now = new Date('2026-11-22T02:00:00Z');

describe('embedded content provider', () => {
  it("makes offers from the tenant's own makes and models, the same every time, one excluding the site", () => {
    const nissan = sampleTenant('coastal-nissan');
    const offers = embeddedContent.offers(nissan);
    expect(offers.every((o) => o.manufacturer === 'Nissan')).toBe(true);
    expect(offers.filter((o) => o.excluded_website_ids.includes(nissan.id))).toHaveLength(1);
    expect(embeddedContent.offers(nissan)).toEqual(offers);
    // A long description, so the card's toggle shows, with its script already removed.
    expect(offers[0]!.description_text.length).toBeGreaterThan(200);
    expect(offers[0]!.sanitized_description).not.toContain('<script');
  });

  it("uses the tenant's configured offers, sanitised, instead of the sample", () => {
    const site = tenantSchema.parse({
      ...sampleTenant('parkway-motors'),
      offers: { items: [{ id: 9, name: 'EV6 offer', description: '<p>Save</p><img src=x onerror="alert(1)">', model: { name: 'EV6', slug: 'ev6' } }] },
    });
    const [offer, ...rest] = embeddedContent.offers(site);
    expect(rest).toEqual([]);
    expect(offer).toMatchObject({ id: 9, manufacturer: 'Kia', sanitized_description: '<p>Save</p>', description_text: 'Save', category: 'Offer' });
  });

  it('gives reviews the site rules must drop (low rating, translated, no text, hidden name) and the aggregate from the locations', () => {
    const site = sampleTenant('coastal-nissan');
    const { aggregate, reviews } = embeddedContent.reviews(site, now);
    expect(aggregate).toEqual({ count: 396, average_rating: '4.8' });
    expect(reviews.some((r) => r.rating < 4)).toBe(true);
    expect(reviews.some((r) => r.text?.includes('Translated'))).toBe(true);
    expect(reviews.some((r) => r.text === null)).toBe(true);
    expect(reviews[0]!.review_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('blog cards link into the external blog by category; configured page copy wins over the sample', () => {
    const cards = embeddedContent.blog(sampleTenant('harbourside-auto-group'), now);
    expect(cards.map((c) => c.category)).toEqual(expect.arrayContaining(['buyer-advice', 'motoring-tips', 'servicing-insights', '4x4xmore-adventures']));
    const site = tenantSchema.parse({
      ...sampleTenant('redgum-used-cars'),
      pages: { service: false, parts: false, copy: { fleet: { title: 'Fleet sales', paragraphs: ['Ask Dave.'] } } },
    });
    expect(embeddedContent.page(site, 'fleet')).toEqual({ slug: 'fleet', title: 'Fleet sales', paragraphs: ['Ask Dave.'] });
    expect(embeddedContent.page(site, 'about-us').paragraphs[0]).toContain('Adelaide');
  });

  it("writes sample copy for service and parts pages from the dealer's name and make, and uses an own brand's paragraphs", () => {
    const nissan = sampleTenant('coastal-nissan');
    for (const slug of [
      'service',
      'book-a-service',
      'vehicle-parts-and-accessories',
      'parts-accessories',
      'parts-search',
      'prepaid-maintenance-plan',
      'roadside-assistance',
    ]) {
      const copy = embeddedContent.page(nissan, slug);
      expect(copy.paragraphs.join(' '), slug).toContain(nissan.name);
      expect(copy.paragraphs.join(' '), slug).not.toContain('Ask our team for the details');
    }
    expect(embeddedContent.page(nissan, 'service').paragraphs[0]).toContain('Nissan');
    const group = sampleTenant('harbourside-auto-group');
    expect(embeddedContent.page(group, 'finance-and-insurance')).toMatchObject({
      title: 'Finance and Insurance',
      paragraphs: [expect.stringContaining('novated leases'), expect.any(String)],
    });
    // An own brand without paragraphs gets the sample.
    expect(embeddedContent.page(group, '4x4-outdoor').title).toBe('4x4 Outdoor');
  });
});
