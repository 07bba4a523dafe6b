import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { tenantSchema } from '../../schema/tenant.ts';
import { visibleReviews } from '../../runtime/site/reviews.ts';
import { PLACES_FIELD_MASK, placesReviews, type PlaceDetails } from './places.ts';
import { contentProvider } from './provider.ts';

/** A stand-in for the Places API (New) on loopback: place details by id, each request recorded. */
const places: Record<string, PlaceDetails | number> = {};
const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
let stub: Server;
let baseUrl: string;

beforeAll(async () => {
  stub = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const id = decodeURIComponent((req.url ?? '').replace(/^\/v1\/places\//, ''));
    const answer = places[id];
    if (answer === undefined || typeof answer === 'number') {
      res.writeHead(answer ?? 404, { 'content-type': 'application/json' }).end('{"error":{"status":"NOT_FOUND"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  for (const key of Object.keys(places)) delete places[key];
});

const review = (name: string, publishTime: string, rating: number, text: string, language = 'en', original = language) => ({
  name: `places/x/reviews/${name}`,
  rating,
  text: { text, languageCode: language },
  originalText: { text, languageCode: original },
  authorAttribution: { displayName: `Reviewer ${name}` },
  publishTime,
  relativePublishTimeDescription: 'a week ago',
});

// Harbourside's two Brisbane locations, each with a place id.
const site = () => {
  const base = sampleTenant('harbourside-auto-group');
  return tenantSchema.parse({
    ...base,
    locations: base.locations.map((l, i) => (i < 2 ? { ...l, address: { ...l.address, place_id: `place-${l.id}` } } : l)),
  });
};
const now = new Date('2026-11-22T02:00:00Z');

describe('Google Places reviews provider', () => {
  it('asks the place details of each location with the key and the reviews, rating and count fields; merges them newest first', async () => {
    places['place-11'] = { rating: 4.6, userRatingCount: 300, reviews: [review('a', '2026-11-10T01:00:00Z', 5, 'Great team.')] };
    places['place-12'] = { rating: 4.1, userRatingCount: 100, reviews: [review('b', '2026-11-15T01:00:00Z', 4, 'Good service.')] };
    const answer = await placesReviews({ apiKey: 'test-key', baseUrl })(site(), now);
    expect(requests.map((r) => r.url).sort()).toEqual(['/v1/places/place-11', '/v1/places/place-12']);
    for (const { headers } of requests) {
      expect(headers['x-goog-api-key']).toBe('test-key');
      expect(headers['x-goog-fieldmask']).toBe(PLACES_FIELD_MASK);
    }
    expect(PLACES_FIELD_MASK).toBe('reviews,rating,userRatingCount');
    expect(answer.sample).toBe(false);
    // Weighted by count: (4.6 x 300 + 4.1 x 100) / 400 = 4.475.
    expect(answer.aggregate).toEqual({ count: 400, average_rating: '4.5' });
    expect(answer.reviews.map((r) => [r.customer_name, r.location_id, r.review_date, r.review_date_in_words])).toEqual([
      ['Reviewer b', 12, '15/11/2026', 'a week ago'],
      ['Reviewer a', 11, '10/11/2026', 'a week ago'],
    ]);
    expect(new Set(answer.reviews.map((r) => r.id)).size).toBe(2);
  });

  it("answers one location's reviews, and keeps answers so page views do not each call Places", async () => {
    places['place-11'] = { rating: 4.6, userRatingCount: 300, reviews: [review('a', '2026-11-10T01:00:00Z', 5, 'Great team.')] };
    const reviews = placesReviews({ apiKey: 'test-key', baseUrl });
    const answer = await reviews(site(), now, 11);
    expect(answer.aggregate).toEqual({ count: 300, average_rating: '4.6' });
    await reviews(site(), now, 11);
    expect(requests).toHaveLength(1);
  });

  it('marks machine translations so the site rules drop them', async () => {
    places['place-11'] = { rating: 5, userRatingCount: 2, reviews: [review('a', '2026-11-10T01:00:00Z', 5, 'Excellent service', 'en', 'es')] };
    const site11 = site();
    const answer = await placesReviews({ apiKey: 'k', baseUrl })(site11, now, 11);
    expect(answer.reviews[0]!.text).toContain('Translated');
    expect(visibleReviews(answer.reviews, site11.reviews)).toEqual([]);
  });

  it('a failing Places call leaves the reviews out (no aggregate either) and says why', async () => {
    places['place-11'] = 403;
    const warnings: string[] = [];
    const answer = await placesReviews({ apiKey: 'bad-key', baseUrl, warn: (m) => warnings.push(m) })(site(), now, 11);
    expect(answer).toEqual({ sample: false, aggregate: null, reviews: [] });
    expect(warnings).toEqual(['Reviews left out: Google Places answered 403 for place place-11']);
  });

  it('a location without a place id has no reviews from Places, and Places is not called', async () => {
    const answer = await placesReviews({ apiKey: 'k', baseUrl })(site(), now, 13);
    expect(answer).toEqual({ sample: false, aggregate: null, reviews: [] });
    expect(requests).toEqual([]);
  });

  it("is the provider a tenant's reviews.provider chooses, with the key from the variable it names", async () => {
    places['place-11'] = { rating: 4.9, userRatingCount: 50, reviews: [review('a', '2026-11-10T01:00:00Z', 5, 'Great team.')] };
    const tenant = tenantSchema.parse({ ...site(), reviews: { provider: { provider: 'google-places', apiKeyEnv: 'HARBOURSIDE_PLACES_KEY' } } });
    // Sample content on, as in the demo: Places reviews are the tenant's own, never sample.
    const content = contentProvider([tenant], { sample: true, env: { HARBOURSIDE_PLACES_KEY: 'from-env' }, placesUrl: baseUrl });
    const answer = await content.reviews(tenant, now, 11);
    expect(answer).toMatchObject({ sample: false, aggregate: { count: 50, average_rating: '4.9' } });
    expect(requests[0]!.headers['x-goog-api-key']).toBe('from-env');
  });
});
