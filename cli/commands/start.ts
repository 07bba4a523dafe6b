import type { Command } from 'commander';
import { serverFlags, serverOptions, type ServerFlags } from './serve.ts';
import { buildSiteInWorker } from '../lib/build.ts';
import { planTenants, writePlans } from '../lib/generate.ts';
import { colour, say } from '../lib/output.ts';
import { PROBLEMS } from '../lib/problem-catalogue.ts';
import { UserError } from '../lib/problems.ts';
import { parsePortOrDefault } from '../lib/ports.ts';
import { drawWithProductionReact } from '../lib/production-react.ts';
import { closest } from '../lib/suggest.ts';
import { listTenantSlugs } from '../lib/tenant-files.ts';
import { workspace } from '../lib/workspace.ts';

export const DEMO_TENANT = 'harbourside-auto-group';

export function registerStart(program: Command): void {
  serverOptions(
    program
      .command('start')
      .description('Generate, build and serve one tenant (the demo tenant by default): what `npm start` runs')
      .argument('[slug]', 'tenant to start', DEMO_TENANT)
      .option('--port <n>', 'port to listen on (default: $PORT or 4000)'),
  ).action(async (slug: string, options: ServerFlags & { port?: string }) => {
    const ws = workspace();
    const slugs = listTenantSlugs(ws);
    if (!slugs.includes(slug)) throw new UserError(PROBLEMS.TenantNotFound(slug, closest(slug, slugs)));
    const plans = await planTenants(ws, [slug]);
    if (plans[0]!.problems.length) throw new UserError(PROBLEMS.TenantHasProblems(slug), { problems: plans[0]!.problems });
    writePlans(plans);
    say(`Building ${slug}…`);
    const result = await buildSiteInWorker(plans[0]!.siteDir);
    if (!result.ok) throw new UserError(PROBLEMS.SiteBuildFailed(slug, result.errors));
    say(`${colour.green('✔')} built in ${((result.typecheckMs + result.buildMs) / 1000).toFixed(1)}s`);
    drawWithProductionReact();
    const { startServer, DEFAULT_SAMPLE_CARS } = await import('../lib/serve.ts');
    await startServer(ws, {
      port: parsePortOrDefault(options.port ?? process.env.PORT),
      host: '127.0.0.1',
      tenant: slug,
      demo: true,
      ...serverFlags(options, DEFAULT_SAMPLE_CARS),
    });
    say('Press Ctrl+C to stop.');
  });
}
