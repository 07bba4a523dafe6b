/**
 * PostgreSQL for the store tests: a throwaway cluster per test file (initdb into a temp dir, on a free loopback
 * port, stopped and removed after), or the server `DEALER_TEST_DATABASE_URL` names. Either way each call of
 * `newDatabase` gives an empty database of the caller's own. Without PostgreSQL's binaries it fails, saying how
 * to install them: store tests never skip an engine.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export interface TestPostgres {
  /** The URL of a new, empty database. */
  newDatabase(): Promise<string>;
  /** Drops the databases made, and stops and removes a throwaway cluster. */
  stop(): Promise<void>;
}

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder (Debian's layout, /usr/lib/postgresql/<major>/bin). */
export function postgresBinDir(root = POSTGRES_ROOT): string {
  const majors = existsSync(root) ? readdirSync(root).filter((major) => existsSync(join(root, major, 'bin', 'initdb'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      `The store tests run on PostgreSQL, and its server is not installed (no ${root}/*/bin/initdb). ` +
        'Install it with `apt-get install -y postgresql`, or set DEALER_TEST_DATABASE_URL to a server to use.',
    );
  return join(root, newest, 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** New databases on the server `adminUrl` reaches; `stop` drops them, then stops that server if it is ours. */
function databasesOn(adminUrl: string, stopServer?: () => Promise<void>): TestPostgres {
  const made: string[] = [];
  const admin = async (statement: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async newDatabase() {
      const name = `dealer_test_${process.pid}_${made.length}_${Math.random().toString(36).slice(2, 8)}`;
      await admin(`CREATE DATABASE ${name}`);
      made.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    // A throwaway cluster goes whole; on a server of the developer's, only what the tests made.
    stop:
      stopServer ??
      (async () => {
        for (const name of made.splice(0)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** A throwaway cluster, or the server DEALER_TEST_DATABASE_URL names. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const existing = process.env.DEALER_TEST_DATABASE_URL;
  if (existing) return databasesOn(existing);
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'dealer-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  // PostgreSQL refuses to run as root: then the cluster is the postgres user's, in a folder it owns.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const pgRun = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { cwd: dir }) : run(join(bin, command), args, { cwd: dir });
  const ctl = (args: string[]) => pgRun('pg_ctl', ['-D', data, ...args]);
  try {
    // A cluster that lives for one test file needs no sync of its own files; the server itself syncs as in production.
    await pgRun('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
    await ctl(['start', '-w', '-t', '60', '-l', log, '-o', options]);
    return databasesOn(`postgres://postgres@127.0.0.1:${port}/postgres`, async () => {
      try {
        await ctl(['stop', '-m', 'immediate']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start a throwaway PostgreSQL cluster in ${dir}${serverLog ? `; its log:\n${serverLog}` : ''}`, { cause: error });
  }
}
