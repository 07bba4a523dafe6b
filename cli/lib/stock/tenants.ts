/** Loads the tenants sample stock is spread over, validated by the tenant schema. */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { tenantSchema } from '../../../schema/tenant.ts';
import type { Tenant } from '../../../schema/tenant.ts';
import { StockError } from './errors.ts';

/**
 * Every `<dir>/*.json` tenant, or only `slugs` when given, sorted by slug so the sample does not
 * depend on directory order. All unreadable or invalid tenants and unknown slugs are reported together.
 */
export async function loadTenants(dir: string, slugs: readonly string[] = []): Promise<Tenant[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const available = files.map((f) => basename(f, '.json'));
  const problems = slugs.filter((s) => !available.includes(s)).map((s) => `No tenant "${s}" in ${dir} (available: ${available.join(', ')})`);
  const wanted = slugs.length > 0 ? files.filter((f) => slugs.includes(basename(f, '.json'))) : files;
  const tenants: Tenant[] = [];
  for (const file of wanted) {
    const path = join(dir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      problems.push(`${path}: ${(error as Error).message}`);
      continue;
    }
    const result = tenantSchema.safeParse(raw);
    if (result.success) tenants.push(result.data);
    else problems.push(...result.error.issues.map((issue) => `${path}: ${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  if (problems.length > 0) throw new StockError('Cannot load the tenants for sample stock:', problems);
  if (tenants.length === 0) throw new StockError(`No tenants found in ${dir}.`);
  return tenants.sort((a, b) => a.slug.localeCompare(b.slug));
}
