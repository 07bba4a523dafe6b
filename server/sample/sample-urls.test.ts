/**
 * Every link in the sample stock works: each is a path this server answers (photos, spins, interiors, history
 * reports). No demo car points at another host: an invented one would open a black player or a dead page, and an
 * invented video on a real one plays as "Video unavailable".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schema/car.ts';
import { sampleTenant, sampleTenantSlugs } from '../../schema/sample-tenants.fixture.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { IMAGE_DEFAULT_WIDTH } from '../../runtime/site/constants.ts';
import type { DealerServer } from '../app.ts';
import { host, sampleServer } from '../api/sample-server.fixture.ts';
import { wholeHits } from '../engine/whole-hits.fixture.ts';
import { renderCarSvg } from '../media/render.ts';

const slugs = sampleTenantSlugs();
let server: DealerServer;
let close: () => Promise<void>;
let cars: Car[];

beforeAll(async () => {
  ({ server, close } = await sampleServer(slugs, 8));
  cars = wholeHits(server.engine, 'Car_production', { limit: 1000 }) as unknown as Car[];
});
afterAll(() => close());

/**
 * Every string in a car that is a link: a site path or an http(s) URL, however deep. The car's own page
 * (`path`) is left to the page tests: it needs a built site, and the server answers it whatever the car.
 */
function links(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^(\/[^/]|https?:\/\/)/.test(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) links(item, found);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (key !== 'path') links(item, found);
  return found;
}

function tenantOf(car: Car): Tenant {
  const slug = slugs.find((s) => sampleTenant(s).locations.some((l) => l.id === car.location.id));
  if (!slug) throw new Error(`car ${car.id} is at no sample tenant's location`);
  return sampleTenant(slug);
}

describe('sample stock links', () => {
  it("covers all four sample tenants' cars, with history reports, spins and caravans", () => {
    expect(new Set(cars.map((car) => tenantOf(car).slug))).toEqual(new Set(slugs));
    expect(cars.some((car) => car.file)).toBe(true);
    expect(cars.some((car) => car.spin_images.length > 0)).toBe(true);
    expect(cars.some((car) => car.item_type === 'caravan')).toBe(true);
  });

  it("draws a caravan's photos as a caravan, from its stock record", async () => {
    const caravan = cars.find((car) => car.item_type === 'caravan');
    const photo = await server.app.inject({ url: caravan?.primary_image_url?.replace(/\.png$/, '.svg') ?? '', headers: host(slugs[0] as string) });
    expect(photo.body).toBe(
      renderCarSvg({
        kind: 'photo',
        width: IMAGE_DEFAULT_WIDTH,
        carId: caravan?.id ?? 0,
        frame: 1,
        make: caravan?.make ?? '',
        model: caravan?.model ?? '',
        colour: caravan?.colour ?? '',
        itemType: 'caravan',
      }),
    );
  });

  it('names no .example host anywhere', () => {
    expect(JSON.stringify(cars)).not.toMatch(/\.example\b/);
  });

  it('links to no other host', () => {
    expect(cars.flatMap((car) => links(car).filter((url) => !url.startsWith('/')))).toEqual([]);
  });

  it('serves every site path with a 200', { timeout: 120_000 }, async () => {
    const paths = [...new Set(cars.flatMap((car) => links(car).filter((url) => url.startsWith('/'))))];
    expect(paths.length).toBeGreaterThan(cars.length * 8);
    const failed: string[] = [];
    await Promise.all(
      paths.map(async (url) => {
        const response = await server.app.inject({ url, headers: host(slugs[0] as string) });
        if (response.statusCode !== 200) failed.push(`${response.statusCode} ${url}`);
      }),
    );
    expect(failed).toEqual([]);
  });
});
