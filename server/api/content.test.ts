import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogAnswer, OfferAnswer, OffersAnswer, ReviewsAnswer } from '../../runtime/site/content-api.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { createServer, type DealerServer } from '../app.ts';

const root = mkdtempSync(join(tmpdir(), 'dealer-content-'));
const servers: Record<'serve' | 'demo' | 'sampleContent', DealerServer> = {} as never;
const host = (slug: string) => ({ host: `${slug}.localhost:4000` });
const getFrom = (server: DealerServer) => (slug: string, url: string) => server.app.inject({ url, headers: host(slug) });

beforeAll(async () => {
  const sites = ['harbourside-auto-group', 'coastal-nissan', 'redgum-used-cars', 'parkway-motors'].map((slug) => ({
    tenant: sampleTenant(slug),
    distDir: join(root, slug),
  }));
  const base = { masterKey: 'test-master-key-0123456789', sitesDir: root, sites };
  servers.serve = await createServer({ ...base, dataDir: join(root, 'serve') });
  servers.demo = await createServer({ ...base, dataDir: join(root, 'demo'), demo: true });
  servers.sampleContent = await createServer({ ...base, dataDir: join(root, 'sample'), sampleContent: true });
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.app.close()));
  rmSync(root, { recursive: true, force: true });
});

describe('/api/content under plain serve: only the tenant’s own content', () => {
  const get = (slug: string, url: string) => getFrom(servers.serve)(slug, url);

  it('no configured offers, reviews or blog cards: empty answers, not sample, so the blocks are left out', async () => {
    expect((await get('coastal-nissan', '/api/content/offers')).json()).toEqual({ sample: false, offers: [] });
    expect((await get('parkway-motors', '/api/content/reviews')).json()).toEqual({ sample: false, aggregate: null, reviews: [] });
    expect((await get('harbourside-auto-group', '/api/content/blog')).json()).toEqual({ sample: false, cards: [] });
    expect((await get('coastal-nissan', '/api/content/offers/1020')).statusCode).toBe(404);
  });

  it("the review aggregate comes from the locations' own figures; a location without any has none (no 4.5 from 396)", async () => {
    expect(((await get('harbourside-auto-group', '/api/content/reviews')).json() as ReviewsAnswer).aggregate).toEqual({
      count: 1285 + 612,
      average_rating: '4.5',
    });
    expect(((await get('harbourside-auto-group', '/api/content/reviews?locationId=12')).json() as ReviewsAnswer).aggregate).toBeNull();
  });

  it("a known page without configured copy has none; the tenant's configured copy is served", async () => {
    expect((await get('coastal-nissan', '/api/content/pages/owner-benefits')).json()).toEqual({
      sample: false,
      slug: 'owner-benefits',
      title: 'Owner Benefits',
      paragraphs: [],
    });
    const service = (await get('harbourside-auto-group', '/api/content/pages/service')).json();
    expect(service.sample).toBe(false);
    expect(service.paragraphs[0]).toContain('Toyota-trained technicians');
  });

  it('unknown pages are 404, bad slugs and ids 400 naming the problem, switched-off areas 404', async () => {
    expect((await get('coastal-nissan', '/api/content/pages/service-benefits')).statusCode).toBe(404);
    expect((await get('coastal-nissan', '/api/content/pages/Bad_Slug')).statusCode).toBe(400);
    const bad = await get('harbourside-auto-group', '/api/content/offers/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('offerId');
    expect((await get('harbourside-auto-group', '/api/content/reviews?locationId=x')).statusCode).toBe(400);
    expect((await get('redgum-used-cars', '/api/content/reviews')).statusCode).toBe(404);
    expect((await get('redgum-used-cars', '/api/content/offers')).statusCode).toBe(404);
    expect((await get('coastal-nissan', '/api/content/blog')).statusCode).toBe(404);
  });
});

describe('/api/content in the demo, or under serve --sample-content: sample content, marked sample', () => {
  it.each(['demo', 'sampleContent'] as const)('%s: offers, one offer, reviews, blog cards and copy say sample', async (which) => {
    const get = getFrom(servers[which]);
    const { sample, offers } = (await get('coastal-nissan', '/api/content/offers')).json() as OffersAnswer;
    expect(sample).toBe(true);
    expect(offers.length).toBeGreaterThan(2);
    for (const offer of offers) {
      expect(offer.sanitized_description).not.toMatch(/<script|onclick|javascript:/i);
      expect(offer.manufacturer).toBe('Nissan');
    }
    const one = (await get('coastal-nissan', `/api/content/offers/${offers[0]!.id}`)).json() as OfferAnswer;
    expect(one).toEqual({ ...offers[0], sample: true });
    expect(((await get('parkway-motors', '/api/content/reviews')).json() as ReviewsAnswer).sample).toBe(true);
    const blog = (await get('harbourside-auto-group', '/api/content/blog')).json() as BlogAnswer;
    expect(blog.sample).toBe(true);
    expect(blog.cards.every((card) => card.href === '/blog')).toBe(true);
    expect((await get('coastal-nissan', '/api/content/pages/owner-benefits')).json()).toMatchObject({ sample: true, title: 'Owner Benefits' });
    // The tenant's own copy is still its own.
    expect((await get('harbourside-auto-group', '/api/content/pages/service')).json().sample).toBe(false);
  });

  it('serves the copy of the service and parts pages, top-level pages and own brands the tenant switches on', async () => {
    const get = getFrom(servers.demo);
    expect((await get('harbourside-auto-group', '/api/content/pages/parts-search')).json().paragraphs[0]).toContain('parts team');
    expect((await get('harbourside-auto-group', '/api/content/pages/prepaid-maintenance-plan')).statusCode).toBe(200);
    expect((await get('harbourside-auto-group', '/api/content/pages/diamond-advantage')).json().title).toBe('Diamond Advantage');
    expect((await get('harbourside-auto-group', '/api/content/pages/ultratek')).json().title).toBe('Ultratek');
    expect((await get('harbourside-auto-group', '/api/content/pages/twg-tyres')).json()).toMatchObject({ title: 'Harbourside Tyres' });
    // Not switched on at the Nissan dealer: no copy either.
    expect((await get('coastal-nissan', '/api/content/pages/prepaid-maintenance-plan')).statusCode).toBe(404);
    expect((await get('coastal-nissan', '/api/content/pages/ultratek')).statusCode).toBe(404);
  });
});
