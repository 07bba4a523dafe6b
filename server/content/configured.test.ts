import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { tenantSchema } from '../../schema/tenant.ts';
import { configReviews, configuredContent, locationsAggregate } from './configured.ts';

const now = new Date('2026-11-22T02:00:00Z');
const own = configuredContent(() => configReviews);

describe("the tenant's own content (plain serve)", () => {
  it('has no offers, reviews, blog cards or page copy the config does not give: every answer empty, none sample', async () => {
    const parkway = sampleTenant('parkway-motors');
    expect(await own.offers(parkway)).toEqual({ sample: false, offers: [] });
    expect(await own.reviews(parkway, now)).toEqual({ sample: false, aggregate: null, reviews: [] });
    expect(await own.blog(parkway, now)).toEqual({ sample: false, cards: [] });
    expect(await own.page(parkway, 'fleet')).toEqual({ sample: false, slug: 'fleet', title: 'Fleet', paragraphs: [] });
  });

  it("serves the configured reviews of a location (and the site-wide ones) under the locations' aggregate", async () => {
    const site = tenantSchema.parse({
      ...sampleTenant('coastal-nissan'),
      reviews: {
        items: [
          { id: 1, customer_name: 'Jo P.', text: 'Great service.', rating: 5, date: '2026-11-19', location_id: 21, reply_text: 'Thanks Jo!' },
          { id: 2, text: 'Easy purchase.', rating: 4, date: '2026-08-01' },
          { id: 3, text: 'At the other yard.', rating: 5, date: '2026-11-01', location_id: 22 },
        ],
      },
    });
    const answer = await own.reviews(site, now, 21);
    expect(answer.sample).toBe(false);
    expect(answer.aggregate).toEqual({ count: 396, average_rating: '4.8' });
    expect(answer.reviews).toEqual([
      {
        id: 1,
        customer_name: 'Jo P.',
        text: 'Great service.',
        rating: 5,
        review_date: '19/11/2026',
        review_date_in_words: '3 days ago',
        reply_text: 'Thanks Jo!',
        location_id: 21,
      },
      {
        id: 2,
        customer_name: null,
        text: 'Easy purchase.',
        rating: 4,
        review_date: '01/08/2026',
        review_date_in_words: '3 months ago',
        reply_text: null,
        location_id: null,
      },
    ]);
    // The other yard has no figures of its own: no aggregate, never a made-up one.
    expect((await own.reviews(site, now, 22)).aggregate).toBeNull();
  });

  it('weights the aggregate by each location’s count, and gives none without counts', () => {
    expect(locationsAggregate(sampleTenant('harbourside-auto-group'))).toEqual({ count: 1285 + 612, average_rating: '4.5' });
    expect(locationsAggregate(sampleTenant('parkway-motors'))).toBeNull();
  });

  it('serves configured blog cards with dd/MM/yyyy dates, and about-us from texts.aboutUs', async () => {
    const site = tenantSchema.parse({
      ...sampleTenant('harbourside-auto-group'),
      texts: { aboutUs: 'Family owned since 1994.' },
      pages: {
        ...sampleTenant('harbourside-auto-group').pages,
        blogCards: [{ href: 'https://news.harbourside.com.au/ev-tips', heading: 'EV tips', date: '2026-10-02', category: 'motoring-tips' }],
      },
    });
    expect(await own.blog(site, now)).toEqual({
      sample: false,
      cards: [{ href: 'https://news.harbourside.com.au/ev-tips', heading: 'EV tips', image: null, date: '02/10/2026', category: 'motoring-tips' }],
    });
    expect((await own.page(site, 'about-us')).paragraphs).toEqual(['Family owned since 1994.']);
    expect((await own.page(site, 'service')).title).toBe(site.pages.copy.service!.title);
  });
});
