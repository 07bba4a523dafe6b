import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../schema/lists.ts';
import { SILHOUETTES, shapeOf, silhouetteOf } from './bodies.ts';

describe('silhouetteOf', () => {
  it.each([
    ['Sedan', 'sedan'],
    ['Hatch', 'hatch'],
    ['hatchback', 'hatch'],
    ['Wagon', 'wagon'],
    ['stationWagon', 'wagon'],
    ['SUV', 'suv'],
    ['4x4', 'suv'],
    ['Ute', 'ute'],
    ['Cab Chassis', 'ute'],
    ['lightTruck', 'ute'],
    ['Van', 'van'],
    ['People Mover', 'people-mover'],
    ['peopleMover', 'people-mover'],
    ['bus', 'people-mover'],
    ['Coupe', 'coupe'],
    ['hardtop', 'coupe'],
    ['Convertible', 'convertible'],
    ['softtop', 'convertible'],
    ['motorhome', 'caravan'],
    ['Motorcycle', 'motorcycle'],
    [null, 'sedan'],
    ['Something else', 'sedan'],
  ] as const)('draws a %s as a %s', (body, silhouette) => {
    expect(silhouetteOf(body)).toBe(silhouette);
  });

  it('draws by item type first: a caravan or a motorcycle whatever its body says', () => {
    expect(silhouetteOf('Sedan', 'caravan')).toBe('caravan');
    expect(silhouetteOf(undefined, 'motorcycle')).toBe('motorcycle');
  });

  it('has a shape for every body the feeds write', () => {
    for (const body of BODY_TYPES) expect(SILHOUETTES).toContain(silhouetteOf(body));
  });

  it('tells an SUV from a people mover at a glance: shorter, lower, on bigger wheels (a Sportage is not a Carnival)', () => {
    const extent = (path: string) => {
      const [xs, ys] = [0, 1].map((axis) => [...path.matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map((pair) => Number(pair[axis + 1])));
      return { length: Math.max(...xs!) - Math.min(...xs!), roof: Math.min(...ys!) };
    };
    const [suv, mover] = [shapeOf('suv'), shapeOf('people-mover')];
    expect(extent(suv.body).length).toBeLessThan(extent(mover.body).length - 30);
    expect(extent(suv.body).roof).toBeGreaterThan(extent(mover.body).roof);
    expect(suv.wheelRadius).toBeGreaterThan(mover.wheelRadius);
  });
});
