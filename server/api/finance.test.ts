import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schema/car.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { gaugeVisible } from '../../runtime/finance/gauge.ts';
import { DELIVERY_MESSAGES } from '../../runtime/site/constants.ts';
import { createServer, type DealerServer } from '../app.ts';
import { fillSampleStock } from '../sample/fill.ts';
import { wholeHits } from '../engine/whole-hits.fixture.ts';

const root = mkdtempSync(join(tmpdir(), 'dealer-finance-'));
let server: DealerServer;
const host = (slug: string) => ({ host: `${slug}.localhost:4000` });
const SLUGS = ['harbourside-auto-group', 'coastal-nissan', 'redgum-used-cars'];

beforeAll(async () => {
  const sites = SLUGS.map((slug) => ({ tenant: sampleTenant(slug), distDir: join(root, slug) }));
  server = await createServer({ dataDir: join(root, 'data'), masterKey: 'test-master-key-0123456789', sitesDir: root, sites });
  await fillSampleStock(
    server.stock,
    sites.map((s) => s.tenant),
    150,
  );
});
afterAll(async () => {
  await server.app.close();
  rmSync(root, { recursive: true, force: true });
});

function cars(filter: string, limit = 500): Car[] {
  return wholeHits(server.engine, 'Car_production', { filter, limit }) as unknown as Car[];
}
const HARBOURSIDE_CARS = 'location.id IN [11, 12, 13, 14]';
/** The embedded gauge provider's comparables, written out independently of server/finance/stock.ts. */
const comparablesOf = (car: Car, withSelf = false) =>
  cars(
    `${HARBOURSIDE_CARS} AND make = "${car.make}" AND model = "${car.model}" AND year ${car.year - 2} TO ${car.year + 2} AND price > 0${withSelf ? '' : ` AND id != ${car.id}`}`,
  );

const quote = {
  selfAssessedCreditScore: 'good',
  purchasePrice: 30000,
  loanTerm: 5,
  year: new Date().getFullYear(),
  vin: 'JTEBU29J505012345',
  nvic: null,
  whoIsHelping: 'Myself',
};

describe('POST /api/youx/quote', () => {
  it('quotes a weekly repayment with the comparison and advertised rates', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/youx/quote', headers: host('harbourside-auto-group'), payload: quote });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.advertisedRate).toBe(8.5);
    expect(body.comparisonRate).toBeGreaterThan(8.5);
    expect(body.weeklyRepaymentAmount).toBeGreaterThan(25);
  });

  it('answers bad input with 400 and every problem', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/youx/quote',
      headers: host('harbourside-auto-group'),
      payload: { ...quote, selfAssessedCreditScore: 'amazing', purchasePrice: -1, loanTerm: 30 },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['loanTerm', 'purchasePrice', 'selfAssessedCreditScore']);
  });

  it('is 404 for a site whose provider has no quotes, and for a price too small to quote', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/youx/quote', headers: host('coastal-nissan'), payload: quote })).statusCode).toBe(404);
    const tiny = await server.app.inject({
      method: 'POST',
      url: '/api/youx/quote',
      headers: host('harbourside-auto-group'),
      payload: { ...quote, purchasePrice: 100 },
    });
    expect(tiny.statusCode).toBe(404);
  });
});

describe('GET /api/cars/:slug/autogauge', () => {
  it('computes the gauge from comparable stock: same make and model, year within 2', async () => {
    const withComparables = cars(`${HARBOURSIDE_CARS} AND price > 0`).find((car) => comparablesOf(car).length >= 2);
    expect(withComparables).toBeDefined();
    const car = withComparables!;
    const response = await server.app.inject({ url: `/api/cars/${car.slug}/autogauge`, headers: host('harbourside-auto-group') });
    expect(response.statusCode).toBe(200);
    const gauge = response.json();
    expect(gauge.listing_price).toBe(car.price);
    expect(gauge.confidence).toBeGreaterThan(0.2);
    expect(gauge.fill).toBeGreaterThanOrEqual(0);
    expect(gauge.fill).toBeLessThanOrEqual(1);
    const comparables = comparablesOf(car);
    expect(gauge.market_range_min).toBe(Math.min(...comparables.map((c) => c.price!)));
    expect(gauge.market_range_max).toBe(Math.max(...comparables.map((c) => c.price!)));
  });

  it("is 204 without comparable stock (the page hides the gauge), 404 for an unknown car or another site's car", async () => {
    const lone = cars(`${HARBOURSIDE_CARS} AND price > 0`).find((car) => comparablesOf(car, true).length === 1);
    if (lone) expect((await server.app.inject({ url: `/api/cars/${lone.slug}/autogauge`, headers: host('harbourside-auto-group') })).statusCode).toBe(204);
    expect((await server.app.inject({ url: '/api/cars/no-such-car/autogauge', headers: host('harbourside-auto-group') })).statusCode).toBe(404);
    const coastalCar = cars('location.id IN [21, 22]', 1)[0]!;
    expect((await server.app.inject({ url: `/api/cars/${coastalCar.slug}/autogauge`, headers: host('harbourside-auto-group') })).statusCode).toBe(404);
  });

  it('is 404 on a site without price gauges', async () => {
    const redgumCar = cars('location.id = 31', 1)[0]!;
    expect((await server.app.inject({ url: `/api/cars/${redgumCar.slug}/autogauge`, headers: host('redgum-used-cars') })).statusCode).toBe(404);
  });

  it('gives gauges the page shows and ones it hides, by the visibility rule', async () => {
    const results = await Promise.all(
      cars(`${HARBOURSIDE_CARS} AND price > 0`, 60).map((car) =>
        server.app.inject({ url: `/api/cars/${car.slug}/autogauge`, headers: host('harbourside-auto-group') }),
      ),
    );
    const gauges = results.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(gauges.some((g) => gaugeVisible(g))).toBe(true);
    // The car itself is left out of its market range, so the dearest of its kind sits above the range and hides.
    expect(gauges.some((g) => !gaugeVisible(g)) || results.some((r) => r.statusCode === 204)).toBe(true);
  });
});

describe('GET /api/cars/:id/disclaimer', () => {
  it("returns the car's lender disclaimer, else the site's", async () => {
    const car = cars(HARBOURSIDE_CARS, 1)[0]!;
    const response = await server.app.inject({ url: `/api/cars/${car.id}/disclaimer`, headers: host('harbourside-auto-group') });
    expect(response.statusCode).toBe(200);
    const expected = car.finance_lenders['harbour-finance']?.disclaimer || sampleTenant('harbourside-auto-group').finance.disclaimer;
    expect(response.json()).toEqual({ disclaimer: expected });
  });

  it('is 400 for an id that is not a number and 404 for an unknown car', async () => {
    const bad = await server.app.inject({ url: '/api/cars/abc/disclaimer', headers: host('harbourside-auto-group') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('id');
    expect((await server.app.inject({ url: '/api/cars/999999999/disclaimer', headers: host('harbourside-auto-group') })).statusCode).toBe(404);
  });
});

describe('GET /api/delivery', () => {
  it('prices a postcode from the region table', async () => {
    const response = await server.app.inject({ url: '/api/delivery?postcode=4000', headers: host('harbourside-auto-group') });
    expect(response.json()).toEqual({ price: 199, region: 'Brisbane Metro' });
  });

  it('is 204 for a postcode with no price, 400 with the spec message for an empty one', async () => {
    expect((await server.app.inject({ url: '/api/delivery?postcode=0001', headers: host('harbourside-auto-group') })).statusCode).toBe(204);
    const empty = await server.app.inject({ url: '/api/delivery?postcode=%20', headers: host('harbourside-auto-group') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ path: 'postcode', message: DELIVERY_MESSAGES.emptyPostcode }]);
    expect((await server.app.inject({ url: '/api/delivery', headers: host('harbourside-auto-group') })).statusCode).toBe(400);
  });

  it('is 404 on a site without the delivery calculator', async () => {
    expect((await server.app.inject({ url: '/api/delivery?postcode=4000', headers: host('redgum-used-cars') })).statusCode).toBe(404);
  });
});
