import { afterEach, describe, expect, it } from 'vitest';
import { testProject, type TestProject } from '../test-project.ts';

let project: TestProject;
afterEach(() => project?.remove());

describe('dealer-gen validate', () => {
  it('passes every sample tenant with exit 0', async () => {
    project = testProject({ tenants: ['harbourside-auto-group', 'coastal-nissan', 'redgum-used-cars', 'parkway-motors'] });
    const result = await project.run('validate', '--all');
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('✔ coastal-nissan');
    expect(result.stderr).toContain('✔ parkway-motors');
  });

  it('reports invalid JSON with its line and column', async () => {
    project = testProject();
    project.write('tenants/broken.json', '{\n  "slug": "broken",\n  "name": "Broken"\n  "id": 3\n}\n');
    const result = await project.run('validate', 'broken');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('tenants/broken.json:4:3  Invalid JSON: A comma is expected here');
  });

  it('lists every schema problem at once, each with file, line, column and JSON path', async () => {
    project = testProject({ tenants: ['redgum-used-cars'] });
    const tenant = project.tenant('redgum-used-cars');
    tenant.id = 'one hundred';
    tenant.colour = 'red';
    (tenant.locations as Record<string, unknown>[])[0]!.phone = 'call us';
    (tenant.search as Record<string, unknown>).hitsPerPag = 30;
    project.writeTenant('redgum-used-cars', tenant);
    const result = await project.run('validate', 'redgum-used-cars');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('redgum-used-cars: 4 problems');
    expect(result.stderr).toMatch(/tenants\/redgum-used-cars\.json:\d+:\d+ {2}id {2}Expected number, got a string/);
    expect(result.stderr).toMatch(
      /tenants\/redgum-used-cars\.json:\d+:\d+ {2}colour {2}Unknown key "colour"\n +hint: Remove it: it is not part of the schema\./,
    );
    expect(result.stderr).toMatch(/locations\[0\]\.phone {2}Must be a phone number like 07 3123 4567 or \+61731234567/);
    expect(result.stderr).toMatch(/search\.hitsPerPag {2}Unknown key "hitsPerPag"\n +hint: Did you mean "hitsPerPage"\?/);
  });

  it('reports a missing required field and an unknown template', async () => {
    project = testProject({ tenants: ['redgum-used-cars'] });
    const { name: _name, ...tenant } = project.tenant('redgum-used-cars');
    project.writeTenant('redgum-used-cars', { ...tenant, template: 'fancy' });
    const result = await project.run('validate', 'redgum-used-cars');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/ {2}name {2}Required: expected string/);
    expect(result.stderr).toMatch(/ {2}template {2}Must be one of: "group", "brand"/);
  });

  it('reports a template that has no folder', async () => {
    project = testProject({ tenants: ['coastal-nissan'], copy: ['templates'] });
    const { rmSync } = await import('node:fs');
    rmSync(`${project.dir}/templates/brand`, { recursive: true });
    const result = await project.run('validate', 'coastal-nissan');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/ {2}template {2}Template "brand" has no folder in templates; available: group/);
  });

  it('checks cross-field rules after the schema', async () => {
    project = testProject({ tenants: ['harbourside-auto-group'] });
    const tenant = project.tenant('harbourside-auto-group') as {
      vehicle: { stickyCtaHiddenLocationIds: number[] };
      search: { promoTiles: { start: string; expiry: string }[] };
    };
    tenant.vehicle.stickyCtaHiddenLocationIds = [793];
    tenant.search.promoTiles[0]!.expiry = '2025-01-01';
    project.writeTenant('harbourside-auto-group', tenant);
    const result = await project.run('validate', 'harbourside-auto-group');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('vehicle.stickyCtaHiddenLocationIds[0]  Location 793 does not exist; known location ids are 11, 12, 13, 14');
    expect(result.stderr).toContain('search.promoTiles[0].expiry  Expiry 2025-01-01 must be after start 2025-08-21');
  });

  it("refuses a location another tenant claims, since each site searches its own locations' stock", async () => {
    project = testProject({ tenants: ['coastal-nissan', 'redgum-used-cars'] });
    const tenant = project.tenant('redgum-used-cars') as { locations: { id: number }[] };
    tenant.locations[0]!.id = 21;
    project.writeTenant('redgum-used-cars', tenant);
    const result = await project.run('validate', 'redgum-used-cars');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/tenants\/redgum-used-cars\.json:\d+:\d+ {2}locations\[0\]\.id {2}Location 21 is also a location of coastal-nissan/);
    expect(result.stderr).toContain('hint: Give this location an id no other tenant uses, like 23.');
    expect((await project.run('validate', 'coastal-nissan')).exitCode).toBe(1);
  });

  it('requires the slug to match the file name', async () => {
    project = testProject({ tenants: ['redgum-used-cars'] });
    project.write('tenants/other-name.json', project.read('tenants/redgum-used-cars.json'));
    const result = await project.run('validate', 'other-name');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/ {2}slug {2}Must match the file name: "other-name"/);
  });

  it('refuses a bad slug and suggests a near tenant for a typo', async () => {
    project = testProject({ tenants: ['redgum-used-cars'] });
    const bad = await project.run('validate', 'Redgum_Cars');
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain(
      'Redgum_Cars  "Redgum_Cars" is not a valid slug\n      hint: Use lowercase letters and digits separated by single hyphens, like bayside-motors.',
    );
    const typo = await project.run('validate', 'redgum-used-car');
    expect(typo.exitCode).toBe(1);
    expect(typo.stderr).toContain('tenants/redgum-used-car.json  No tenant "redgum-used-car"\n      hint: Did you mean "redgum-used-cars"?');
  });

  it('asks for a tenant or --all', async () => {
    project = testProject();
    const result = await project.run('validate');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('✖ No tenant named\n  hint: Name at least one tenant, or pass --all');
  });
});
