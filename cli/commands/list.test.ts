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
