import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { testProject, type TestProject } from '../test-project.ts';

let project: TestProject;
afterEach(() => project?.remove());

const exists = (path: string) => existsSync(join(project.dir, path));

describe('dealer-gen new', () => {
  it('--yes writes a valid tenant with defaults, ids no other tenant uses, generates its site and prints the next commands', { timeout: 60_000 }, async () => {
    project = testProject({ tenants: ['coastal-nissan', 'redgum-used-cars'] });
    const result = await project.run('new', 'bayside-motors', '--yes');
    expect(result.exitCode).toBe(0);
    const tenant = tenantSchema.parse(project.tenant('bayside-motors'));
    expect(tenant).toMatchObject({
      name: 'Bayside Motors',
      template: 'group',
      id: 104,
      $schema: '../schema/tenant.schema.json',
      timeZone: 'Australia/Brisbane',
    });
    // Coastal's locations are 21 and 22, Redgum's 31: the new one claims none of them.
    expect(tenant.locations.map((l) => l.id)).toEqual([32]);
    // No provider by default, so no calculator or finance box asking for one.
    expect(tenant.finance).toMatchObject({ provider: null, calculator: { enabled: false }, box: { enabled: false } });
    expect(exists('generated/bayside-motors/src/routes.gen.tsx')).toBe(true);
    expect(result.stderr).toContain('✔ wrote tenants/bayside-motors.json and generated generated/bayside-motors/');
    expect(result.stderr).toContain('npx dealer-gen build bayside-motors');
    expect((await project.run('validate', '--all')).exitCode).toBe(0);
    expect((await project.run('generate', 'bayside-motors', '--check')).exitCode).toBe(0);
  });

  it('flags answer the questions: a manufacturer makes a brand site, the state sets the time zone, a provider turns finance on', async () => {
    project = testProject();
    const result = await project.run(
      'new',
      'sunset-subaru',
      '--yes',
      '--name',
      'Sunset Subaru',
      '--manufacturer',
      'Subaru',
      '--city',
      'Perth',
      '--state',
      'wa',
      '--postcode',
      '6000',
      '--phone',
      '08 9200 1000',
      '--finance-provider',
      'Sunset Finance',
      '--features',
      'finance,garage,chatAssistant',
    );
    expect(result.exitCode).toBe(0);
    const tenant = tenantSchema.parse(project.tenant('sunset-subaru'));
    expect(tenant.template).toBe('brand');
    expect(tenant.timeZone).toBe('Australia/Perth');
    expect(tenant.manufacturer).toEqual({ name: 'Subaru', slug: 'subaru' });
    expect(tenant.locations[0]!.address).toMatchObject({ city: 'Perth', state: 'wa', postcode: '6000' });
    expect(tenant.finance).toMatchObject({
      provider: { key: 'sunset-finance', name: 'Sunset Finance' },
      calculator: { enabled: true },
      box: { enabled: true },
    });
    expect(tenant.account.garage).toBe(true);
    expect(tenant.vehicle.reservation).toBe(false);
    expect(project.read('generated/sunset-subaru/src/site.gen.ts')).toContain('export const FEATURE_GARAGE = true as const;');
  });

  it('--dry-run prints the config and the files it would write, and writes nothing', async () => {
    project = testProject();
    const result = await project.run('new', 'yarra-cars', '--yes', '--dry-run', '--state', 'vic', '--city', 'Melbourne', '--postcode', '3000');
    expect(result.exitCode).toBe(0);
    const config = tenantSchema.parse(JSON.parse(result.stdout));
    expect(config).toMatchObject({ slug: 'yarra-cars', timeZone: 'Australia/Melbourne' });
    expect(result.stderr).toMatch(/Would write tenants\/yarra-cars\.json and \d+ files in generated\/yarra-cars\/ \(dry run: nothing written\):/);
    expect(result.stderr).toContain('    create  generated/yarra-cars/src/routes.gen.tsx');
    expect(exists('tenants/yarra-cars.json')).toBe(false);
    expect(exists('generated/yarra-cars')).toBe(false);
  });

  it('refuses an invalid slug', async () => {
    project = testProject();
    for (const slug of ['Bayside', 'bay_side']) {
      const result = await project.run('new', slug, '--yes');
      expect(result.exitCode, slug).toBe(1);
      expect(result.stderr).toContain(
        `"${slug}" is not a valid slug\n  hint: Use lowercase letters and digits separated by single hyphens, like bayside-motors.`,
      );
    }
  });

  it('refuses an existing tenant unless --force, which lists the hand edits it overwrites and keeps the ids', { timeout: 60_000 }, async () => {
    project = testProject({ tenants: ['coastal-nissan'] });
    const refused = await project.run('new', 'coastal-nissan', '--yes');
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('Tenant coastal-nissan already exists (tenants/coastal-nissan.json)\n  hint: Pass --force to overwrite it.');

    expect((await project.run('generate', 'coastal-nissan')).exitCode).toBe(0);
    project.write('generated/coastal-nissan/src/Home.gen.tsx', `${project.read('generated/coastal-nissan/src/Home.gen.tsx')}// a hand edit\n`);
    project.write('generated/coastal-nissan/notes.md', 'not generated\n');
    const before = project.read('tenants/coastal-nissan.json');
    const dryRun = await project.run('new', 'coastal-nissan', '--yes', '--force', '--dry-run', '--name', 'Coastal Motors');
    expect(dryRun.exitCode).toBe(0);
    expect(dryRun.stderr).toMatch(/! Would overwrite these hand edits:\n {4}tenants\/coastal-nissan\.json {2}differs at [^\n]*\bname\b[^\n]*\btheme\b/);
    expect(dryRun.stderr).toContain('    generated/coastal-nissan/src/Home.gen.tsx  edited by hand');
    expect(dryRun.stderr).toContain('    generated/coastal-nissan/notes.md  not generated by dealer-gen, removed');
    expect(project.read('tenants/coastal-nissan.json')).toBe(before);

    const forced = await project.run('new', 'coastal-nissan', '--yes', '--force', '--name', 'Coastal Motors');
    expect(forced.exitCode).toBe(0);
    expect(forced.stderr).toContain('! Overwriting these hand edits:');
    expect(forced.stderr).toContain('    generated/coastal-nissan/src/Home.gen.tsx  edited by hand');
    const tenant = tenantSchema.parse(project.tenant('coastal-nissan'));
    expect(tenant).toMatchObject({ name: 'Coastal Motors', id: 102 });
    expect(tenant.locations.map((l) => l.id)).toEqual([21]);
    expect(exists('generated/coastal-nissan/notes.md')).toBe(false);
  });

  it('fails fast without a terminal unless --yes, naming the flag to pass', async () => {
    project = testProject();
    const result = await project.run('new', 'quiet-cars');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('pass --yes to accept defaults');
    expect(exists('tenants/quiet-cars.json')).toBe(false);
  });

  it('names a flag the schema refuses before anything else, and writes nothing', async () => {
    project = testProject();
    const features = await project.run('new', 'odd-cars', '--yes', '--features', 'finance,teleport');
    expect(features.exitCode).toBe(1);
    expect(features.stderr).toContain('Unknown feature teleport\n  hint: Choose from finance, reservation');
    const fields = await project.run('new', 'odd-cars', '--yes', '--postcode', '40000', '--phone', 'call me', '--features', 'finance');
    expect(fields.exitCode).toBe(1);
    expect(fields.stderr).toContain('✖ The answers do not make a valid tenant; nothing was written');
    expect(fields.stderr).toContain('✖ --postcode  Must be a 4-digit postcode');
    expect(fields.stderr).toContain('✖ --phone  Must be a phone number like 07 3123 4567 or +61731234567');
    expect(fields.stderr).toContain('✖ --features  Finance needs a finance provider for its rates');
    expect(exists('tenants/odd-cars.json')).toBe(false);
  });

  it('prints the config and the command behind answers that break a cross-field rule, writing nothing', async () => {
    project = testProject();
    const result = await project.run('new', 'odd-cars', '--yes', '--template', 'brand', '--name', "Odd's Cars");
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ slug: 'odd-cars', name: "Odd's Cars", template: 'brand' });
    expect(result.stderr).toContain(
      "The same answers again: npx dealer-gen new odd-cars --yes --name 'Odd'\\''s Cars' --template brand --manufacturer '' --location-name 'Odd'\\''s Cars'",
    );
    expect(result.stderr).toContain('✖ the config above  manufacturer  The brand template is for a single-manufacturer site');
    expect(exists('tenants/odd-cars.json')).toBe(false);
    expect(exists('generated/odd-cars')).toBe(false);
  });
});
