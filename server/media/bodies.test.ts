import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../schema/lists.ts';
import { SILHOUETTES, silhouetteOf } from './bodies.ts';

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
});
