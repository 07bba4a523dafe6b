import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../server/app.ts';
import { colour, say, sayProblems } from './output.ts';
import { UserError } from './problems.ts';
import { listTenantSlugs, loadTenant } from './tenants.ts';
import type { Workspace } from './workspace.ts';

export interface ServeOptions {
  port: number;
  host: string;
  tenant?: string;
}

/** Starts the dealer server for every valid tenant (or the one named) and prints where each site is. */
export async function startServer(ws: Workspace, options: ServeOptions): Promise<FastifyInstance> {
  const slugs = options.tenant ? [options.tenant] : listTenantSlugs(ws);
  const sites = slugs.flatMap((slug) => {
    const loaded = loadTenant(ws, slug);
    if (loaded.tenant) return [{ tenant: loaded.tenant, distDir: join(ws.generatedDir, slug, 'dist') }];
    say(`${colour.yellow('!')} ${slug} is not served: its config has problems`);
    sayProblems(loaded.problems);
    return [];
  });
  if (sites.length === 0) throw new UserError('No valid tenant to serve');
  const app = await createServer({ sitesDir: ws.generatedDir, sites, ...(options.tenant ? { only: options.tenant } : {}) });
  const address = await app.listen({ port: options.port, host: options.host });
  const port = new URL(address).port;
  for (const site of sites) say(`${colour.green('✔')} ${site.tenant.name}: ${colour.bold(options.tenant ? address : `http://${site.tenant.slug}.localhost:${port}/`)}`);
  return app;
}
