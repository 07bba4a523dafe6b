/**
 * The repository's own sample tenants, parsed by the schema, for tests below the CLI (schema, server, runtime).
 * The CLI's loader adds file positions and hints for people; a test only needs the tenant or a loud failure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tenantSchema, type Tenant } from './tenant.ts';

/** The repository root: where `tenants/`, `generated/` and `bin/` live. */
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Every sample tenant's slug, sorted. */
export function sampleTenantSlugs(): string[] {
  return readdirSync(`${REPO_ROOT}tenants`)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export function sampleTenant(slug: string): Tenant {
  const file = `${REPO_ROOT}tenants/${slug}.json`;
  const parsed = tenantSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} does not match the tenant schema`, { cause: parsed.error });
  return parsed.data;
}
