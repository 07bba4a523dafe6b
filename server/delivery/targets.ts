/** Which of a tenant's delivery targets take a lead: each whose departments and locations, where it names them, include the lead's. */
import type { LeadDeliveryCategory } from '../../schema/lists.ts';
import type { LeadDeliveryTarget } from '../../schema/tenant.ts';

export function targetsFor(targets: readonly LeadDeliveryTarget[], lead: { category: LeadDeliveryCategory; locationId: number | null }): LeadDeliveryTarget[] {
  return targets.filter(
    (target) =>
      (!target.categories || target.categories.includes(lead.category)) &&
      // A target for some locations takes only leads known to be for one of them.
      (!target.locations || (lead.locationId !== null && target.locations.includes(lead.locationId))),
  );
}
