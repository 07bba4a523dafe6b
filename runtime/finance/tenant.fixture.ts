/** Test fixtures: finance settings resolved by the real tenant schema, so tests see its defaults. */
import { tenantSchema, type Tenant, type TenantInput } from '../../schema/tenant.ts';

export function financeSettings(input: NonNullable<TenantInput['finance']> = {}): Tenant['finance'] {
  return tenantSchema.shape.finance.parse(input);
}

export const provider = (input: Partial<NonNullable<NonNullable<TenantInput['finance']>['provider']>> = {}) =>
  financeSettings({ provider: { key: 'harbour-finance', name: 'Harbour Finance', ...input } }).provider!;
