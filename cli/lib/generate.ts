import { join } from 'node:path';
import { createRenderer, type Renderer } from './handlebars.ts';
import { renderTenant, type RenderedTree } from './render.ts';
import { applyChanges, planChanges, withManifest, type Change } from './sync.ts';
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
