import { afterAll, beforeAll, expect, it } from 'vitest';
import { testProject, type TestProject } from '../test-project.ts';

let project: TestProject;
beforeAll(async () => {
  // A generated tenant, so that a build would start if the option were let through.
  project = testProject({ tenants: ['redgum-used-cars'] });
  expect((await project.run('generate', '--all')).exitCode).toBe(0);
});
afterAll(() => project.remove());

it.each(['abc', '0', '-2', '1.5'])('build --parallel %s is refused with exit 1 before anything is built', async (value) => {
  const result = await project.run('build', '--all', '--parallel', value);
  expect(result.exitCode).toBe(1);
  expect(result.stderr).toContain(`option '--parallel <n>' argument '${value}' is invalid. Must be a whole number of sites, 1 or more.`);
  expect(result.stderr).not.toContain('Building');
});
