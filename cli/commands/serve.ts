import type { Command } from 'commander';
import { parsePortOrDefault } from '../lib/ports.ts';
import { workspace } from '../lib/workspace.ts';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('Serve the built sites by host name (<slug>.localhost or their domains), with the API')
    .option('--port <n>', 'port to listen on', (value) => parsePortOrDefault(value), 4000)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--tenant <slug>', 'serve only this tenant, whatever the host name')
    .action(async (options: { port: number; host: string; tenant?: string }) => {
      const { startServer } = await import('../lib/serve.ts');
      await startServer(workspace(), options);
    });
}
