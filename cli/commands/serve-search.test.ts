import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../lib/workspace.ts';

const BIN = join(PACKAGE_ROOT, 'bin', 'dealer-gen.js');
const dataDir = mkdtempSync(join(tmpdir(), 'dealer-serve-search-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const serve = (args: string[], env: Record<string, string> = {}) =>
  execa(process.execPath, [BIN, 'serve', '--tenant', 'redgum-used-cars', '--port', '0', '--data-dir', dataDir, ...args], {
    cwd: PACKAGE_ROOT,
    reject: false,
    env: { NO_COLOR: '1', CI: 'true', DEALER_SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms', ...env },
  });

describe('serve over a Meilisearch it cannot use', () => {
  it('refuses to start as an input problem, naming the engine and what to check', async () => {
    const result = await serve(['--search-url', 'http://127.0.0.1:9', '--search-key', 'meili-master-key-0123456789']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('Cannot reach the search engine at http://127.0.0.1:9');
    expect(result.stderr).toContain('--search-url (or DEALER_SEARCH_URL)');
  }, 60_000);

  it('takes the engine from DEALER_SEARCH_URL and asks for its key when none is given', async () => {
    const result = await serve([], { DEALER_SEARCH_URL: 'http://127.0.0.1:9', DEALER_SEARCH_MASTER_KEY: '' });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('No key for the search engine at http://127.0.0.1:9');
    expect(result.stderr).toContain('DEALER_SEARCH_MASTER_KEY');
  }, 60_000);
});
