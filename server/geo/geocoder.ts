/**
 * Postcode lookup behind one interface: the embedded table works offline; a tenant whose maps provider
 * is Google with an API key asks Google's geocoding service (postal_code, country AU, first result).
 */
import type { Tenant } from '../../schema/tenant.ts';
import { AU_POSTCODE_RANGES } from './au-postcodes.ts';

export interface GeocodeResult {
  postcode: string;
  state: string;
  locality: string;
  lat: number;
  lng: number;
}

export interface Geocoder {
  /** The place of an Australian postcode, or null when it gives no result. */
  lookup(postcode: string): Promise<GeocodeResult | null>;
}

export const embeddedGeocoder: Geocoder = {
  async lookup(postcode) {
    if (!/^\d{4}$/.test(postcode)) return null;
    const n = Number(postcode);
    const range = AU_POSTCODE_RANGES.find(([from, to]) => n >= from && n <= to);
    if (!range) return null;
    const [, , state, locality, lat, lng] = range;
    return { postcode, state, locality, lat, lng };
  },
};

export function googleGeocoder(apiKey: string, fetcher: typeof fetch = fetch): Geocoder {
  return {
    async lookup(postcode) {
      if (!/^\d{4}$/.test(postcode)) return null;
      const url = `https://maps.googleapis.com/maps/api/geocode/json?components=postal_code:${postcode}|country:AU&key=${encodeURIComponent(apiKey)}`;
      const response = await fetcher(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) return null;
      const body = (await response.json()) as {
        results?: { geometry?: { location?: { lat: number; lng: number } }; address_components?: { short_name: string; types: string[] }[] }[];
      };
      const first = body.results?.[0];
      const location = first?.geometry?.location;
      if (!location) return null;
      const part = (type: string) => first.address_components?.find((c) => c.types.includes(type))?.short_name ?? '';
      return { postcode, state: part('administrative_area_level_1').toLowerCase(), locality: part('locality'), lat: location.lat, lng: location.lng };
    },
  };
}

/** The tenant's switch: maps.provider "google" with an apiKey uses Google; anything else the embedded table. */
export function geocoderFor(tenant: Pick<Tenant, 'maps'>): Geocoder {
  return tenant.maps.provider === 'google' && tenant.maps.apiKey ? googleGeocoder(tenant.maps.apiKey) : embeddedGeocoder;
}
