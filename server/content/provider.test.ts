import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { tenantSchema } from '../../schema/tenant.ts';
import { contentProvider } from './provider.ts';

const now = new Date('2026-11-22T02:00:00Z');
const parkway = sampleTenant('parkway-motors');

describe('which content a server shows', () => {
  it('without sample content (plain serve): only what the config has, nothing made up', async () => {
    const content = contentProvider([parkway], { sample: false, env: {} });
    expect(await content.offers(parkway)).toEqual({ sample: false, offers: [] });
    expect((await content.reviews(parkway, now)).reviews).toEqual([]);
    expect((await content.blog(parkway, now)).cards).toEqual([]);
    expect((await content.page(parkway, 'about-us')).paragraphs).toEqual([]);
  });

  it('with sample content (the demo, serve --sample-content): sample where the config has none, marked sample', async () => {
    const content = contentProvider([parkway], { sample: true, env: {} });
    for (const answer of [
      await content.offers(parkway),
      await content.reviews(parkway, now),
      await content.blog(parkway, now),
      await content.page(parkway, 'about-us'),
    ])
      expect(answer.sample).toBe(true);
  });

  it("reviews from Google Places where the tenant says so; its key's variable unset, none, and the log says which to set", async () => {
    const site = tenantSchema.parse({ ...parkway, reviews: { provider: { provider: 'google-places', apiKeyEnv: 'PARKWAY_PLACES_KEY' } } });
    const warnings: string[] = [];
    const content = contentProvider([site], { sample: false, env: {}, warn: (m) => warnings.push(m) });
    expect(await content.reviews(site, now)).toEqual({ sample: false, aggregate: null, reviews: [] });
    expect(warnings).toEqual(['parkway-motors: reviews are left out until the environment variable PARKWAY_PLACES_KEY holds the Google Places API key']);
    warnings.length = 0;
    contentProvider([site], { sample: false, env: { PARKWAY_PLACES_KEY: 'key' }, warn: (m) => warnings.push(m) });
    expect(warnings).toEqual(['parkway-motors: reviews come from Google Places, but no location has an address.place_id to ask for']);
  });

  it('the schema takes a Places provider only with a variable name for its key', () => {
    const bad = tenantSchema.safeParse({ ...parkway, reviews: { provider: { provider: 'google-places', apiKeyEnv: 'not a name' } } });
    expect(bad.success).toBe(false);
    expect(tenantSchema.parse(parkway).reviews.provider).toEqual({ provider: 'config' });
  });
});
