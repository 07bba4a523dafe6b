import { InvalidArgumentError, Option, type Command } from 'commander';
import { parsePortOrDefault } from '../lib/ports.ts';
import type { SecurityFlags } from '../lib/serve-security.ts';
import { workspace } from '../lib/workspace.ts';
import { drawWithProductionReact } from '../lib/production-react.ts';

export interface ServerFlags {
  dataDir: string;
  databaseUrl?: string;
  masterKey?: string;
  searchUrl?: string;
  searchKey?: string;
  sampleStock?: number | true;
}

/** The server options from the shared flags; `--sample-stock` alone means the default count. */
export function serverFlags(
  flags: ServerFlags,
  defaultCars?: number,
): { dataDir: string; databaseUrl?: string; masterKey?: string; searchUrl?: string; searchKey?: string; sampleStock?: number } {
  const cars = flags.sampleStock === true ? DEFAULT_CARS : (flags.sampleStock ?? defaultCars);
  return {
    dataDir: flags.dataDir,
    ...(flags.databaseUrl ? { databaseUrl: flags.databaseUrl } : {}),
    ...(flags.masterKey ? { masterKey: flags.masterKey } : {}),
    ...(flags.searchUrl ? { searchUrl: flags.searchUrl } : {}),
    ...(flags.searchKey ? { searchKey: flags.searchKey } : {}),
    ...(cars ? { sampleStock: cars } : {}),
  };
}

// Mirrors DEFAULT_SAMPLE_CARS in lib/serve.ts without loading the server at start-up.
const DEFAULT_CARS = 2000;

/** Options the commands that run the dealer server share. */
export function serverOptions(command: Command): Command {
  return command
    .option('--data-dir <dir>', 'where leads, sessions and search documents are kept', '.data')
    .option(
      '--database-url <url>',
      'keep leads, sessions and the other stores in this PostgreSQL database, which any number of servers can share, instead of a SQLite file in --data-dir (default: $DEALER_DATABASE_URL)',
    )
    .option('--master-key <key>', 'search engine master key (default: $DEALER_MASTER_KEY, else a new one each run)')
    .option('--search-url <url>', 'keep and search the stock in this Meilisearch instead of the embedded engine (default: $DEALER_SEARCH_URL)')
    .option('--search-key <key>', "that Meilisearch's master key (default: $DEALER_SEARCH_MASTER_KEY)")
    .addOption(
      new Option('--sample-stock [cars]', "fill each tenant's empty search index with this many seeded sample cars (default 2000)").argParser((value) => {
        const cars = Number(value);
        if (!Number.isInteger(cars) || cars < 1) throw new InvalidArgumentError('Must be a whole number of cars.');
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
      .option('--tenant <slug>', 'serve only this tenant, whatever the host name')
      .option('--demo', 'the demo, on loopback only: sign-in codes go to an outbox at /api/dev/outbox instead of $DEALER_SMS_WEBHOOK_URL')
      .option('--sample-content', "show made-up offers, reviews, blog cards and page copy, labelled as sample, where a tenant's config has none")
      .option(
        '--public-origin <url>',
        'where shoppers reach the server, e.g. https://cars.example.com.au; https makes cookies Secure and adds HSTS (default: $DEALER_PUBLIC_ORIGIN)',
      )
      .option(
        '--trust-proxy <proxies>',
        "believe X-Forwarded-* from these proxies: 'true' for any, or addresses and CIDR ranges, comma-separated (default: $DEALER_TRUST_PROXY)",
      )
      .option('--no-log', 'no JSON request and error logs on stdout'),
  ).action(async (options: ServerFlags & SecurityFlags & { port: number; host: string; tenant?: string; log: boolean; sampleContent?: boolean }) => {
    drawWithProductionReact();
    const { startServer } = await import('../lib/serve.ts');
    const { demo, publicOrigin, trustProxy } = options;
    const security = { ...(demo ? { demo } : {}), ...(publicOrigin ? { publicOrigin } : {}), ...(trustProxy ? { trustProxy } : {}) };
    await startServer(workspace(), {
      port: options.port,
      host: options.host,
      ...(options.tenant ? { tenant: options.tenant } : {}),
      logger: options.log,
      ...(options.sampleContent ? { sampleContent: true } : {}),
      ...security,
      ...serverFlags(options),
    });
  });
}
