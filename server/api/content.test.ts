import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentOffer, ReviewsAnswer } from '../../runtime/site/content-api.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { createServer, type DealerServer } from '../app.ts';

const root = mkdtempSync(join(tmpdir(), 'dealer-content-'));
let server: DealerServer;
const host = (slug: string) => ({ host: `${slug}.localhost:4000` });
const get = (slug: string, url: string) => server.app.inject({ url, headers: host(slug) });

beforeAll(async () => {
  const sites = ['harbourside-auto-group', 'coastal-nissan', 'redgum-used-cars'].map((slug) => ({ tenant: sampleTenant(slug), distDir: join(root, slug) }));
  server = await createServer({ dataDir: join(root, 'data'), masterKey: 'test-master-key-0123456789', sitesDir: root, sites });
});
afterAll(async () => {
  await server.app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('/api/content', () => {
  it('serves offers with sanitised descriptions, the same every time for a tenant', async () => {
    const { offers } = (await get('coastal-nissan', '/api/content/offers')).json() as { offers: ContentOffer[] };
    expect(offers.length).toBeGreaterThan(2);
    for (const offer of offers) {
      expect(offer.sanitized_description).not.toMatch(/<script|onclick|javascript:/i);
      expect(offer.manufacturer).toBe('Nissan');
    }
    expect(offers.some((o) => o.excluded_website_ids.includes(102))).toBe(true);
    expect((await get('coastal-nissan', '/api/content/offers')).json()).toEqual({ offers });
  });

  it('serves one offer by id; an unknown id is a 404 and a bad one a 400 naming the problem', async () => {
    const { offers } = (await get('harbourside-auto-group', '/api/content/offers')).json() as { offers: ContentOffer[] };
    const first = offers[0]!;
    expect((await get('harbourside-auto-group', `/api/content/offers/${first.id}`)).json()).toEqual(first);
    expect((await get('harbourside-auto-group', '/api/content/offers/999999')).statusCode).toBe(404);
    const bad = await get('harbourside-auto-group', '/api/content/offers/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('offerId');
  });

  it('serves reviews with the aggregate; a site with reviews or offers off answers 404', async () => {
    const answer = (await get('harbourside-auto-group', '/api/content/reviews')).json() as ReviewsAnswer;
    expect(answer.aggregate).toEqual({ count: 1285 + 612, average_rating: '4.5' });
    expect(answer.reviews.some((r) => r.text?.includes('Translated'))).toBe(true);
    expect((await get('harbourside-auto-group', '/api/content/reviews?locationId=x')).statusCode).toBe(400);
    expect((await get('redgum-used-cars', '/api/content/reviews')).statusCode).toBe(404);
    expect((await get('redgum-used-cars', '/api/content/offers')).statusCode).toBe(404);
  });

  it('serves blog cards and the copy of known pages only', async () => {
    const { cards } = (await get('harbourside-auto-group', '/api/content/blog')).json();
    expect(cards[0].href).toMatch(/^https:\/\/blog\.harbourside\.example\.com\/buyer-advice\//);
    expect((await get('coastal-nissan', '/api/content/blog')).statusCode).toBe(404);
    expect((await get('coastal-nissan', '/api/content/pages/owner-benefits')).json().title).toBe('Owner Benefits');
    expect((await get('coastal-nissan', '/api/content/pages/service-benefits')).statusCode).toBe(404);
    expect((await get('coastal-nissan', '/api/content/pages/Bad_Slug')).statusCode).toBe(400);
  });
  it('serves the copy of the service and parts pages, top-level pages and own brands the tenant switches on', async () => {
    const service = (await get('harbourside-auto-group', '/api/content/pages/service')).json();
    expect(service.paragraphs[0]).toContain('Toyota-trained technicians');
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
