import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { zoneData } from './icu-note.ts';
import { applyChanges, planChanges, readManifest, withManifest } from './sync.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const siteDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sync-'));
  dirs.push(dir);
  return dir;
};
const tree = (files: Record<string, string>) => withManifest(new Map(Object.entries(files)), 'group', 'demo');

describe('planChanges and applyChanges', () => {
  it('creates everything into an empty folder, then finds nothing to do', () => {
    const dir = siteDir();
    const first = tree({ 'a.ts': 'a\n', 'src/b.ts': 'b\n' });
    const changes = planChanges(dir, first);
    expect(changes.map((c) => `${c.kind} ${c.path}`)).toEqual(['create .dealer-gen-manifest.json', 'create a.ts', 'create src/b.ts']);
    applyChanges(dir, first, changes);
    expect(readFileSync(join(dir, 'src/b.ts'), 'utf8')).toBe('b\n');
    expect(planChanges(dir, first)).toEqual([]);
  });

  it('deletes a file the last manifest listed and this render no longer has', () => {
    const dir = siteDir();
    const first = tree({ 'a.ts': 'a\n', 'old.ts': 'old\n' });
    applyChanges(dir, first, planChanges(dir, first));
    const second = tree({ 'a.ts': 'a\n' });
    const changes = planChanges(dir, second);
    expect(changes).toContainEqual({ kind: 'delete', path: 'old.ts' });
    applyChanges(dir, second, changes);
    expect(existsSync(join(dir, 'old.ts'))).toBe(false);
  });

  it('tells a hand edit (content differs from the manifest hash) from a stale file', () => {
    const dir = siteDir();
    const first = tree({ 'edited.ts': 'one\n', 'stale.ts': 'one\n' });
    applyChanges(dir, first, planChanges(dir, first));
    writeFileSync(join(dir, 'edited.ts'), 'changed by hand\n');
    const second = tree({ 'edited.ts': 'one\n', 'stale.ts': 'two\n' });
    const kinds = Object.fromEntries(planChanges(dir, second).map((c) => [c.path, c.kind]));
    expect(kinds['edited.ts']).toBe('edited');
    expect(kinds['stale.ts']).toBe('update');
  });

  it('ignores build output and reports unknown files as extra', () => {
    const dir = siteDir();
    const first = tree({ 'a.ts': 'a\n' });
    applyChanges(dir, first, planChanges(dir, first));
    for (const path of ['dist', 'node_modules']) {
      rmSync(join(dir, path), { recursive: true, force: true });
      mkdirSync(join(dir, path));
      writeFileSync(join(dir, path, 'x.js'), '');
    }
    writeFileSync(join(dir, 'notes.md'), 'mine');
    expect(planChanges(dir, first)).toEqual([{ kind: 'extra', path: 'notes.md' }]);
  });
});

describe('the manifest', () => {
  it('records the ICU and tz data the site was generated with, and readManifest returns it', () => {
    const dir = siteDir();
    expect(readManifest(dir).zoneData).toBeUndefined();
    const first = tree({ 'a.ts': 'a\n' });
    applyChanges(dir, first, planChanges(dir, first));
    expect(readManifest(dir)).toEqual({ files: { 'a.ts': expect.any(String) }, zoneData: zoneData() });
  });
});
