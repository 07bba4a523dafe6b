import { describe, expect, it } from 'vitest';
import { SILHOUETTES } from './bodies.ts';
import { HERO_SCENES } from '../../schema/lists.ts';
import { colourHex, renderBodySvg, renderCarSvg, renderHeroSvg } from './render.ts';

const car = { make: 'Toyota', model: 'Hilux', colour: 'Soul Red Crystal', width: 600, carId: 100001 };

describe('renderCarSvg', () => {
  it('is deterministic and small', () => {
    const svg = renderCarSvg({ ...car, kind: 'photo', frame: 3 });
    expect(renderCarSvg({ ...car, kind: 'photo', frame: 3 })).toBe(svg);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"')).toBe(true);
    expect(svg.length).toBeLessThan(4000);
  });

  it('paints the car in its colour and writes no text into a photo, spin frame or interior (badges and headings name the car)', () => {
    const svg = renderCarSvg({ ...car, kind: 'spin', frame: 0 });
    expect(svg).toContain(`stop-color="${colourHex('Soul Red Crystal')}"`);
    for (const kind of ['photo', 'spin', 'interior'] as const) expect(renderCarSvg({ ...car, kind, frame: 1 })).not.toContain('<text');
  });

  it("draws a caravan's photos as a caravan, not a car", () => {
    const caravan = { make: 'Jayco', model: 'Journey', colour: 'White', width: 600, carId: 100002, kind: 'photo', frame: 1 } as const;
    const svg = renderCarSvg({ ...caravan, itemType: 'caravan' });
    expect(svg).not.toBe(renderCarSvg(caravan));
    expect(svg).toContain('fill="#f4f4f1"');
  });

  it('draws each body the stock sells as its own shape', () => {
    const photo = (body: string) => renderCarSvg({ ...car, kind: 'photo', frame: 1, body });
    const bodies = ['Sedan', 'Hatch', 'Wagon', 'SUV', 'Ute', 'Van', 'People Mover', 'Coupe', 'Convertible'];
    expect(new Set(bodies.map(photo)).size).toBe(bodies.length);
    expect(photo('Cab Chassis')).toBe(photo('Ute'));
    expect(photo('peopleMover')).toBe(photo('People Mover'));
    expect(renderCarSvg({ ...car, kind: 'photo', frame: 1 })).toBe(photo('Sedan'));
    const drawn = SILHOUETTES.map((silhouette) => renderBodySvg(600, silhouette, 'Blue', 1));
    expect(new Set(drawn).size).toBe(SILHOUETTES.length);
  });

  it('opens a gallery on the full side view and never shows the same view twice in a row', () => {
    const scale = (frame: number) => /scale\((-?[\d.]+) 1\)/.exec(renderCarSvg({ ...car, kind: 'photo', frame }))?.[1];
    expect(scale(1)).toBe('1');
    for (let frame = 1; frame < 20; frame++)
      expect(renderCarSvg({ ...car, kind: 'photo', frame })).not.toBe(renderCarSvg({ ...car, kind: 'photo', frame: frame + 1 }));
  });

  it('draws wide hero scenes with no text', () => {
    for (const scene of HERO_SCENES) {
      const svg = renderHeroSvg(1800, scene);
      expect(svg).toContain('width="1800" height="600"');
      expect(svg).not.toContain('<text');
    }
  });

  it('maps feed colour names to their base colour', () => {
    expect(colourHex('Crystal White Pearl')).toBe('#f1f1ee');
    expect(colourHex('Deep Blue Pearl')).toBe('#1f4f9c');
    expect(colourHex('#AABBCC')).toBe('#aabbcc');
    expect(colourHex('Mystery')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('draws every spin frame differently, and frame 36 as frame 0', () => {
    const frames = Array.from({ length: 36 }, (_, frame) => renderCarSvg({ ...car, kind: 'spin', frame }));
    expect(new Set(frames).size).toBe(36);
    expect(renderCarSvg({ ...car, kind: 'spin', frame: 36 })).toBe(frames[0]);
  });

  it('mirrors the car past a quarter turn so it reads as a rotation', () => {
    const scale = (frame: number) => Number(/scale\((-?[\d.]+) 1\)/.exec(renderCarSvg({ ...car, kind: 'spin', frame }))?.[1]);
    expect(scale(0)).toBe(1);
    expect(scale(4)).toBeLessThan(scale(0));
    expect(scale(18)).toBe(-1);
    expect(scale(9)).toBeGreaterThan(0);
    expect(scale(10)).toBeLessThan(0);
  });

  it('sizes by width at 3:2 and escapes text', () => {
    expect(renderCarSvg({ ...car, kind: 'photo', width: 300 })).toContain('width="300" height="200"');
    const svg = renderCarSvg({ kind: 'logo', width: 300, make: 'A&B <Motors>', model: '', colour: 'Blue' });
    expect(svg).toContain('A&amp;B &lt;MOTORS&gt;');
    expect(svg).not.toContain('<Motors>');
  });

  it('draws interiors and badges', () => {
    expect(renderCarSvg({ ...car, kind: 'interior' })).toContain(colourHex('Soul Red Crystal'));
    expect(renderCarSvg({ kind: 'badge', width: 200, make: 'Certified', model: 'Pre Owned', colour: 'Gold' })).toContain('>CERTIFIED</text>');
  });
  it('draws a logo as wide as its name needs, stacking a long name of several words, so a wide logo slot shows it legibly', () => {
    const box = (make: string) =>
      /viewBox="0 0 (\d+) (\d+)"/
        .exec(renderCarSvg({ kind: 'logo', width: 180, make, model: '', colour: 'Blue' }))!
        .slice(1)
        .map(Number);
    const [kiaWidth = 0, kiaHeight = 0] = box('Kia');
    expect(kiaWidth / kiaHeight).toBeLessThan(3);
    const [width = 0, height = 0] = box('Harbourside Auto Group');
    // HARBOURSIDE at 64 and AUTO GROUP at 36, each within the box; near 3.5:1, a 180×48 slot shows it 48 px high.
    expect(width).toBeGreaterThanOrEqual(11 * 0.62 * 64);
    expect(width / height).toBeGreaterThan(3);
    expect(width / height).toBeLessThan(180 / 48);
    const svg = renderCarSvg({ kind: 'logo', width: 180, make: 'Harbourside Auto Group', model: '', colour: 'Blue' });
    expect(svg).toContain('>HARBOURSIDE</text>');
    expect(svg).toContain('>AUTO GROUP</text>');
  });
  it('writes a logo wordmark in dark text on a light paint and white on a dark one', () => {
    expect(renderCarSvg({ kind: 'logo', width: 180, make: 'Toyota', model: '', colour: 'White' })).toContain('fill="#000000">TOYOTA<');
    expect(renderCarSvg({ kind: 'logo', width: 180, make: 'Mazda', model: '', colour: 'Black' })).toContain('fill="#ffffff">MAZDA<');
  });
});
