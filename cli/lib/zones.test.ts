import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { loadTenant } from './tenants.ts';
import { workspace } from './workspace.ts';
import { siteZoneRules, siteZones, STATE_TIME_ZONES } from './zones.ts';

describe('the zones a generated site knows', () => {
  const harbourside = loadTenant(workspace(), 'harbourside-auto-group').tenant!;

  it('are the platform’s, the site’s and every promo tile’s, once each', () => {
    const tile = { id: 'sale', title: 'Sale', href: 'https://example.com/sale', position: 1, timeZone: 'Australia/Perth', display: [], strictDisplay: false };
    const tenant = tenantSchema.parse({
      ...harbourside,
      timeZone: 'Australia/Sydney',
      search: { ...harbourside.search, promoTiles: [tile, { ...tile, id: 'again' }] },
    });
    expect(siteZones(tenant)).toEqual(['Australia/Brisbane', 'Australia/Perth', 'Australia/Sydney']);
  });

  it('come with their offsets over the rule years', () => {
    const rules = siteZoneRules(harbourside);
    expect(Object.keys(rules)).toEqual(siteZones(harbourside));
    expect(rules['Australia/Brisbane']).toEqual({ from: Date.UTC(2000, 0, 1), to: Date.UTC(2060, 0, 1), changes: [[Date.UTC(2000, 0, 1), 10 * 3_600_000]] });
  });
});

describe('the zone of each state', () => {
  it('is one Intl knows, the capital’s', () => {
    for (const zone of Object.values(STATE_TIME_ZONES)) expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: zone })).not.toThrow();
    expect(STATE_TIME_ZONES).toMatchObject({ vic: 'Australia/Melbourne', wa: 'Australia/Perth', act: 'Australia/Sydney', nt: 'Australia/Darwin' });
  });
});
