import { readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { testProject, type TestProject } from '../test-project.ts';
import { childEntryArgs } from './child-entry.ts';
import { PACKAGE_ROOT } from './workspace.ts';

const WORKER = new URL('./build-worker.ts', import.meta.url);

let project: TestProject;
afterEach(() => project?.remove());

it('runs a child entry compiled when this process is compiled, else its source under tsx', () => {
  expect(childEntryArgs(WORKER, true)).toEqual([join(PACKAGE_ROOT, '.compiled', 'build-worker.js')]);
  expect(childEntryArgs(WORKER, false)).toEqual(['--import', 'tsx', join(PACKAGE_ROOT, 'cli', 'lib', 'build-worker.ts')]);
  expect(childEntryArgs(WORKER)).toEqual(childEntryArgs(WORKER, false));
});

it('the binary runs the compiled CLI, recompiling first a source edited since', async () => {
  const edited = join(PACKAGE_ROOT, 'cli', 'lib', 'child-entry.ts');
  const now = new Date();
  utimesSync(edited, now, now);
  project = testProject();
  const result = await project.run('--version');
  expect(result.exitCode).toBe(0);
  const compiled = JSON.parse(readFileSync(join(PACKAGE_ROOT, '.compiled', 'inputs.json'), 'utf8')) as { readFrom: number; inputs: string[] };
  expect(compiled.readFrom).toBeGreaterThanOrEqual(Math.floor(statSync(edited).mtimeMs));
  expect(compiled.inputs).toContain('cli/lib/child-entry.ts');
  for (const entry of ['index.js', 'build-worker.js'])
    expect(readFileSync(join(PACKAGE_ROOT, '.compiled', entry), 'utf8')).not.toMatch(/(from\s*|import\()["']tsx/);
});
