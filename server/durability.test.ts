import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../schema/sample-tenants.fixture.ts';
import { SQL_DIALECTS, testSqlStores } from './store/sql/test-stores.ts';

const children: ResultPromise[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts `dealer-gen serve` as its own process and waits for the address it prints. */
async function startServer({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): Promise<{ child: ResultPromise; base: string }> {
  const child = execa(
    process.execPath,
    [
      join(REPO_ROOT, 'bin/dealer-gen.js'),
      'serve',
      '--port',
      '0',
      '--tenant',
      'redgum-used-cars',
      '--data-dir',
      dataDir,
      '--master-key',
      'kill-test-master-key-0123',
      ...(databaseUrl ? ['--database-url', databaseUrl] : []),
    ],
    {
      cwd: REPO_ROOT,
      reject: false,
      // Leads only: no sign-in code is sent, so the gateway is never called.
      env: { NO_COLOR: '1', DEALER_SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' },
    },
  );
  children.push(child);
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve(match[1]!);
    });
    void child.then(() => reject(new Error(`server exited: ${output}`)));
  });
  return { child, base };
}

describe.each(SQL_DIALECTS)('on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('keeps every write it acknowledged when the server is killed with SIGKILL mid-stream', async () => {
    const { child, base } = await startServer(stores.server());
    const acknowledged: number[] = [];
    let sent = 0;
    const stream = (async () => {
      for (;;) {
        const n = sent++;
        try {
          const response = await fetch(`${base}/api/analytics`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id: 49, label: `event-${n}`, path: '/search', at: new Date().toISOString(), website_id: 103 }),
          });
          if (response.status === 204) acknowledged.push(n);
        } catch {
          return;
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGKILL');
    await stream;
    expect(acknowledged.length).toBeGreaterThan(20);

    const rows = await stores.open().db.selectFrom('analytics_events').select('label').execute();
    const stored = new Set(rows.map((row) => row.label));
    const lost = acknowledged.filter((n) => !stored.has(`event-${n}`));
    expect(lost).toEqual([]);

    const restarted = await startServer(stores.server());
    expect(await (await fetch(`${restarted.base}/healthz`)).json()).toMatchObject({ status: 'ok', store: dialect });
    restarted.child.kill('SIGTERM');
    await restarted.child;
  }, 60_000);
});
