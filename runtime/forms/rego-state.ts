/** The state the trade-in wizard's rego starts in. */
import type { Tenant } from '../../schema/tenant.ts';

/** The site's `forms.defaultState`, else its primary location's state (the first location's without one): an Adelaide dealer starts on SA. */
export function defaultRegoState(site: Pick<Tenant, 'forms' | 'locations'>): string {
  if (site.forms.defaultState) return site.forms.defaultState;
  // The schema asks for at least one location.
  return (site.locations.find((location) => location.primary) ?? site.locations[0]!).address.state;
}
