import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { tenantSchema } from '../../schema/tenant.ts';
import { visibleReviews } from '../../runtime/site/reviews.ts';
import { configReviews, configuredContent } from './configured.ts';
import { derivedLook } from '../media/routes.ts';
import { SAMPLE_FIRST_ID } from '../sample/cars.ts';
import { photoIdFor, sampleContent } from './sample.ts';

const now = new Date('2026-11-22T02:00:00Z');
const demo = sampleContent(configuredContent(() => configReviews));

describe('sample content (the demo only)', () => {
  it("makes offers from the tenant's own makes and models, the same every time, one excluding the site, all marked sample", async () => {
    const nissan = sampleTenant('coastal-nissan');
    const { sample, offers } = await demo.offers(nissan);
    expect(sample).toBe(true);
    expect(offers.every((o) => o.manufacturer === 'Nissan')).toBe(true);
    expect(offers.filter((o) => o.excluded_website_ids.includes(nissan.id))).toHaveLength(1);
    expect((await demo.offers(nissan)).offers).toEqual(offers);
    // A long description, so the card's toggle shows, with its script already removed.
    expect(offers[0]!.description_text.length).toBeGreaterThan(200);
    expect(offers[0]!.sanitized_description).not.toContain('<script');
  });

  it("draws each offer's own model, from a photo id no sample stock car has", async () => {
    const { offers } = await demo.offers(sampleTenant('harbourside-auto-group'));
    for (const offer of offers) {
      const id = Number(/^\/media\/car\/(\d+)\//.exec(offer.image_url ?? '')?.[1]);
      expect(id).toBeGreaterThan(SAMPLE_FIRST_ID + 1_000_000);
      expect(derivedLook(id)).toMatchObject({ make: offer.manufacturer, model: offer.model?.name });
    }
    expect(derivedLook(photoIdFor({ make: 'Toyota', name: 'Hilux' }))).toMatchObject({ make: 'Toyota', model: 'Hilux' });
  });

  it("uses the tenant's configured offers, sanitised and not marked sample, instead of the sample", async () => {
    const site = tenantSchema.parse({
      ...sampleTenant('parkway-motors'),
      offers: { items: [{ id: 9, name: 'EV6 offer', description: '<p>Save</p><img src=x onerror="alert(1)">', model: { name: 'EV6', slug: 'ev6' } }] },
    });
    const { sample, offers } = await demo.offers(site);
    expect(sample).toBe(false);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ id: 9, manufacturer: 'Kia', sanitized_description: '<p>Save</p>', description_text: 'Save', category: 'Offer' });
  });

  it('gives reviews the site rules must drop under the locations’ own aggregate, or the spec’s sample block of 396 at 4.5', async () => {
    const nissan = sampleTenant('coastal-nissan');
    const { sample, aggregate, reviews } = await demo.reviews(nissan, now);
    expect(sample).toBe(true);
    expect(aggregate).toEqual({ count: 396, average_rating: '4.8' });
    expect(reviews.some((r) => r.rating < 4)).toBe(true);
    expect(reviews.some((r) => r.text?.includes('Translated'))).toBe(true);
    expect(reviews.some((r) => r.text === null)).toBe(true);
    expect(reviews[0]!.review_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const parkway = sampleTenant('parkway-motors');
    expect((await demo.reviews(parkway, now)).aggregate).toEqual({ count: 396, average_rating: '4.5' });
  });

  it('never shows a made-up test reviewer: the hidden-reviewer sample comes only where the site hides that name', async () => {
    for (const slug of ['coastal-nissan', 'parkway-motors', 'harbourside-auto-group']) {
      const site = sampleTenant(slug);
      const shown = visibleReviews((await demo.reviews(site, now)).reviews, site.reviews);
      expect(shown.map((r) => r.text).join(' '), slug).not.toContain('Testing the review feed');
    }
    expect((await demo.reviews(sampleTenant('coastal-nissan'), now)).reviews.some((r) => r.customer_name === 'Test Customer')).toBe(false);
  });

  it("sample blog cards link to the site's own blog page, never an invented host", async () => {
    const { sample, cards } = await demo.blog(sampleTenant('harbourside-auto-group'), now);
    expect(sample).toBe(true);
    expect(cards.map((c) => c.category)).toEqual(expect.arrayContaining(['buyer-advice', 'motoring-tips', 'servicing-insights', '4x4xmore-adventures']));
    expect(new Set(cards.map((c) => c.href))).toEqual(new Set(['/blog']));
  });

  it('configured page copy wins and is not sample; a page without any gets sample copy, marked sample', async () => {
    const site = tenantSchema.parse({
      ...sampleTenant('redgum-used-cars'),
      pages: { service: false, parts: false, copy: { fleet: { title: 'Fleet sales', paragraphs: ['Ask Dave.'] } } },
    });
    expect(await demo.page(site, 'fleet')).toEqual({ sample: false, slug: 'fleet', title: 'Fleet sales', paragraphs: ['Ask Dave.'] });
    const about = await demo.page(site, 'about-us');
    expect(about.sample).toBe(true);
    expect(about.paragraphs[0]).toContain('Adelaide');
  });

  it("writes sample copy for service and parts pages from the dealer's name and make, and uses an own brand's paragraphs", async () => {
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
      const copy = await demo.page(nissan, slug);
      expect(copy.paragraphs.join(' '), slug).toContain(nissan.name);
      expect(copy.paragraphs.join(' '), slug).not.toContain('Ask our team for the details');
    }
    expect((await demo.page(nissan, 'service')).paragraphs[0]).toContain('Nissan');
    const group = sampleTenant('harbourside-auto-group');
    // The group's own copy for it: never marked sample.
    expect(await demo.page(group, 'finance-and-insurance')).toMatchObject({
      sample: false,
      title: 'Finance and Insurance',
      paragraphs: [expect.stringContaining('novated leases'), expect.any(String)],
    });
    // An own brand without paragraphs gets the sample.
    expect((await demo.page(group, '4x4-outdoor')).title).toBe('4x4 Outdoor');
  });
});
