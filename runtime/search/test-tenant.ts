import { tenantSchema } from '../../schema/tenant.ts';
import type { Tenant, TenantInput } from '../../schema/tenant.ts';

/** A minimal valid tenant with schema defaults, its `search` options overridden for a test. */
export function testSearchOptions(search: TenantInput['search'] = {}): Tenant['search'] {
  return tenantSchema.parse({
    slug: 'bayside-motors',
    id: 1,
    name: 'Bayside Motors',
    template: 'group',
    phones: { main: '07 3123 4567' },
    locations: [{ id: 1, name: 'Bayside Motors', phone: '07 3123 4567', address: { street: '1 Bay St', city: 'Brisbane', state: 'qld', postcode: '4000' } }],
    search,
  }).search;
}
