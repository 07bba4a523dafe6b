import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { testProject, type TestProject } from '../test-project.ts';

let project: TestProject;
afterEach(() => project?.remove());

it('dealer-gen list shows each tenant with its template and whether it is valid, generated and built', async () => {
  project = testProject({ tenants: ['coastal-nissan', 'redgum-used-cars'] });
  await project.run('generate', 'coastal-nissan');
  project.write('tenants/broken-cars.json', '{ "slug": "broken-cars" }');
  const result = await project.run('list');
  expect(result.exitCode).toBe(0);
  const lines = result.stdout.split('\n');
  expect(lines[0]).toMatch(/^tenant\s+template\s+config\s+generated\s+built$/);
  expect(lines.find((l) => l.startsWith('coastal-nissan'))).toMatch(/brand\s+valid\s+fresh\s+no$/);
  expect(lines.find((l) => l.startsWith('redgum-used-cars'))).toMatch(/group\s+valid\s+no\s+no$/);
  expect(lines.find((l) => l.startsWith('broken-cars'))).toMatch(/\?\s+\d+ problems\s+no\s+no$/);
});

it('dealer-gen list --json prints the same rows as JSON, and both report a generated site whose tenant is gone', async () => {
  project = testProject({ tenants: ['coastal-nissan', 'redgum-used-cars'] });
  await project.run('generate', '--all');
  project.write('tenants/broken-cars.json', '{ "slug": "broken-cars" }');
  renameSync(join(project.dir, 'tenants/redgum-used-cars.json'), join(project.dir, 'tenants/redgum-motors.json'));
  const result = await project.run('list', '--json');
  expect(result.exitCode).toBe(0);
  expect(JSON.parse(result.stdout)).toEqual([
    { tenant: 'broken-cars', template: null, config: 'invalid', problems: expect.any(Number), generated: 'no', built: 'no' },
    { tenant: 'coastal-nissan', template: 'brand', config: 'valid', problems: 0, generated: 'fresh', built: 'no' },
    { tenant: 'redgum-motors', template: null, config: 'invalid', problems: 1, generated: 'no', built: 'no' },
    { tenant: 'redgum-used-cars', template: 'group', config: 'no tenant', problems: 0, generated: 'orphaned', built: 'no' },
  ]);
  expect(result.stderr).toContain('! generated/redgum-used-cars/ has no tenant: dealer-gen generate --all --prune removes it');
  const table = await project.run('list');
  expect(table.stdout.split('\n').find((l) => l.startsWith('redgum-used-cars'))).toMatch(/group\s+no tenant\s+orphaned\s+no$/);
  expect(table.stderr).toContain('generated/redgum-used-cars/ has no tenant');
});
