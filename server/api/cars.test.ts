import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schema/car.ts';
import type { DealerServer } from '../app.ts';
import { sitemapXml } from '../sitemap.ts';
import { host, sampleServer } from './sample-server.fixture.ts';
import { wholeHits } from '../engine/whole-hits.fixture.ts';

let server: DealerServer;
let close: () => Promise<void>;
const site = host('coastal-nissan');

beforeAll(async () => {
  ({ server, close } = await sampleServer(['coastal-nissan', 'redgum-used-cars']));
});
afterAll(() => close());

function carAt(locationId: number, extra = ''): Car {
  const filter = `location.id = ${locationId} AND show_on_dealer_website = true${extra}`;
  return wholeHits(server.engine, 'Car_production', { filter, limit: 1 })[0] as unknown as Car;
}

describe('GET /api/cars/:slug', () => {
  it("returns a car of the site's stock with comments as text, and 404s another site's car or an unknown slug", async () => {
    const car = carAt(21);
    const response = await server.app.inject({ url: `/api/cars/${car.slug}`, headers: site });
    expect(response.statusCode).toBe(200);
    expect(response.json().car).toMatchObject({ id: car.id, slug: car.slug });
    expect(response.json().car.dealercomments ?? '').not.toMatch(/<[a-z]/i);
    const redgumCar = carAt(31);
    expect((await server.app.inject({ url: `/api/cars/${redgumCar.slug}`, headers: site })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/cars/no-such-car', headers: site })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/cars/Bad%20Slug', headers: site })).statusCode).toBe(400);
  });

  it("finds a car by its id for car_id links, the site's stock only", async () => {
    const car = carAt(21);
    const response = await server.app.inject({ url: `/api/cars/by-id/${car.id}`, headers: site });
    expect(response.statusCode).toBe(200);
    expect(response.json().car).toMatchObject({ id: car.id, slug: car.slug });
    expect((await server.app.inject({ url: `/api/cars/by-id/${carAt(31).id}`, headers: site })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/cars/by-id/999999999', headers: site })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/cars/by-id/abc', headers: site })).statusCode).toBe(400);
  });

  it('counts a view once per visitor a day by POST, and returns the count with car_fields', async () => {
    const car = carAt(21);
    const url = `/api/cars/${car.slug}/view.json`;
    const payload = { photos_count: car.photos_count, updated_at: '2025-01-01', website_id: 102 };
    const view = (headers: Record<string, string> = {}) => server.app.inject({ method: 'POST', url, headers: { ...site, ...headers }, payload });
    const first = await view();
    expect(first.json().views).toBe(car.views + 1);
    const visitor = String(first.headers['set-cookie']).split(';')[0]!;
    expect(visitor).toMatch(/^dealer_visitor=/);
    // The same browser again, or the same address without the cookie: not a second view.
    expect((await view({ cookie: visitor })).json().views).toBe(car.views + 1);
    expect((await view()).json().views).toBe(car.views + 1);
    // Another visitor counts; a forged visitor cookie is no new visitor.
    expect((await server.app.inject({ method: 'POST', url, headers: site, payload, remoteAddress: '198.51.100.7' })).json().views).toBe(car.views + 2);
    const forged = await view({ cookie: 'dealer_visitor=made-up' });
    expect(forged.json()).toMatchObject({ views: car.views + 2, car_fields: { id: car.id, photos_count: car.photos_count, stale: false } });
    expect((await server.app.inject({ url: `${url}?website_id=102`, headers: site })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url, headers: site, payload: { website_id: 999 } })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url, headers: site, payload: {} })).statusCode).toBe(400);
  });

  it('records a phone reveal and rejects a mismatched one', async () => {
    const car = carAt(21);
    const ok = await server.app.inject({
      method: 'POST',
      url: `/api/cars/${car.id}/phone-reveal`,
      headers: site,
      payload: { car_id: car.id, dealership_id: car.dealership_id, website_id: 102 },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await server.app.inject({
      method: 'POST',
      url: `/api/cars/${car.id}/phone-reveal`,
      headers: site,
      payload: { car_id: car.id + 1, website_id: 102 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('renders a PDF named after the slug with the car name as its title', async () => {
    const car = carAt(21);
    const response = await server.app.inject({ url: `/api/cars/${car.slug}/pdf`, headers: site });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${car.slug}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain(`(${car.year} ${car.make} ${car.model}`);
  });
});

describe('sitemap.xml', () => {
  it("lists every listed car of the site at its configured URL, and none of another site's", async () => {
    const response = await server.app.inject({ url: '/sitemap.xml', headers: site });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(`<loc>https://coastalnissan.example.com/cars/${carAt(21, ' AND status = in_stock').slug}</loc>`);
    expect(response.body).not.toContain(`/cars/${carAt(31).slug}<`);
  });

  it('escapes URLs', () => {
    expect(sitemapXml('https://a.example/', [{ path: '/cars/x&y' }])).toContain('<loc>https://a.example/cars/x&amp;y</loc>');
  });
});
