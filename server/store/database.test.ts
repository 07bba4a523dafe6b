import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const root = mkdtempSync(join(tmpdir(), 'dealer-migrate-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const OPENER = fileURLToPath(new URL('./test-concurrent-opener.ts', import.meta.url));

/** A child process that opens each data directory it is sent, ready to be sent one. */
async function opener(): Promise<(dataDir: string) => Promise<string>> {
  const child = fork(OPENER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const next = () => new Promise<string>((resolve) => child.once('message', (message) => resolve(String(message))));
  expect(await next()).toBe('ready');
  return (dataDir) => {
    const answer = next();
    child.send(dataDir);
    return answer;
  };
}

it('applies each migration once when two processes open a fresh data directory at the same moment', async () => {
  const [first, second] = await Promise.all([opener(), opener()]);
  for (let round = 0; round < 40; round++) {
    const dataDir = join(root, `round-${round}`);
    expect(await Promise.all([first(dataDir), second(dataDir)]), `round ${round}`).toEqual(['ok', 'ok']);
    const db = openDatabase(dataDir);
    const applied = db.prepare('SELECT name FROM migrations ORDER BY name').pluck().all();
    const rows = db.prepare('SELECT name FROM race').pluck().all();
    db.close();
    expect(applied).toEqual(['race-1', 'race-2', 'race-3']);
    expect(rows).toEqual(['applied once']);
  }
}, 60_000);
