/**
 * Cross-field rules of the tenant config. Zod refinements would not reach the JSON Schema, so these
 * are named functions that `dealer-gen validate` runs after the schema has passed.
 */
import { sitePlan } from './site-plan.ts';
import type { Tenant } from './tenant.ts';

export interface RuleProblem {
  path: (string | number)[];
  message: string;
}

type Rule = (tenant: Tenant) => RuleProblem[];

const locationIdsExist: Rule = (t) => {
  const ids = new Set(t.locations.map((l) => l.id));
  const missing = (path: RuleProblem['path'], id: number): RuleProblem => ({
    path,
    message: `Location ${id} does not exist; known location ids are ${[...ids].join(', ')}`,
  });
  return [
    ...t.vehicle.stickyCtaHiddenLocationIds.flatMap((id, i) => (ids.has(id) ? [] : [missing(['vehicle', 'stickyCtaHiddenLocationIds', i], id)])),
    ...t.locationOptions.pickerExcludeIds.flatMap((id, i) => (ids.has(id) ? [] : [missing(['locationOptions', 'pickerExcludeIds', i], id)])),
    ...t.locationOptions.specialHours.flatMap((h, i) =>
      h.location_id === undefined || ids.has(h.location_id) ? [] : [missing(['locationOptions', 'specialHours', i, 'location_id'], h.location_id)],
    ),
    ...t.locations.flatMap((l, i) =>
      l.distribution_locations.flatMap((id, j) => (ids.has(id) ? [] : [missing(['locations', i, 'distribution_locations', j], id)])),
    ),
    ...t.leads.delivery.flatMap((target, i) =>
      (target.locations ?? []).flatMap((id, j) => (ids.has(id) ? [] : [missing(['leads', 'delivery', i, 'locations', j], id)])),
    ),
  ];
};

const uniqueIds: Rule = (t) => {
  const seen = new Map<string, number>();
  return t.locations.flatMap((l, i) => {
    const problems: RuleProblem[] = [];
    for (const [key, value] of [
      ['id', l.id],
      ['slug', l.slug],
    ] as const) {
      if (value === undefined) continue;
      const first = seen.get(`${key}:${value}`);
      if (first !== undefined) problems.push({ path: ['locations', i, key], message: `Location ${key} ${value} is already used by locations[${first}]` });
      else seen.set(`${key}:${value}`, i);
    }
    return problems;
  });
};

const dealershipIdsExist: Rule = (t) => {
  if (t.dealerships.length === 0) return [];
  const ids = new Set(t.dealerships.map((d) => d.id));
  const message = (id: number) => `Dealership ${id} does not exist; known dealership ids are ${[...ids].join(', ')}`;
  return [
    ...t.locations.flatMap((l, i) =>
      l.dealership_id === undefined || ids.has(l.dealership_id) ? [] : [{ path: ['locations', i, 'dealership_id'], message: message(l.dealership_id) }],
    ),
    ...t.finance.box.hiddenForDealershipIds.flatMap((id, i) =>
      ids.has(id) ? [] : [{ path: ['finance', 'box', 'hiddenForDealershipIds', i], message: message(id) }],
    ),
  ];
};

const promoWindows: Rule = (t) =>
  t.search.promoTiles.flatMap((tile, i) =>
    tile.start && tile.expiry && Date.parse(tile.expiry) <= Date.parse(tile.start)
      ? [{ path: ['search', 'promoTiles', i, 'expiry'], message: `Expiry ${tile.expiry} must be after start ${tile.start}` }]
      : [],
  );

const weekdaysOnce: Rule = (t) =>
  t.locations.flatMap((l, i) =>
    l.opening_hours.flatMap((h, j) =>
      l.opening_hours.findIndex((other) => other.weekday === h.weekday) < j
        ? [{ path: ['locations', i, 'opening_hours', j, 'weekday'], message: `Weekday ${h.weekday} is listed twice for ${l.name}` }]
        : [],
    ),
  );

const openDaysHaveHours: Rule = (t) =>
  t.locations.flatMap((l, i) =>
    l.opening_hours.flatMap((h, j) =>
      h.status === 'Open' && !h.formated_hours && (!h.open || !h.close)
        ? [{ path: ['locations', i, 'opening_hours', j], message: 'An open day needs open and close times (or formated_hours)' }]
        : [],
    ),
  );

const patternCompiles: Rule = (t) => {
  const pattern = t.locationOptions.hiddenNamePattern;
  if (pattern === null) return [];
  try {
    new RegExp(pattern);
    return [];
  } catch (error) {
    return [{ path: ['locationOptions', 'hiddenNamePattern'], message: `Not a valid regular expression: ${(error as Error).message}` }];
  }
};

const subscriptionsEnabled: Rule = (t) => {
  if (t.subscriptions) return [];
  const needs = 'needs "subscriptions": true';
  return [
    ...t.search.sortOptions.flatMap((s, i) =>
      s.includes('Subscription') ? [{ path: ['search', 'sortOptions', i], message: `Sort option ${s} ${needs}` }] : [],
    ),
    ...t.search.facets.flatMap((f, i) => (f === 'subscription_price' ? [{ path: ['search', 'facets', i], message: `Facet ${f} ${needs}` }] : [])),
  ];
};

const brandTemplateHasManufacturer: Rule = (t) =>
  t.template === 'brand' && t.manufacturer === null
    ? [{ path: ['manufacturer'], message: 'The brand template is for a single-manufacturer site: set "manufacturer", or use the group template' }]
    : [];

const searchPathsAgree: Rule = (t) =>
  t.search.defaultPath.startsWith(`/${t.search.pathPrefix}`)
    ? []
    : [{ path: ['search', 'defaultPath'], message: `Must start with /${t.search.pathPrefix} to match search.pathPrefix` }];

const financeRanges: Rule = (t) => {
  const problems: RuleProblem[] = [];
  const { calculator, provider } = t.finance;
  if (calculator.defaultTermYears > calculator.termMax)
    problems.push({ path: ['finance', 'calculator', 'defaultTermYears'], message: `Must not exceed termMax (${calculator.termMax})` });
  if (provider && provider.interestMin > provider.interestMax)
    problems.push({ path: ['finance', 'provider', 'interestMin'], message: `Must not exceed interestMax (${provider.interestMax})` });
  if (provider && (calculator.defaultInterest < provider.interestMin || calculator.defaultInterest > provider.interestMax))
    problems.push({
      path: ['finance', 'calculator', 'defaultInterest'],
      message: `Must be within the provider's interest range ${provider.interestMin} to ${provider.interestMax}`,
    });
  return problems;
};

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const unknownTimeZone = (timeZone: string) => `Unknown time zone "${timeZone}": use an IANA name like Australia/Brisbane`;

const timeZoneKnown: Rule = (t) => [
  ...(isKnownTimeZone(t.timeZone) ? [] : [{ path: ['timeZone'], message: unknownTimeZone(t.timeZone) }]),
  ...t.search.promoTiles.flatMap((tile, i) =>
    isKnownTimeZone(tile.timeZone) ? [] : [{ path: ['search', 'promoTiles', i, 'timeZone'], message: unknownTimeZone(tile.timeZone) }],
  ),
];

const deliveryRangesOrdered: Rule = (t) =>
  t.vehicle.deliveryRegions.flatMap((r, i) =>
    r.from > r.to ? [{ path: ['vehicle', 'deliveryRegions', i, 'to'], message: `Must not be below from (${r.from})` }] : [],
  );

// A copy page at a path the site already uses would be dropped from its routes without a word; say so instead.
const copyPagePathsFree: Rule = (t) => {
  const taken = new Set(sitePlan({ ...t, pages: { ...t.pages, topLevelPages: [] }, brands: { ...t.brands, ownBrands: [] } }).routes.map((r) => r.path));
  const wanted: { path: RuleProblem['path']; route: string }[] = [
    ...t.pages.topLevelPages.map((slug, i) => ({ path: ['pages', 'topLevelPages', i], route: `/${slug}` })),
    ...t.brands.ownBrands.map((brand, i) => ({ path: ['brands', 'ownBrands', i, 'path'], route: brand.path })),
  ];
  return wanted.flatMap(({ path, route }) => {
    if (taken.has(route)) return [{ path, message: `${route} is already a page of this site: choose another path` }];
    taken.add(route);
    return [];
  });
};

export const TENANT_RULES = {
  timeZoneKnown,
  deliveryRangesOrdered,
  locationIdsExist,
  uniqueIds,
  dealershipIdsExist,
  promoWindows,
  weekdaysOnce,
  openDaysHaveHours,
  patternCompiles,
  subscriptionsEnabled,
  brandTemplateHasManufacturer,
  searchPathsAgree,
  financeRanges,
  copyPagePathsFree,
} satisfies Record<string, Rule>;

export function checkTenantRules(tenant: Tenant): RuleProblem[] {
  return Object.values(TENANT_RULES).flatMap((rule) => rule(tenant));
}
