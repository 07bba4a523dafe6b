import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { execa, type ResultPromise } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../lib/workspace.ts';
import { testProject } from '../test-project.ts';

const BIN = join(PACKAGE_ROOT, 'bin', 'dealer-gen.js');
const children: ResultPromise[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'dealer-run-'));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** GET with a Host header (fetch may not override it), the way a browser asks for <slug>.localhost. */
function getWithHost(port: string, host: string, path = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** Runs a long-lived command and resolves with the first URL it prints that matches. */
function startAndWait(args: string[], pattern: RegExp, timeoutMs = 120_000): Promise<{ url: string; output: () => string }> {
  const child = execa(process.execPath, [BIN, ...args], { cwd: PACKAGE_ROOT, reject: false, env: { NO_COLOR: '1', CI: 'true' } });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no match for ${pattern} in:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void child.then(() => reject(new Error(`exited before printing ${pattern}:\n${output}`)));
  });
}

describe('commands that run the dealer server', () => {
  it('serve answers each tenant by host name, with sample stock searchable through /meili', async () => {
    const { url, output } = await startAndWait(
      ['serve', '--demo', '--port', '0', '--data-dir', join(dataDir, 'serve'), '--sample-stock', '40'],
      /Coastal Nissan: (http:\/\/coastal-nissan\.localhost:\d+)\//,
    );
    expect(output()).toContain('added 160 sample cars to index Car_production');
    const port = new URL(url).port;
    // The tenant's page, or (on a fresh checkout, before any build) its "not built yet" answer: either way, that tenant's.
    const page = await getWithHost(port, `coastal-nissan.localhost:${port}`);
    if (page.status === 200) expect(page.body).toContain('<title>Coastal Nissan</title>');
    else expect([page.status, page.body]).toEqual([503, 'The coastal-nissan site is not built yet: run dealer-gen build coastal-nissan']);
    expect((await getWithHost(port, `nobody.localhost:${port}`)).status).toBe(404);
    const key = /search-only key: (\S+)/.exec(output())![1]!;
    const search = await fetch(`http://127.0.0.1:${port}/meili/indexes/Car_production/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ q: '', limit: 1 }),
    });
    expect((await search.json()).estimatedTotalHits).toBe(160);
  }, 120_000);

  it('start generates, builds and serves one tenant, printing its URL', async () => {
    const { url } = await startAndWait(
      ['start', 'redgum-used-cars', '--port', '0', '--data-dir', join(dataDir, 'start'), '--sample-stock', '20'],
      /Redgum Used Cars & Caravans: (http:\/\/127\.0\.0\.1:\d+)\//,
      240_000,
    );
    const page = await fetch(`${url}/used-car/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="dealer:search-key"');
  }, 240_000);

  it("dev runs Vite's dev server with the API beside it", async () => {
    const { url } = await startAndWait(
      ['dev', 'redgum-used-cars', '--port', '0', '--api-port', '0', '--data-dir', join(dataDir, 'dev'), '--sample-stock', '20'],
      /dev server: (http:\/\/127\.0\.0\.1:\d+)\//,
    );
    const page = await fetch(`${url}/`);
    expect(await page.text()).toContain('/src/main.tsx');
    const config = await (await fetch(`${url}/api/search-config`)).json();
    expect(config).toMatchObject({ host: '/meili', indexName: 'Car_production' });
  }, 120_000);
});

describe('one server to a data directory', () => {
  const serveArgs = ['serve', '--tenant', 'redgum-used-cars', '--demo', '--port', '0', '--data-dir', join(dataDir, 'owned')];
  const ready = /Redgum Used Cars & Caravans: (http:\/\/127\.0\.0\.1:\d+)\//;

  it('refuses a second serve as an input problem while the first runs, and starts once the first is killed with SIGKILL', async () => {
    await startAndWait(serveArgs, ready);
    const first = children.at(-1)!;
    const second = await execa(process.execPath, [BIN, ...serveArgs], { cwd: PACKAGE_ROOT, reject: false, env: { NO_COLOR: '1', CI: 'true' } });
    expect(second.exitCode).toBe(1);
    expect(second.stderr).toContain(`Another dealer server is running on the data in ${join(dataDir, 'owned')}`);
    expect(second.stderr).toContain('--data-dir');
    first.kill('SIGKILL');
    await first;
    const { url } = await startAndWait(serveArgs, ready);
    expect((await (await fetch(`${url}/healthz`)).json()).status).toBe('ok');
  }, 120_000);
});

describe('a PostgreSQL database it cannot reach', () => {
  it('refuses to start, naming the database without its password', async () => {
    const url = 'postgres://dealer:s3cret-pass@127.0.0.1:9/dealer';
    const args = ['serve', '--tenant', 'redgum-used-cars', '--port', '0', '--data-dir', join(dataDir, 'unreachable'), '--database-url', url];
    const result = await execa(process.execPath, [BIN, ...args], {
      cwd: PACKAGE_ROOT,
      reject: false,
      env: { NO_COLOR: '1', CI: 'true', DEALER_SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' },
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('Cannot reach the PostgreSQL database at postgres://dealer:***@127.0.0.1:9/dealer');
    expect(result.stderr).toContain('--database-url');
    expect(result.stderr).toContain('ECONNREFUSED');
    expect(`${result.stdout}${result.stderr}`).not.toContain('s3cret-pass');
  }, 60_000);
});

describe('dealer-gen --version', () => {
  it("prints the package's version", async () => {
    const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
    const result = await execa(process.execPath, [BIN, '--version'], { cwd: PACKAGE_ROOT, reject: false });
    expect([result.exitCode, result.stdout]).toEqual([0, version]);
  });
});

describe('dealer-gen schema --check', () => {
  it('passes when the committed artifacts match schema/tenant.ts and fails naming the stale one', async () => {
    const project = testProject({ copy: ['schema'] });
    try {
      expect((await project.run('schema', '--check')).exitCode).toBe(0);
      project.write('schema/tenant.d.ts', `${project.read('schema/tenant.d.ts')}\nexport type Extra = 1;\n`);
      const stale = await project.run('schema', '--check');
      expect(stale.exitCode).toBe(1);
      expect(stale.stderr).toContain('schema/tenant.d.ts is stale: run dealer-gen schema and commit it');
      expect((await project.run('schema')).exitCode).toBe(0);
      expect((await project.run('schema', '--check')).exitCode).toBe(0);
    } finally {
      project.remove();
    }
  });
});
