import { describe, expect, it } from 'vitest';
import { colourHex, renderCarSvg } from './render.ts';

const car = { make: 'Toyota', model: 'Hilux', colour: 'Soul Red Crystal', width: 600, carId: 100001 };

describe('renderCarSvg', () => {
  it('is deterministic and small', () => {
    const svg = renderCarSvg({ ...car, kind: 'photo', frame: 3 });
    expect(renderCarSvg({ ...car, kind: 'photo', frame: 3 })).toBe(svg);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"')).toBe(true);
    expect(svg.length).toBeLessThan(4000);
  });

  it('paints the car in its colour and names it', () => {
    const svg = renderCarSvg({ ...car, kind: 'spin', frame: 0 });
    expect(svg).toContain(`fill="${colourHex('Soul Red Crystal')}"`);
    expect(svg).toContain('>Toyota Hilux</text>');
  });

  it("draws a caravan's photos as a caravan, not a car", () => {
    const caravan = { make: 'Jayco', model: 'Journey', colour: 'White', width: 600, carId: 100002, kind: 'photo', frame: 1 } as const;
    const svg = renderCarSvg({ ...caravan, itemType: 'caravan' });
    expect(svg).not.toBe(renderCarSvg(caravan));
    expect(svg).toContain('>Jayco Journey</text>');
    expect(svg).toContain('<rect x="100" y="118" width="380" height="170"');
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
    const svg = renderCarSvg({ kind: 'logo', width: 300, make: 'A&B <Motors>', model: '', colour: 'Blue' });
    expect(svg).toContain('width="300" height="200"');
    expect(svg).toContain('A&amp;B &lt;MOTORS&gt;');
    expect(svg).not.toContain('<Motors>');
  });

  it('draws interiors and badges', () => {
    expect(renderCarSvg({ ...car, kind: 'interior' })).toContain('Toyota Hilux');
    expect(renderCarSvg({ kind: 'badge', width: 200, make: 'Certified', model: 'Pre Owned', colour: 'Gold' })).toContain('>CERTIFIED</text>');
  });
  it('shrinks a long logo wordmark to fit the logo instead of cropping it', () => {
    const size = (make: string) => Number(/font-size="(\d+)"/.exec(renderCarSvg({ kind: 'logo', width: 180, make, model: '', colour: 'Blue' }))?.[1]);
    expect(size('Kia')).toBe(64);
    // 22 characters at 0.62 em must fit inside the 600-unit-wide logo with a margin.
    expect(size('Harbourside Auto Group') * 0.62 * 22).toBeLessThanOrEqual(560);
  });
  it('writes a logo wordmark in dark text on a light paint and white on a dark one', () => {
    expect(renderCarSvg({ kind: 'logo', width: 180, make: 'Toyota', model: '', colour: 'White' })).toContain('fill="#000000">TOYOTA<');
    expect(renderCarSvg({ kind: 'logo', width: 180, make: 'Mazda', model: '', colour: 'Black' })).toContain('fill="#ffffff">MAZDA<');
  });
});
