import { join } from 'node:path';
import type { Command } from 'commander';
import { serverFlags, serverOptions, type ServerFlags } from './serve.ts';
import { planTenants, writePlans } from '../lib/generate.ts';
import { colour, say } from '../lib/output.ts';
import { PROBLEMS } from '../lib/problem-catalogue.ts';
import { UserError } from '../lib/problems.ts';
import { parsePortOrDefault } from '../lib/ports.ts';
import { workspace } from '../lib/workspace.ts';

export function registerDev(program: Command): void {
  serverOptions(
    program
      .command('dev')
      .description("Run one site with Vite's dev server (hot reload), with the dealer server's API beside it")
      .argument('<slug>', 'tenant to develop')
      .option('--port <n>', 'Vite port', '5173')
      .option('--api-port <n>', 'dealer server port', '4000'),
  ).action(async (slug: string, options: ServerFlags & { port: string; apiPort: string }) => {
    const ws = workspace();
    const plans = await planTenants(ws, [slug]);
    if (plans[0]!.problems.length) throw new UserError(PROBLEMS.TenantHasProblems(slug), { problems: plans[0]!.problems });
    writePlans(plans);
    const [{ startServer, DEFAULT_SAMPLE_CARS }, { createServer: createViteServer }] = await Promise.all([import('../lib/serve.ts'), import('vite')]);
    const { app: api } = await startServer(ws, {
      port: parsePortOrDefault(options.apiPort),
      host: '127.0.0.1',
      tenant: slug,
      demo: true,
      ...serverFlags(options, DEFAULT_SAMPLE_CARS),
    });
    const address = api.server.address();
    process.env.DEALER_API_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.apiPort}`;
    const vite = await createViteServer({
      configFile: join(plans[0]!.siteDir, 'vite.config.ts'),
      server: { port: parsePortOrDefault(options.port), host: '127.0.0.1' },
    });
    await vite.listen();
    say(`${colour.green('✔')} ${slug} dev server: ${colour.bold(vite.resolvedUrls?.local[0] ?? '')} (API at ${process.env.DEALER_API_URL})`);
  });
}
