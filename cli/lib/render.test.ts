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
