/** The zone rules a generated site ships with (runtime/site/zone-rules.ts), for every zone it works in. */
import { SALES_COUNTER_TIME_ZONE, SITE_TIME_ZONE } from '../../runtime/site/constants.ts';
import { ZONE_RULE_YEARS, type ZoneRules, type ZoneSpan } from '../../runtime/site/zone-rules.ts';
import { zoneRulesFor } from '../../runtime/site/zoned-time.ts';
import type { AU_STATES } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';

/** The zone each state keeps its clocks in: a new dealer's site takes its first location's. */
export const STATE_TIME_ZONES = {
  act: 'Australia/Sydney',
  nsw: 'Australia/Sydney',
  nt: 'Australia/Darwin',
  qld: 'Australia/Brisbane',
  sa: 'Australia/Adelaide',
  tas: 'Australia/Hobart',
  vic: 'Australia/Melbourne',
  wa: 'Australia/Perth',
} as const satisfies Record<(typeof AU_STATES)[number], string>;

/** The zones a site works in: the platform's own, the site's, and any its config names (promo tiles, say). */
export function siteZones(tenant: Tenant): string[] {
  const zones = new Set([SITE_TIME_ZONE, SALES_COUNTER_TIME_ZONE]);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'timeZone' && typeof inner === 'string') zones.add(inner);
        else visit(inner);
      }
  };
  visit(tenant);
  return [...zones].sort();
}

// Working out a zone takes tens of milliseconds; generating many sites works out each zone once.
const spans = new Map<string, ZoneSpan>();

export function siteZoneRules(tenant: Tenant): ZoneRules {
  return Object.fromEntries(
    siteZones(tenant).map((zone) => {
      let span = spans.get(zone);
      if (!span) spans.set(zone, (span = zoneRulesFor([zone], ZONE_RULE_YEARS.from, ZONE_RULE_YEARS.to)[zone]!));
      return [zone, span];
    }),
  );
}
