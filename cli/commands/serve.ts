import { Option, type Command } from 'commander';
import { parsePortOrDefault } from '../lib/ports.ts';
import { workspace } from '../lib/workspace.ts';

/** Options the commands that run the dealer server share. */
export function serverOptions(command: Command): Command {
  return command
    .option('--data-dir <dir>', 'where leads, sessions and search documents are kept', '.data')
    .option('--master-key <key>', 'search engine master key (default: $DEALER_MASTER_KEY, else a new one each run)')
    .addOption(
      new Option('--sample-stock [cars]', 'fill each tenant\'s empty search index with this many seeded sample cars (default 2000)').argParser((value) => {
        const cars = Number(value);
        if (!Number.isInteger(cars) || cars < 1) throw new Error(`--sample-stock takes a whole number of cars, not ${value}`);
        return cars;
      }),
    );
}

export function registerServe(program: Command): void {
  serverOptions(
    program
      .command('serve')
      .description('Serve the built sites by host name (<slug>.localhost or their domains), with the API, search engine and media')
      .option('--port <n>', 'port to listen on', (value) => parsePortOrDefault(value), 4000)
      .option('--host <address>', 'address to listen on', '127.0.0.1')
      .option('--tenant <slug>', 'serve only this tenant, whatever the host name'),
  ).action(async (options: { port: number; host: string; tenant?: string; dataDir: string; masterKey?: string; sampleStock?: number | true }) => {
    const { startServer, DEFAULT_SAMPLE_CARS } = await import('../lib/serve.ts');
    const { sampleStock, ...rest } = options;
    const cars = sampleStock === true ? DEFAULT_SAMPLE_CARS : sampleStock;
    await startServer(workspace(), { ...rest, ...(cars ? { sampleStock: cars } : {}) });
  });
}
