/** The results page's Show Me count and label, and the card it shows when nothing matches. */
import { formatCount } from '../site/numbers.ts';
import type { Tenant } from '../../schema/tenant.ts';
import {
  CLEAR_FILTERS_TEXT,
  NO_RESULTS_OFFERS_TEXT,
  NO_RESULTS_TEXT,
  NO_RESULTS_TITLE,
  SHOW_ME_COUNT_CAP,
  SHOW_ME_TEXT,
  SPECIAL_OFFERS_PATH,
} from '../site/constants.ts';
import type { FacetCounts } from './facets.ts';
import type { SearchPath } from './state.ts';

/**
 * The Show Me button's count. Counts above 1999 are treated as capped, so the count comes from
 * facet totals instead: the car_type counts summed, or the in-stock status count where the
 * tenant says so.
 */
export function showMeCount(count: number, facets: Readonly<Record<string, FacetCounts>>, search: Pick<Tenant['search'], 'showMeCountFrom'>): number {
  if (count <= SHOW_ME_COUNT_CAP) return count;
  if (search.showMeCountFrom === 'inStock') return facets.status?.in_stock ?? count;
  return Object.values(facets.car_type ?? {}).reduce((sum, n) => sum + n, 0) || count;
}

/** 'Show Me 1 Car', 'Show Me 25 Cars'. */
export function showMeLabel(count: number): string {
  return SHOW_ME_TEXT.replace('{count}', formatCount(count)).replace('{cars}', count === 1 ? 'Car' : 'Cars');
}

export interface NoResultsCard {
  title: string;
  description: string;
  button: { label: string; href: string };
}

export function noResultsCard(path: SearchPath, defaultPath: string): NoResultsCard {
  return path.offers
    ? { title: NO_RESULTS_TITLE, description: NO_RESULTS_OFFERS_TEXT, button: { label: CLEAR_FILTERS_TEXT, href: SPECIAL_OFFERS_PATH } }
    : { title: NO_RESULTS_TITLE, description: NO_RESULTS_TEXT, button: { label: CLEAR_FILTERS_TEXT, href: defaultPath } };
}
