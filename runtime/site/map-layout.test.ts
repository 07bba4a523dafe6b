import { describe, expect, it } from 'vitest';
import { hasCoordinates, placeMarkers } from './map-layout.ts';

describe('placeMarkers', () => {
  it('puts one location in the centre', () => {
    expect(placeMarkers([{ label: 'Coastal Nissan', lat: -26.68, long: 153.12 }], 600, 300)).toEqual([{ label: 'Coastal Nissan', x: 300, y: 150 }]);
  });
  it('fits several inside the margins, north up and east right', () => {
    const [brisbane, goldCoast] = placeMarkers(
      [
        { label: 'Brisbane', lat: -27.47, long: 153.03 },
        { label: 'Gold Coast', lat: -28.0, long: 153.43 },
      ],
      600,
      300,
    );
    expect(brisbane!.y).toBeLessThan(goldCoast!.y);
    expect(brisbane!.x).toBeLessThan(goldCoast!.x);
    for (const m of [brisbane!, goldCoast!]) {
      expect(m.y).toBeGreaterThanOrEqual(40);
      expect(m.y).toBeLessThanOrEqual(260);
    }
  });
  it('leaves markers without coordinates off: no pin at a made-up spot', () => {
    expect(placeMarkers([{ label: 'A' }, { label: 'B', lat: -27.47 }], 600, 300)).toEqual([]);
    expect(placeMarkers([{ label: 'A' }, { label: 'Brisbane', lat: -27.47, long: 153.03 }], 600, 300)).toEqual([{ label: 'Brisbane', x: 300, y: 150 }]);
  });
  it('a place has coordinates only with both latitude and longitude', () => {
    expect([{ label: 'A', lat: 0, long: 0 }, { label: 'B', lat: -27 }, { label: 'C' }].map(hasCoordinates)).toEqual([true, false, false]);
  });
});
