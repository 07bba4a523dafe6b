import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProject, type TestProject } from '../test-project.ts';

/** The built JS of a site, all chunks together. */
function builtJs(project: TestProject, slug: string): string {
  const assets = join(project.dir, 'generated', slug, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

const hasFeature = (js: string, feature: string) => new RegExp(`data-feature["'\`]?\\s*:\\s*["'\`]${feature}["'\`]`).test(js);

describe('dealer-gen build', () => {
  let project: TestProject;
  let result: Awaited<ReturnType<TestProject['run']>>;

  beforeAll(async () => {
    project = testProject({ tenants: ['redgum-used-cars', 'coastal-nissan'], copy: ['templates'] });
    // The same dealer with three switches turned on: only those features may differ between the bundles.
    const redgum = project.tenant('redgum-used-cars') as { search: object };
    const withExtras = {
      ...redgum,
      slug: 'redgum-extras',
      // Stock of its own: two tenants may not claim one location of one index.
      search: { ...redgum.search, indexName: 'Car_extras' },
      chatAssistant: true,
      account: { garage: true },
      home: { heroTitle: 'x', budgetFinder: false, announcement: { text: 'Hello' } },
    };
    project.writeTenant('redgum-extras', withExtras);
    const plain = { ...project.tenant('redgum-used-cars'), home: { heroTitle: 'x', budgetFinder: false } };
    project.writeTenant('redgum-used-cars', plain);
    // Another dealer with the same switches: different data, the same generated code.
    project.writeTenant('redgum-twin', { ...plain, slug: 'redgum-twin', id: 9101, name: 'Redgum Twin', search: { ...redgum.search, indexName: 'Car_twin' } });
    // A type error in the brand template fails coastal-nissan's typecheck; the group tenants still build.
    const home = join('templates', 'brand', 'src', 'Home.gen.tsx.hbs');
    project.write(home, project.read(home).replace('usePageTitle(null);', 'usePageTitle(null);\n  const broken: number = "not a number";\n  void broken;'));
    await project.run('generate', '--all');
    result = await project.run('build', '--all');
  }, 240_000);
  afterAll(() => project.remove());

  it('leaves a disabled feature out of the bundle and keeps an enabled one in', () => {
    const off = builtJs(project, 'redgum-used-cars');
    const on = builtJs(project, 'redgum-extras');
    for (const feature of ['chat-assistant', 'garage', 'announcement-bar']) {
      expect(hasFeature(on, feature), `${feature} in the tenant that enables it`).toBe(true);
      expect(hasFeature(off, feature), `${feature} in the tenant that disables it`).toBe(false);
    }
  });

  it('fails a tenant with a type error, naming file and line, without stopping the others', () => {
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('✖ coastal-nissan failed');
    expect(result.stderr).toMatch(/generated\/coastal-nissan\/src\/Home\.gen\.tsx:\d+:\d+ Type 'string' is not assignable to type 'number'/);
    expect(result.stderr).toMatch(/✔ redgum-used-cars built in/);
    expect(result.stderr).toMatch(/✔ redgum-extras built in/);
    expect(result.stderr).toContain('1 of 4 failed');
  });

  it('typechecks the runtime once and code two tenants share once', () => {
    expect(result.stderr).toContain('Typechecking 4 sites…');
    expect(result.stderr).toMatch(/Typechecked the runtime and 3 distinct generated code sets in [\d.]+s/);
    expect(result.stderr).toMatch(/✔ redgum-twin built in/);
  });

  it('prints a summary table with time and JS/CSS sizes, raw and gzip', () => {
    expect(result.stderr).toMatch(/tenant\s+result\s+build\s+JS\s+JS gzip\s+CSS\s+CSS gzip/);
    expect(result.stderr).toMatch(/redgum-used-cars\s+ok\s+[\d.]+s\s+[\d.]+ KB\s+[\d.]+ KB\s+[\d.]+ KB\s+[\d.]+ KB/);
    expect(result.stderr).toMatch(/coastal-nissan\s+failed/);
  });

  it('skips a site whose inputs have not changed, and rebuilds it with --force', async () => {
    const again = await project.run('build', 'redgum-used-cars', 'redgum-twin');
    expect(again.exitCode).toBe(0);
    expect(again.stderr).not.toContain('Typechecking');
    expect(again.stderr).toMatch(/redgum-used-cars\s+unchanged, skipped/);
    expect(again.stderr).toMatch(/redgum-twin\s+unchanged, skipped/);
    const forced = await project.run('build', '--force', 'redgum-twin');
    // --force checks the runtime again too.
    expect(forced.stderr).toMatch(/Typechecked the runtime and 1 distinct generated code set in/);
    expect(forced.stderr).toMatch(/redgum-twin\s+ok/);
  }, 180_000);

  it('lists a site stale once its tenant or a template source changes, and the next build rebuilds it', async () => {
    const built = async () =>
      Object.fromEntries((JSON.parse((await project.run('list', '--json')).stdout) as { tenant: string; built: string }[]).map((r) => [r.tenant, r.built]));
    expect(await built()).toMatchObject({ 'redgum-used-cars': 'yes', 'redgum-twin': 'yes', 'coastal-nissan': 'no' });
    project.writeTenant('redgum-twin', { ...project.tenant('redgum-twin'), name: 'Redgum Twin Motors' });
    expect(await built()).toMatchObject({ 'redgum-used-cars': 'yes', 'redgum-twin': 'stale' });
    await project.run('generate', 'redgum-twin');
    const rebuilt = await project.run('build', 'redgum-used-cars', 'redgum-twin');
    expect(rebuilt.stderr).toMatch(/redgum-used-cars\s+unchanged, skipped/);
    expect(rebuilt.stderr).toMatch(/redgum-twin\s+ok/);
    // The runtime checked clean before and has not changed: only the generated code is checked.
    expect(rebuilt.stderr).toMatch(/Typechecked 1 distinct generated code set \(the runtime is unchanged since it last checked clean\) in/);
    // A template source changes every site's inputs, even where the generated files come out the same.
    const home = join('templates', 'group', 'src', 'Home.gen.tsx.hbs');
    project.write(home, `${project.read(home)}{{!-- a note for template authors --}}`);
    expect((await project.run('generate', '--all', '--check')).stderr).toMatch(/redgum-used-cars: up to date/);
    expect(await built()).toMatchObject({ 'redgum-used-cars': 'stale', 'redgum-twin': 'stale' });
  }, 180_000);

  it('refuses to build a tree that is out of date with its config', async () => {
    project.writeTenant('redgum-extras', { ...project.tenant('redgum-extras'), name: 'Changed' });
    const stale = await project.run('build', 'redgum-extras');
    expect(stale.exitCode).toBe(1);
    expect(stale.stderr).toContain('redgum-extras: not built, generated/redgum-extras is missing or out of date: run dealer-gen generate redgum-extras');
  });

  it('exits 2, an internal failure, when a build worker dies without answering', async () => {
    // The site's Vite config runs inside its build worker: killing the process there is a worker dying mid-build.
    const config = join('templates', '_base', 'vite.config.ts.hbs');
    project.write(config, `${project.read(config)}process.kill(process.pid, 'SIGKILL');\n`);
    await project.run('generate', 'redgum-twin');
    const crashed = await project.run('build', 'redgum-twin');
    expect(crashed.exitCode).toBe(2);
    expect(crashed.stderr).toContain('✖ redgum-twin failed');
    expect(crashed.stderr).toContain('the build worker was stopped by SIGKILL before it answered');
    expect(crashed.stderr).toContain('1 of 1 failed, 1 of them because the build itself failed');
  }, 180_000);
});
