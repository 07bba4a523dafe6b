import { describe, expect, it } from 'vitest';
import { TENANT_RULES } from './rules.ts';
import { sampleTenant } from './sample-tenants.fixture.ts';
import { tenantSchema } from './tenant.ts';

const harbourside = () => sampleTenant('harbourside-auto-group');

describe('copyPagePathsFree', () => {
  it('passes the sample group with its top-level pages and own brands', () => {
    expect(TENANT_RULES.copyPagePathsFree(harbourside())).toEqual([]);
  });
  it('refuses a top-level page or own brand at a path the site already uses, or twice', () => {
    const t = harbourside();
    const clashing = tenantSchema.parse({
      ...t,
      pages: { ...t.pages, topLevelPages: ['service', 'ultratek'] },
      brands: {
        ...t.brands,
        ownBrands: [
          { name: 'Ultratek', path: '/ultratek' },
          { name: 'Fleet', path: '/fleet' },
        ],
      },
    });
    expect(TENANT_RULES.copyPagePathsFree(clashing)).toEqual([
      { path: ['pages', 'topLevelPages', 0], message: '/service is already a page of this site: choose another path' },
      { path: ['brands', 'ownBrands', 0, 'path'], message: '/ultratek is already a page of this site: choose another path' },
      { path: ['brands', 'ownBrands', 1, 'path'], message: '/fleet is already a page of this site: choose another path' },
    ]);
  });
});

describe('timeZoneKnown', () => {
  it('names every unknown zone with its path: the site’s own and each promo tile’s', () => {
    const t = harbourside();
    const tile = {
      id: 'sale',
      title: 'Sale',
      href: 'https://example.com/sale',
      position: 1,
      timeZone: 'Australia/Brisbane',
      display: [],
      strictDisplay: false,
    };
    const unknown = tenantSchema.parse({
      ...t,
      timeZone: 'Mars/Olympus',
      search: { ...t.search, promoTiles: [tile, { ...tile, id: 'later', timeZone: 'Australia/Nowhere' }] },
    });
    expect(TENANT_RULES.timeZoneKnown(unknown)).toEqual([
      { path: ['timeZone'], message: 'Unknown time zone "Mars/Olympus": use an IANA name like Australia/Brisbane' },
      { path: ['search', 'promoTiles', 1, 'timeZone'], message: 'Unknown time zone "Australia/Nowhere": use an IANA name like Australia/Brisbane' },
    ]);
    expect(TENANT_RULES.timeZoneKnown(t)).toEqual([]);
  });
});

describe('locationIdsExist', () => {
  it('refuses a lead delivery target for a location the tenant does not have', () => {
    const t = harbourside();
    const config = tenantSchema.parse({
      ...t,
      leads: { delivery: [{ type: 'email', to: ['service@harbourside.example.com'], locations: [12, 793] }] },
    });
    expect(TENANT_RULES.locationIdsExist(config)).toEqual([
      { path: ['leads', 'delivery', 0, 'locations', 1], message: expect.stringMatching(/^Location 793 does not exist; known location ids are 11, 12/) },
    ]);
  });
});
