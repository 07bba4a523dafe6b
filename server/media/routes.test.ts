import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_CARD_WIDTHS } from '../../runtime/site/images.ts';
import { createRasterizer } from './raster.ts';
import { derivedLook, MEDIA_WIDTHS, mediaPlugin } from './routes.ts';
import { renderCarSvg } from './render.ts';

const app = Fastify();
const raster = createRasterizer({ threads: 1 });

beforeAll(async () => {
  await app.register(mediaPlugin, { lookup: async (id) => (id === 7 ? { make: 'Kia', model: 'EV6', colour: 'Glacier White' } : undefined), raster });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await raster.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('mediaPlugin', () => {
  it('serves a sample history report as a PDF for a VIN, and refuses anything else', async () => {
    const res = await get('/media/report/JTMHV05J804123456.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/media/report/not-a-vin.pdf')).statusCode).toBe(400);
    expect((await get('/media/report/JTMHV05J804123456.txt')).statusCode).toBe(400);
  });

  it('serves a car photo as cacheable SVG drawn from the looked-up car', async () => {
    const res = await get('/media/car/7/3.svg?w=320&q=80');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(renderCarSvg({ kind: 'photo', width: 320, carId: 7, frame: 3, make: 'Kia', model: 'EV6', colour: 'Glacier White' }));
  });

  it('serves the same photo as a PNG of the requested width, drawn once on a worker thread and then from the cache', async () => {
    const before = raster.drawn;
    const res = await get('/media/car/7/3.png?w=480');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(res.rawPayload.readUInt32BE(16)).toBe(480); // IHDR width
    expect(res.rawPayload.readUInt32BE(20)).toBe(320);
    expect(raster.drawn - before).toBe(1);
    expect((await get('/media/car/7/3.png?w=480')).rawPayload.equals(res.rawPayload)).toBe(true);
    expect(raster.drawn - before).toBe(1);
  });

  it('draws the thumbnail and card srcset widths and refuses any other', async () => {
    for (const width of MEDIA_WIDTHS) expect((await get(`/media/car/7/1.svg?w=${width}`)).statusCode, String(width)).toBe(200);
    expect(MEDIA_WIDTHS).toEqual([200, ...CAR_CARD_WIDTHS]);
    const before = raster.drawn;
    for (const w of ['300', '4000', '0640', '640.0', '']) {
      const res = await get(`/media/car/7/1.png?w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect((res.json() as { issues: string[] }).issues).toEqual([`w must be one of 200, 320, 480, 640, got ${JSON.stringify(w)}`]);
    }
    expect(raster.drawn).toBe(before);
  });

  it('defaults the width and derives a look for ids the lookup does not know', async () => {
    const res = await get('/media/car/100001/1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('width="640"');
    const look = derivedLook(100001);
    expect(res.body).toBe(renderCarSvg({ kind: 'photo', width: 640, carId: 100001, frame: 1, ...look }));
    expect(look.body).toBeDefined();
    expect(derivedLook(100001)).toEqual(look);
  });

  it('serves spin frames 0 to 35, interiors, logos and badges', async () => {
    for (const url of [
      '/media/spin/7/0.svg',
      '/media/spin/7/35.svg',
      '/media/interior/7.svg',
      '/media/logo/mercedes-benz.svg',
      '/media/badge/certified-pre-owned.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.startsWith('<svg'), url).toBe(true);
    }
    expect((await get('/media/logo/mercedes-benz.svg')).body).toContain('>MERCEDES<');
  });

  it("draws a model's tile as the sample stock's body for it, and the hero scenes", async () => {
    const carnival = await get('/media/model/kia/carnival.svg?w=480');
    expect(carnival.statusCode).toBe(200);
    expect(carnival.body).not.toBe((await get('/media/model/kia/sportage.svg?w=480')).body);
    expect((await get('/media/model/kia/ev6.svg?w=480')).body).not.toBe((await get('/media/model/kia/rio.svg?w=480')).body);
    expect((await get('/media/model/kia/carnival.png?w=320')).headers['content-type']).toBe('image/png');
    expect((await get('/media/model/Kia/carnival.svg')).statusCode).toBe(400);
    expect((await get('/media/model/kia/carnival.svg?w=999')).statusCode).toBe(400);
    // Each model its own body: the catalogue's Sportage and EV6 are SUVs, the Carnival a people mover.
    const sportage = (await get('/media/model/kia/sportage.svg?w=480')).body;
    expect((await get('/media/model/kia/sportage.svg?w=480&body=suv')).body).toBe(sportage);
    expect((await get('/media/model/kia/sportage.svg?w=480&body=peopleMover')).body).not.toBe(sportage);
    expect((await get('/media/model/kia/ev6.svg?w=480&body=suv')).body).toBe((await get('/media/model/kia/ev6.svg?w=480')).body);
    expect((await get('/media/model/kia/carnival.svg?w=480&body=peopleMover')).body).toBe(carnival.body);
    // A model the catalogue does not know is drawn as the body the site names for it.
    expect((await get('/media/model/kia/seltos.svg?w=480&body=suv')).body).not.toBe((await get('/media/model/kia/seltos.svg?w=480')).body);
    expect((await get('/media/model/kia/seltos.svg?w=480&body=tank')).json()).toEqual({
      error: 'Bad media request',
      issues: [expect.stringMatching(/^body must be one of 4x4, bus, .*, got "tank"$/)],
    });
    const hero = await get('/media/hero/line-up.svg');
    expect(hero.statusCode).toBe(200);
    expect(hero.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect((await get('/media/hero/beach.svg')).json()).toEqual({ error: 'Bad media request', issues: ['hero must be one of line-up.svg, spotlight.svg'] });
  });

  it.each([
    ['/media/spin/7/36.svg', 'spin frame must be a whole number from 0 to 35, got "36"'],
    ['/media/car/abc/1.svg', 'car id must be a whole number'],
    ['/media/car/7/0.svg', 'photo number must be a whole number from 1 to 100'],
    ['/media/car/7/1.gif', 'photo number must end in .svg or .png'],
    ['/media/car/7/1.svg?w=0', 'w must be one of 200, 320, 480, 640, got "0"'],
    ['/media/car/7/1.svg?w=wide', 'w must be one of'],
    ['/media/car/7/1.svg?q=101', 'q must be a whole number from 1 to 100'],
    ['/media/interior/x.svg', 'car id must be a whole number'],
    ['/media/logo/Bad_Name.svg', 'logo name must be lowercase words joined by hyphens'],
    ['/media/badge/ok.gif', 'badge name must be'],
  ])('answers %s with a 400 naming the problem', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; issues: string[] };
    expect(body.error).toBe('Bad media request');
    expect(body.issues.join('\n')).toContain(message);
  });

  it('serves the not-found image and the unknown-brand logo the site rules point at; other placeholders are 404', async () => {
    const { IMAGE_NOT_FOUND_KEY, BRAND_FALLBACK_LOGO_KEY } = await import('../../runtime/site/constants.ts');
    for (const key of [IMAGE_NOT_FOUND_KEY, BRAND_FALLBACK_LOGO_KEY]) {
      const response = await get(`/media/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
    expect((await get('/media/placeholders/other.svg')).statusCode).toBe(404);
  });

  it('lists every problem at once', async () => {
    const res = await get('/media/spin/0/99.svg?w=1&q=0');
    expect((res.json() as { issues: string[] }).issues).toHaveLength(4);
  });
});
