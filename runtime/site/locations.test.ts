import { describe, expect, it } from 'vitest';
import { sampleTenant, sampleTenantSlugs } from '../../schema/sample-tenants.fixture.ts';
import { locationSchema, tenantSchema } from '../../schema/tenant.ts';
import type { Location } from '../../schema/tenant.ts';
import {
  addressLine,
  blockLocations,
  byDistance,
  carLocationChoices,
  carYard,
  contactPageMap,
  dedupeLocations,
  directionsHref,
  distanceKm,
  isLocationShown,
  locationContactPath,
  locationBySlug,
  locationGridLayout,
  locationPageSlug,
  locationPicker,
  locationSlug,
  serviceCounterpart,
} from './locations.ts';

const options = (overrides: object = {}) => tenantSchema.shape.locationOptions.parse(overrides);
let nextId = 1;
const location = (overrides: object = {}): Location =>
  locationSchema.parse({
    id: nextId++,
    name: 'Harbourside Toyota',
    phone: '07 3100 2010',
    address: { street: '12 Wharf Street', city: 'Brisbane', state: 'qld', postcode: '4000' },
    ...overrides,
  });

const toyotaSales = location({ id: 11, name: 'Harbourside Toyota - Sales', primary: true, manufacturers: ['toyota'], location_subtype: ['buying'] });
const toyotaService = location({ id: 12, name: 'Harbourside Toyota - Service', location_type: 'service', manufacturers: ['toyota'] });
const toyotaParts = location({ id: 13, name: 'Harbourside Toyota - Parts', location_type: 'parts', manufacturers: ['toyota'] });
const mazda = location({ id: 14, name: 'Harbourside Mazda', manufacturers: ['mazda'] });
const hidden = location({ id: 15, name: 'Harbourside Wholesale', visible: false });
const all = [toyotaSales, toyotaService, toyotaParts, mazda, hidden];

describe('location visibility', () => {
  it('hides locations marked not visible', () => {
    expect(isLocationShown(hidden, options())).toBe(false);
    expect(isLocationShown(mazda, options())).toBe(true);
  });

  it("hides locations whose name matches the site's hidden-name rule", () => {
    expect(isLocationShown(toyotaParts, options({ hiddenNamePattern: ' - Parts$' }))).toBe(false);
    expect(isLocationShown(toyotaSales, options({ hiddenNamePattern: ' - Parts$' }))).toBe(true);
  });
});

describe('blockLocations', () => {
  const ids = (block: Parameters<typeof blockLocations>[1]) => blockLocations(all, block, options()).map((l) => l.id);

  it('filters primary, sales, service, parts, service-and-parts, all, or one id', () => {
    expect(ids({ filter: 'primary' })).toEqual([11]);
    expect(ids({ filter: 'sales' })).toEqual([11, 14]);
    expect(ids({ filter: 'service' })).toEqual([12]);
    expect(ids({ filter: 'parts' })).toEqual([13]);
    expect(ids({ filter: 'service-and-parts' })).toEqual([12, 13]);
    expect(ids({ filter: 'all' })).toEqual([11, 12, 13, 14]);
    expect(ids({ filter: 14 })).toEqual([14]);
  });

  it('narrows by manufacturer, subtype and include and exclude lists', () => {
    expect(ids({ filter: 'all', manufacturer: 'toyota' })).toEqual([11, 12, 13]);
    expect(ids({ filter: 'all', subtype: 'buying' })).toEqual([11]);
    expect(ids({ filter: 'all', includeIds: [12, 14, 15] })).toEqual([12, 14]);
    expect(ids({ filter: 'all', excludeIds: [11, 13] })).toEqual([12, 14]);
  });
});

describe('location slugs and contact paths', () => {
  it("drops a trailing ' - Sales', ' - Service' or ' - Parts' and slugifies the name", () => {
    expect(locationSlug(toyotaSales)).toBe('harbourside-toyota');
    expect(locationSlug(toyotaService)).toBe('harbourside-toyota');
    expect(locationSlug(toyotaParts)).toBe('harbourside-toyota');
    expect(locationSlug({ name: 'Sales - Service Centre' })).toBe('sales-service-centre');
  });

  it("uses the location's own slug when set", () => {
    expect(locationSlug(location({ name: 'Harbourside Mazda', slug: 'mazda-gold-coast' }))).toBe('mazda-gold-coast');
  });

  it('gives each location a page slug of its own: a service or parts entry keeps its suffix, its stock slug does not', () => {
    expect([toyotaSales, toyotaService, toyotaParts, mazda].map(locationPageSlug)).toEqual([
      'harbourside-toyota',
      'harbourside-toyota-service',
      'harbourside-toyota-parts',
      'harbourside-mazda',
    ]);
    expect(locationPageSlug(location({ name: 'Harbourside Mazda - Service', location_type: 'service', slug: 'mazda-workshop' }))).toBe('mazda-workshop');
    expect(locationContactPath(toyotaService, options())).toBe('/contact-us/harbourside-toyota-service');
  });

  it('gives every location of every sample tenant a distinct page slug', () => {
    for (const slug of sampleTenantSlugs()) {
      const slugs = sampleTenant(slug).locations.map(locationPageSlug);
      expect(new Set(slugs).size, slug).toBe(slugs.length);
    }
  });

  it('builds /contact-us/{slug} or /our-location/{slug}', () => {
    expect(locationContactPath(mazda, options())).toBe('/contact-us/harbourside-mazda');
    expect(locationContactPath(mazda, options({ contactPathPrefix: '/our-location' }))).toBe('/our-location/harbourside-mazda');
  });
});

describe('dedupeLocations', () => {
  it('removes a location with the same phone digits and street, keeping the first', () => {
    const international = location({
      id: 21,
      phone: '+61731002010',
      address: { street: '12  wharf street', city: 'Brisbane', state: 'qld', postcode: '4000' },
    });
    expect(dedupeLocations([toyotaSales, international]).map((l) => l.id)).toEqual([11]);
  });

  it('removes a location with the same place id', () => {
    const address = (street: string) => ({ street, city: 'Brisbane', state: 'qld', postcode: '4000', place_id: 'ChIJ-harbour' });
    const first = location({ id: 31, address: address('12 Wharf Street') });
    const second = location({ id: 32, phone: '07 3100 2011', address: address('14 Wharf Street') });
    expect(dedupeLocations([first, second]).map((l) => l.id)).toEqual([31]);
  });

  it('keeps locations that differ in phone and place', () => {
    expect(dedupeLocations([toyotaSales, location({ id: 41, phone: '07 3100 2011' })])).toHaveLength(2);
  });
});

describe('layout and maps', () => {
  it('gives 3 or more cards 4 columns at large width and fewer a wider column', () => {
    expect(locationGridLayout(3)).toBe('four-columns');
    expect(locationGridLayout(7)).toBe('four-columns');
    expect(locationGridLayout(2)).toBe('wide-column');
  });

  it('chooses the contact page map by count', () => {
    expect(contactPageMap({ locations: [toyotaSales], dealerships: [] })).toBe('hero-map');
    expect(contactPageMap({ locations: [toyotaSales, mazda], dealerships: [{ id: 1 }, { id: 2 }] })).toBe('dealership-list');
    expect(contactPageMap({ locations: [toyotaSales, toyotaService], dealerships: [{ id: 1 }] })).toBe('locations-map');
  });
});

describe('locationPicker', () => {
  const usedYard = location({ id: 51, name: 'Harbourside Used Cars' });

  it('offers shown locations for the make and type, and auto-selects exactly one', () => {
    const picker = locationPicker(all, { make: 'Mazda', locationType: 'sales' }, options());
    expect(picker.options.map((l) => l.id)).toEqual([14]);
    expect(picker.selectedId).toBe(14);
  });

  it('does not select when several options exist', () => {
    const picker = locationPicker([...all, usedYard], { make: 'Mazda' }, options());
    expect(picker.options.map((l) => l.id)).toEqual([14, 51]);
    expect(picker.selectedId).toBeNull();
  });

  it("leaves out the site's excluded location ids", () => {
    const picker = locationPicker(all, { locationType: 'sales' }, options({ pickerExcludeIds: [11] }));
    expect(picker.options.map((l) => l.id)).toEqual([14]);
    expect(picker.selectedId).toBe(14);
  });
});

describe('carLocationChoices (the test-drive location selector)', () => {
  it("offers the car's yard and its distribution locations, whatever their type", () => {
    const car = { id: 11, name: 'Harbourside Toyota - Sales', distribution_locations: [12, 13] };
    expect(carLocationChoices(car, all, options())).toEqual([
      { id: 11, name: 'Harbourside Toyota - Sales' },
      { id: 12, name: 'Harbourside Toyota - Service' },
      { id: 13, name: 'Harbourside Toyota - Parts' },
    ]);
  });

  it('offers nothing to a car without distribution locations', () => {
    expect(carLocationChoices({ id: 11, name: 'Harbourside Toyota - Sales', distribution_locations: [] }, all, options())).toEqual([]);
    expect(carLocationChoices({ id: 11, name: 'Harbourside Toyota - Sales' }, all, options())).toEqual([]);
  });

  it("names the car's own yard from the car when the site does not list it, and leaves out unknown and hidden locations", () => {
    const car = { id: 99, name: 'Harbourside Storage Yard', distribution_locations: [12, 15, 404] };
    expect(carLocationChoices(car, all, options())).toEqual([
      { id: 99, name: 'Harbourside Storage Yard' },
      { id: 12, name: 'Harbourside Toyota - Service' },
    ]);
  });
});

describe('distanceKm', () => {
  it('uses the haversine formula with an Earth radius of 6371 km', () => {
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 90 })).toBeCloseTo((6371 * Math.PI) / 2, 6);
    expect(distanceKm({ lat: -27.4698, long: 153.0251 }, { lat: -27.4698, long: 153.0251 })).toBe(0);
  });

  it('measures Brisbane to Sydney at about 732 km', () => {
    expect(distanceKm({ lat: -27.4698, long: 153.0251 }, { lat: -33.8688, long: 151.2093 })).toBeCloseTo(732, 0);
  });
});

describe('serviceCounterpart', () => {
  it('pairs a sales location with the service location of the same slug for the Sales/Service tabs', () => {
    expect(serviceCounterpart(toyotaSales, all)?.id).toBe(12);
    expect(serviceCounterpart(mazda, all)).toBeUndefined();
    expect(serviceCounterpart(toyotaService, all)).toBeUndefined();
  });
  it('pairs by dealership id when the names differ', () => {
    const sales = location({ id: 1, name: 'Bayside Kia', dealership_id: 7 });
    const workshop = location({ id: 2, name: 'Bayside Workshop', location_type: 'service', dealership_id: 7 });
    expect(serviceCounterpart(sales, [sales, workshop])?.id).toBe(2);
  });
});

describe('byDistance', () => {
  it('puts the nearest location first and those without coordinates last', () => {
    const brisbane = location({
      id: 1,
      name: 'Brisbane',
      address: { street: '1 A St', city: 'Brisbane', state: 'qld', postcode: '4000', lat: -27.4698, long: 153.0251 },
    });
    const goldCoast = location({
      id: 2,
      name: 'Gold Coast',
      address: { street: '2 B St', city: 'Southport', state: 'qld', postcode: '4215', lat: -27.9671, long: 153.4 },
    });
    const unknown = location({ id: 3, name: 'Unknown', address: { street: '3 C St', city: 'Ipswich', state: 'qld', postcode: '4305' } });
    const sorted = byDistance([unknown, brisbane, goldCoast], { lat: -28.0, long: 153.43 });
    expect(sorted.map((s) => s.location.id)).toEqual([2, 1, 3]);
    expect(sorted[0]!.km).toBeLessThan(5);
    expect(Math.round(sorted[1]!.km!)).toBe(71);
    expect(sorted[2]!.km).toBeNull();
  });
});

describe('addresses and directions', () => {
  const place = location({ address: { street: '12 Wharf Street', city: 'Brisbane', state: 'qld', postcode: '4000' } });
  it('writes the address on one line with the state in capitals', () => {
    expect(addressLine(place)).toBe('12 Wharf Street, Brisbane QLD 4000');
  });
  it("Get Directions uses the place's maps link, else a directions search for the address", () => {
    expect(directionsHref(place)).toBe('https://www.google.com/maps/dir/?api=1&destination=12%20Wharf%20Street%2C%20Brisbane%20QLD%204000');
    const withLink = location({ address: { ...place.address, place_url: 'https://maps.example/harbourside' } });
    expect(directionsHref(withLink)).toBe('https://maps.example/harbourside');
  });
});

describe('locationBySlug', () => {
  it('finds each location by its own page slug', () => {
    expect(locationBySlug(all, 'harbourside-toyota', options())?.id).toBe(11);
    expect(locationBySlug(all, 'harbourside-toyota-service', options())?.id).toBe(12);
    expect(locationBySlug(all, 'harbourside-toyota-parts', options())?.id).toBe(13);
  });
  it('finds a location by its dealership slug, and never a hidden one', () => {
    const withDealership = location({ id: 16, name: 'Bayside Kia Showroom', dealership_slug: 'bayside-kia' });
    expect(locationBySlug([withDealership], 'bayside-kia', options())?.id).toBe(16);
    expect(locationBySlug(all, 'harbourside-wholesale', options())).toBeUndefined();
  });
});

describe('carYard (the car page location block)', () => {
  const yard = location({
    id: 61,
    name: 'Harbourside Mazda',
    address: { street: '88 Gateway Road', city: 'Gold Coast', state: 'qld', postcode: '4217', lat: -28.0023, long: 153.4145 },
  });

  it("pins the car's yard on the map from the site's record and directs to its address", () => {
    const car = {
      id: 61,
      name: 'Harbourside Mazda',
      address: { street: '88 Gateway Road', city: 'Gold Coast', state: 'QLD', postcode: '4217', place_url: null },
    };
    expect(carYard(car, [yard])).toEqual({
      address: '88 Gateway Road, Gold Coast QLD 4217',
      marker: { label: 'Harbourside Mazda', lat: -28.0023, long: 153.4145 },
      directions: 'https://www.google.com/maps/dir/?api=1&destination=88%20Gateway%20Road%2C%20Gold%20Coast%20QLD%204217',
    });
  });

  it("prefers the car's own maps link, and fills a missing address from the site's record", () => {
    expect(carYard({ id: 61, name: 'Harbourside Mazda', address: { place_url: 'https://maps.example/gc' } }, [yard]).directions).toBe(
      'https://maps.example/gc',
    );
    expect(carYard({ id: 61, name: 'Harbourside Mazda', address: null }, [yard]).address).toBe('88 Gateway Road, Gold Coast QLD 4217');
  });

  it('gives no pin for a yard the site does not list, and no directions without any address', () => {
    expect(carYard({ id: 62, name: 'Storage', city: 'Ipswich', state: 'qld' }, [yard])).toEqual({
      address: 'Ipswich QLD',
      marker: null,
      directions: 'https://www.google.com/maps/dir/?api=1&destination=Ipswich%20QLD',
    });
    expect(carYard({ id: 62, name: 'Storage' }, [yard])).toEqual({ address: '', marker: null, directions: null });
  });
});
