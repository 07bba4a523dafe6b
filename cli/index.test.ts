import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterEach, expect, it } from 'vitest';
import { PACKAGE_ROOT } from './lib/workspace.ts';
import { testProject, type TestProject } from './test-project.ts';

let project: TestProject;
afterEach(() => project?.remove());

it('dealer-gen --version prints the version from package.json', async () => {
  project = testProject();
  const result = await project.run('--version');
  expect(result.exitCode).toBe(0);
  expect(result.stdout.trim()).toBe((JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version);
});

it('exits 1 for a template that reads a field the context lacks, listing each with file:line:column, path and hint', async () => {
  project = testProject({ tenants: ['coastal-nissan'], copy: ['templates'] });
  const home = 'templates/brand/src/Home.gen.tsx.hbs';
  project.write(home, project.read(home).replace('{{#if tenant.home.budgetFinder}}', '{{#if tenant.home.budgetFindr}}'));
  const layout = 'templates/_base/src/Layout.gen.tsx.hbs';
  project.write(layout, `${project.read(layout)}export const NAME = {{json tenant.nmae}};\n`);
  const result = await project.run('generate', '--all');
  expect(result.exitCode).toBe(1);
  expect(result.stderr).toContain('✖ The templates read 2 fields the template context does not have');
  const line = (file: string, text: string) =>
    project
      .read(file)
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1;
  expect(result.stderr).toMatch(
    new RegExp(
      `${home}:${line(home, 'budgetFindr')}:\\d+  tenant\\.home\\.budgetFindr  tenant\\.home has no field "budgetFindr"\\n\\s+hint: Did you mean "budgetFinder"\\?`,
    ),
  );
  expect(result.stderr).toMatch(
    new RegExp(`${layout}:${line(layout, 'nmae')}:\\d+  tenant\\.nmae  tenant has no field "nmae"\\n\\s+hint: Did you mean "name"\\?`),
  );
});

it('exits 2 for an internal failure, saying it is not a problem in the input', async () => {
  project = testProject({ tenants: ['coastal-nissan'] });
  project.write('generated', 'a file where the generated folder belongs');
  const result = await project.run('generate', '--all');
  expect(result.exitCode).toBe(2);
  expect(result.stderr).toMatch(/✖ dealer-gen failed: .*ENOTDIR/);
  expect(result.stderr).toContain('not a problem in your input');
});

it('under CI=true, even in a terminal, new refuses to ask and names the flag to pass', async () => {
  project = testProject();
  // script(1) gives the command a terminal, so only CI stops the questions.
  const bin = join(PACKAGE_ROOT, 'bin', 'dealer-gen.js');
  const result = await execa('script', ['-qec', `'${process.execPath}' '${bin}' new bayside-motors`, '/dev/null'], {
    cwd: project.dir,
    reject: false,
    env: { CI: 'true', NO_COLOR: '1', DEALER_GEN_ROOT: project.dir },
  });
  expect(result.exitCode).toBe(1);
  expect(result.stdout).toContain('asks for them only in a terminal with CI unset');
  expect(result.stdout).toContain('pass --yes to accept defaults');
});
