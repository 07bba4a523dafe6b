import { describe, expect, it } from 'vitest';
import { AU_POSTCODE_RANGES } from './au-postcodes.ts';
import { embeddedGeocoder, geocoderFor, googleGeocoder } from './geocoder.ts';

describe('embedded geocoder', () => {
  it('finds capital-city postcodes with state and coordinates', async () => {
    expect(await embeddedGeocoder.lookup('4000')).toEqual({ postcode: '4000', state: 'qld', locality: 'Brisbane', lat: -27.47, lng: 153.03 });
    expect((await embeddedGeocoder.lookup('0800'))?.state).toBe('nt');
    expect((await embeddedGeocoder.lookup('2600'))?.state).toBe('act');
    expect((await embeddedGeocoder.lookup('3000'))?.locality).toBe('Melbourne');
  });

  it('gives no result for unallocated or malformed postcodes', async () => {
    for (const postcode of ['0000', '2240', '2950', '123', 'abcd']) expect(await embeddedGeocoder.lookup(postcode), postcode).toBeNull();
  });

  it('keeps its ranges sorted and non-overlapping', () => {
    for (let i = 1; i < AU_POSTCODE_RANGES.length; i++) expect(AU_POSTCODE_RANGES[i]![0]).toBeGreaterThan(AU_POSTCODE_RANGES[i - 1]![1]);
  });
});

describe('provider switch', () => {
  it('uses Google only with the google provider and a key, reading the first result', async () => {
    expect(geocoderFor({ maps: { provider: 'google', apiKey: '', zoom: 10 } })).toBe(embeddedGeocoder);
    let asked = '';
    const fake = (async (url: string) => {
      asked = url;
      return new Response(
        JSON.stringify({
          results: [{ geometry: { location: { lat: -1, lng: 2 } }, address_components: [{ short_name: 'QLD', types: ['administrative_area_level_1'] }] }],
        }),
      );
    }) as typeof fetch;
    expect(await googleGeocoder('k', fake).lookup('4000')).toEqual({ postcode: '4000', state: 'qld', locality: '', lat: -1, lng: 2 });
    expect(asked).toContain('components=postal_code:4000|country:AU');
  });
});
