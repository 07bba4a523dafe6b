import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { UserError } from './problems.ts';
import { renderTenant } from './render.ts';
import { loadTenant } from './tenants.ts';
import { workspace } from './workspace.ts';

let templatesDir: string;
afterEach(() => rmSync(templatesDir, { recursive: true, force: true }));

it('keeps the Handlebars error as the cause when a template does not render', async () => {
  templatesDir = mkdtempSync(join(tmpdir(), 'dealer-gen-templates-'));
  const ws = workspace();
  const tenant = loadTenant(ws, 'coastal-nissan').tenant!;
  mkdirSync(join(templatesDir, '_base'));
  mkdirSync(join(templatesDir, tenant.template));
  writeFileSync(join(templatesDir, tenant.template, 'template.json'), '{}');
  writeFileSync(join(templatesDir, '_base', 'broken.ts.hbs'), 'export const x = {{site.noSuchField}};\n');
  const error = await renderTenant({ ...ws, templatesDir }, tenant).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  expect((error as UserError).name).toBe('TemplateFailed');
  expect((error as UserError).message).toMatch(/broken\.ts\.hbs did not render$/);
  expect(((error as UserError).cause as Error).message).toMatch(/"noSuchField" not defined/);
});

it('never puts where leads go into a site: no delivery address, webhook or secret name in any generated file', async () => {
  templatesDir = mkdtempSync(join(tmpdir(), 'dealer-gen-templates-'));
  const ws = workspace();
  const loaded = loadTenant(ws, 'coastal-nissan').tenant!;
  const tenant = {
    ...loaded,
    leads: {
      delivery: [
        { type: 'email' as const, to: ['crm-intake@coastal.example.com'], format: 'adf' as const },
        { type: 'webhook' as const, url: 'https://hooks.coastal.example.com/leads', secretEnv: 'COASTAL_WEBHOOK_SECRET' },
      ],
    },
  };
  const files = [...(await renderTenant(ws, tenant)).values()].map(String).join('\n');
  expect(files).toContain('"slug": "coastal-nissan"');
  for (const secret of ['crm-intake@coastal.example.com', 'hooks.coastal.example.com', 'COASTAL_WEBHOOK_SECRET', '"leads"'])
    expect(files).not.toContain(secret);
});
