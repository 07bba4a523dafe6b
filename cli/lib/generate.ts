import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createRenderer, type Renderer } from './handlebars.ts';
import { MANIFEST_FILE, renderTenant, type RenderedTree } from './render.ts';
import { applyChanges, planChanges, withManifest, type Change } from './sync.ts';
import { listTenantSlugs } from './tenant-files.ts';
import { loadTenant } from './tenants.ts';
import type { Problem } from './problems.ts';
import type { Workspace } from './workspace.ts';

export interface TenantPlan {
  slug: string;
  siteDir: string;
  problems: Problem[];
  tree?: RenderedTree;
  changes: Change[];
}

/** Validates and renders every named tenant in memory; nothing is written. */
export async function planTenants(ws: Workspace, slugs: string[]): Promise<TenantPlan[]> {
  const renderers = new Map<string, Renderer>();
  const plans: TenantPlan[] = [];
  for (const slug of slugs) {
    const siteDir = join(ws.generatedDir, slug);
    const loaded = loadTenant(ws, slug);
    if (!loaded.tenant) {
      plans.push({ slug, siteDir, problems: loaded.problems, changes: [] });
      continue;
    }
    const template = loaded.tenant.template;
    if (!renderers.has(template)) renderers.set(template, createRenderer(ws.templatesDir));
    const tree = withManifest(await renderTenant(ws, loaded.tenant, renderers.get(template)), template, slug);
    plans.push({ slug, siteDir, problems: [], tree, changes: planChanges(siteDir, tree) });
  }
  return plans;
}

/** Writes the plans of valid tenants only; a tenant with problems keeps what it had. */
export function writePlans(plans: TenantPlan[]): void {
  for (const plan of plans) if (plan.tree && plan.problems.length === 0) applyChanges(plan.siteDir, plan.tree, plan.changes);
}

/**
 * The sites in generated/ whose tenant is gone (renamed or removed): no tenants/<slug>.json names them. Only folders
 * generate made (they hold its manifest) count, so --prune never removes anything else kept there.
 */
export function orphanedSites(ws: Workspace): string[] {
  if (!existsSync(ws.generatedDir)) return [];
  const tenants = new Set(listTenantSlugs(ws));
  return readdirSync(ws.generatedDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !tenants.has(entry.name) && existsSync(join(ws.generatedDir, entry.name, MANIFEST_FILE)))
    .map((entry) => entry.name)
    .sort();
}

export function removeSites(ws: Workspace, slugs: string[]): void {
  for (const slug of slugs) rmSync(join(ws.generatedDir, slug), { recursive: true, force: true });
}
