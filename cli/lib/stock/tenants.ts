/** Loads the tenants sample stock is spread over, validated by the tenant schema. */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { tenantSchema } from '../../../schema/tenant.ts';
import type { Tenant } from '../../../schema/tenant.ts';
import { PROBLEMS } from '../problem-catalogue.ts';
import { formatPath, UserError, type PathSegment, type Problem } from '../problems.ts';
import { closest } from './suggest.ts';

/**
 * Every `<dir>/*.json` tenant, or only `slugs` when given, sorted by slug so the sample does not
 * depend on directory order. All unreadable or invalid tenants and unknown slugs are reported together.
 */
export async function loadTenants(dir: string, slugs: readonly string[] = []): Promise<Tenant[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const available = files.map((f) => basename(f, '.json'));
  const problems: Problem[] = slugs
    .filter((s) => !available.includes(s))
    .map((s) => ({ file: dir, path: '', ...PROBLEMS.TenantNotFound(s, closest(s, available)) }));
  const wanted = slugs.length > 0 ? files.filter((f) => slugs.includes(basename(f, '.json'))) : files;
  const tenants: Tenant[] = [];
  for (const file of wanted) {
    const path = join(dir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      problems.push({ file: path, path: '', ...PROBLEMS.InvalidJson((error as Error).message) });
      continue;
    }
    const result = tenantSchema.safeParse(raw);
    if (result.success) tenants.push(result.data);
    else
      problems.push(
        ...result.error.issues.map((issue) => ({
          file: path,
          path: formatPath(issue.path as PathSegment[]),
          ...PROBLEMS.SchemaIssue(issue.message, issue.code),
        })),
      );
  }
  if (problems.length > 0) throw new UserError(PROBLEMS.SampleTenantsInvalid(dir), { problems });
  if (tenants.length === 0) throw new UserError(PROBLEMS.NoTenants(dir));
  return tenants.sort((a, b) => a.slug.localeCompare(b.slug));
}
