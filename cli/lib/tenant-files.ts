/** Where a workspace keeps its tenants' files. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Workspace } from './workspace.ts';

export function tenantFile(ws: Workspace, slug: string): string {
  return join(ws.tenantsDir, `${slug}.json`);
}

export function listTenantSlugs(ws: Workspace): string[] {
  if (!existsSync(ws.tenantsDir)) return [];
  return readdirSync(ws.tenantsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}
