import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildKey, builtState, forgetBuild, recordBuild, sharedInputsHash } from './build-cache.ts';
import { MANIFEST_FILE } from './render.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function folder(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the build key', () => {
  it('changes with a runtime source or the lockfile, not with a runtime test', () => {
    const runtime = folder({ 'site/a.ts': 'export const a = 1;\n', 'site/a.test.ts': 'test\n' });
    const lockfile = join(folder({ 'package-lock.json': '{}' }), 'package-lock.json');
    const inputs = { dirs: [runtime], files: [lockfile] };
    const before = sharedInputsHash(inputs);
    writeFileSync(join(runtime, 'site/a.test.ts'), 'another test\n');
    expect(sharedInputsHash(inputs)).toBe(before);
    writeFileSync(join(runtime, 'site/a.ts'), 'export const a = 2;\n');
    const changed = sharedInputsHash(inputs);
    expect(changed).not.toBe(before);
    writeFileSync(lockfile, '{"lockfileVersion":3}');
    expect(sharedInputsHash(inputs)).not.toBe(changed);
  });

  it("changes with any of the site's generated files, but not with its manifest", () => {
    const tree = new Map([
      ['src/site.gen.ts', 'export const SITE = {};\n'],
      [MANIFEST_FILE, '{}'],
    ]);
    const key = buildKey('shared', tree);
    expect(buildKey('shared', new Map([...tree, [MANIFEST_FILE, '{"files":{}}']]))).toBe(key);
    expect(buildKey('shared', new Map([...tree, ['src/site.gen.ts', 'export const SITE = { a: 1 };\n']]))).not.toBe(key);
    expect(buildKey('other', tree)).not.toBe(key);
  });
});

describe('builtState', () => {
  it('is no without a build, stale without a record or with another key, yes with the same key', () => {
    const site = folder();
    expect(builtState(site, 'k1')).toBe('no');
    mkdirSync(join(site, 'dist'));
    mkdirSync(join(site, 'dist-server'));
    writeFileSync(join(site, 'dist', 'index.html'), '<html></html>');
    expect(builtState(site, 'k1')).toBe('stale');
    recordBuild(site, 'k1');
    expect(builtState(site, 'k1')).toBe('yes');
    expect(builtState(site, 'k2')).toBe('stale');
    expect(builtState(site, undefined)).toBe('stale');
    forgetBuild(site);
    expect(builtState(site, 'k1')).toBe('stale');
  });
});
