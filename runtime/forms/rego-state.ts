/** The state the trade-in wizard's rego starts in, and the primary location it comes from (a form without a car is for its dealership too). */
import type { Tenant } from '../../schema/tenant.ts';

/** The site's primary location, else its first: the schema asks for at least one location. */
export function primaryLocation(site: Pick<Tenant, 'locations'>): Tenant['locations'][number] {
  return site.locations.find((location) => location.primary) ?? site.locations[0]!;
}

/** The site's `forms.defaultState`, else its primary location's state (the first location's without one): an Adelaide dealer starts on SA. */
export function defaultRegoState(site: Pick<Tenant, 'forms' | 'locations'>): string {
  return site.forms.defaultState ?? primaryLocation(site).address.state;
}
