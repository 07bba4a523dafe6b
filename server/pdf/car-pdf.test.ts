import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schema/car.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { priceDisplay, priceText } from '../../runtime/finance/price.ts';
import { formatPhone } from '../../runtime/site/phones.ts';
import type { DealerServer } from '../app.ts';
import { host, sampleServer } from '../api/sample-server.fixture.ts';
import { wholeHits } from '../engine/whole-hits.fixture.ts';
import { carPdf } from './car-pdf.ts';
import { pdfImageCount, pdfText } from './pdf-text.fixture.ts';

const slug = 'redgum-used-cars';
let server: DealerServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, close } = await sampleServer([slug], 30));
});
afterAll(() => close());

const pricedCar = (): Car =>
  wholeHits(server.engine, 'Car_production', { filter: 'show_on_dealer_website = true AND price > 1000', limit: 1 })[0] as unknown as Car;

describe('car PDF', () => {
  it("draws the car's main photo from the server's own media, with its price and key facts", async () => {
    const car = pricedCar();
    expect(car.primary_image_url).toMatch(/^\/media\//);
    const response = await server.app.inject({ url: `/api/cars/${car.slug}/pdf`, headers: host(slug) });
    expect(response.statusCode).toBe(200);
    // A PNG with an alpha channel is two XObjects: the picture and its soft mask.
    expect(pdfImageCount(response.rawPayload)).toBeGreaterThan(0);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(priceText(priceDisplay(car, sampleTenant(slug))));
    expect(text).toContain('Key Information');
    expect(text).toContain(`${car.year} ${car.make} ${car.model}`);
  });

  it("gives the number of the car's own location, as the car page does", async () => {
    const car = { ...pricedCar(), location: { ...pricedCar().location, phone: '07 3999 1234' } };
    expect(pdfText(await carPdf(car, sampleTenant(slug)))).toContain(`Call ${formatPhone('07 3999 1234')}`);
  });

  it('leaves the photo out when there is none, keeping the facts', async () => {
    const pdf = await carPdf(pricedCar(), sampleTenant(slug));
    expect(pdfImageCount(pdf)).toBe(0);
    expect(pdfText(pdf)).toContain('Key Information');
  });
});
