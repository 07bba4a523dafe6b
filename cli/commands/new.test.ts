import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { testProject, type TestProject } from '../test-project.ts';

let project: TestProject;
afterEach(() => project?.remove());

describe('dealer-gen new', () => {
  it('--yes writes a valid tenant with defaults, generates its site and prints the next commands', async () => {
    project = testProject({ tenants: ['coastal-nissan'] });
    const result = await project.run('new', 'bayside-motors', '--yes');
    expect(result.exitCode).toBe(0);
    const tenant = project.tenant('bayside-motors') as { name: string; template: string; id: number; $schema: string };
    expect(tenant).toMatchObject({ name: 'Bayside Motors', template: 'group', id: 103, $schema: '../schema/tenant.schema.json' });
    expect(existsSync(join(project.dir, 'generated/bayside-motors/src/routes.gen.tsx'))).toBe(true);
    expect(result.stderr).toContain('✔ wrote tenants/bayside-motors.json and generated generated/bayside-motors/');
    expect(result.stderr).toContain('npx dealer-gen build bayside-motors');
    expect((await project.run('validate', 'bayside-motors')).exitCode).toBe(0);
    expect((await project.run('generate', 'bayside-motors', '--check')).exitCode).toBe(0);
  });

  it('flags answer the questions: a manufacturer makes a brand site', async () => {
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
    expect(tenant.manufacturer).toEqual({ name: 'Subaru', slug: 'subaru' });
    expect(tenant.locations[0]!.address).toMatchObject({ city: 'Perth', state: 'wa', postcode: '6000' });
    expect(tenant.finance.provider).toMatchObject({ key: 'sunset-finance', name: 'Sunset Finance' });
    expect(tenant.account.garage).toBe(true);
    expect(tenant.vehicle.reservation).toBe(false);
    expect(project.read('generated/sunset-subaru/src/site.gen.ts')).toContain('export const FEATURE_GARAGE = true as const;');
  });

  it('refuses an invalid slug', async () => {
    project = testProject();
    for (const slug of ['Bayside', 'bayside--motors', 'bayside-', 'bay_side']) {
      const result = await project.run('new', slug, '--yes');
      expect(result.exitCode, slug).toBe(1);
      expect(result.stderr).toContain(
        `"${slug}" is not a valid slug\n  hint: Use lowercase letters and digits separated by single hyphens, like bayside-motors.`,
      );
    }
  });

  it('refuses an existing tenant unless --force', async () => {
    project = testProject({ tenants: ['coastal-nissan'] });
    const refused = await project.run('new', 'coastal-nissan', '--yes');
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('Tenant coastal-nissan already exists (tenants/coastal-nissan.json)\n  hint: Pass --force to overwrite it.');
    const forced = await project.run('new', 'coastal-nissan', '--yes', '--force', '--name', 'Coastal Motors');
    expect(forced.exitCode).toBe(0);
    expect(project.tenant('coastal-nissan').name).toBe('Coastal Motors');
  });

  it('fails fast without a terminal unless --yes, naming the flag to pass', async () => {
    project = testProject();
    const result = await project.run('new', 'quiet-cars');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('pass --yes to accept defaults');
    expect(existsSync(join(project.dir, 'tenants/quiet-cars.json'))).toBe(false);
  });

  it('rejects answers that do not make a valid tenant and writes nothing', async () => {
    project = testProject();
    const result = await project.run('new', 'odd-cars', '--yes', '--postcode', '40000', '--features', 'finance,teleport');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('Unknown feature teleport\n  hint: Choose from finance, reservation');
    const postcode = await project.run('new', 'odd-cars', '--yes', '--postcode', '40000');
    expect(postcode.exitCode).toBe(1);
    expect(postcode.stderr).toContain('locations[0].address.postcode  Must be a 4-digit postcode');
    expect(existsSync(join(project.dir, 'tenants/odd-cars.json'))).toBe(false);
  });
});
