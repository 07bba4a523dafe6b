import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldShape, type Shape } from './context-shape.ts';
import { createRenderer } from './handlebars.ts';
import { UserError } from './problems.ts';
import { renderTenant, templateContext, templateContextShape, templateFiles } from './render.ts';
import { listTenantSlugs } from './tenant-files.ts';
import { loadTenant } from './tenants.ts';
import { workspace } from './workspace.ts';

const ws = workspace();
const coastal = loadTenant(ws, 'coastal-nissan').tenant!;

let templatesDir: string | undefined;
afterEach(() => {
  if (templatesDir) rmSync(templatesDir, { recursive: true, force: true });
  templatesDir = undefined;
});

/** The real templates, with one file's text changed. */
function templatesWith(path: string, edit: (text: string) => string) {
  templatesDir = mkdtempSync(join(tmpdir(), 'dealer-gen-templates-'));
  cpSync(ws.templatesDir, templatesDir, { recursive: true });
  const file = join(templatesDir, path);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return { ...ws, templatesDir };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('rendered'),
    (error: unknown) => error as UserError,
  );

/** Whether a value fits a shape: every key it holds is one the shape names. */
function admits(shape: Shape, value: unknown): boolean {
  if (shape.kind === 'any') return true;
  if (shape.kind === 'union') return shape.options.some((option) => admits(option, value));
  if (Array.isArray(value)) return shape.kind === 'list' && value.every((item) => admits(shape.item, item));
  if (value === null || typeof value !== 'object') return shape.kind === 'value';
  return Object.entries(value).every(([key, v]) => {
    const field = fieldShape(shape, key);
    return v === undefined || (field !== undefined && admits(field, v));
  });
}

describe('strict templates', () => {
  it('refuses a misspelt field in #if, naming the template file, line and path', async () => {
    const edited = templatesWith('brand/src/Home.gen.tsx.hbs', (text) => text.replace('{{#if tenant.home.budgetFinder}}', '{{#if tenant.home.budgetFindr}}'));
    const error = await failure(renderTenant(edited, coastal));
    expect(error).toBeInstanceOf(UserError);
    expect(error.name).toBe('TemplateProblems');
    expect(error.message).toBe('The templates read a field the template context does not have');
    const [problem, ...others] = error.problems;
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ path: 'tenant.home.budgetFindr', message: 'tenant.home has no field "budgetFindr"', hint: 'Did you mean "budgetFinder"?' });
    expect(problem!.file).toMatch(/brand\/src\/Home\.gen\.tsx\.hbs$/);
    const lines = readFileSync(join(edited.templatesDir, 'brand/src/Home.gen.tsx.hbs'), 'utf8').split('\n');
    expect(lines[problem!.line! - 1]).toContain('{{#if tenant.home.budgetFindr}}');
  });

  it('refuses a misspelt field in a helper argument ({{json tenant.nmae}}) rather than rendering null', async () => {
    const edited = templatesWith('_base/src/Layout.gen.tsx.hbs', (text) => `${text}\nexport const NAME = {{json tenant.nmae}};\n`);
    const error = await failure(renderTenant(edited, coastal));
    expect(error.problems.map((p) => [p.file.replace(/.*dealer-gen-templates-\w+\//, ''), p.line, p.path, p.message, p.hint])).toEqual([
      ['_base/src/Layout.gen.tsx.hbs', expect.any(Number), 'tenant.nmae', 'tenant has no field "nmae"', 'Did you mean "name"?'],
    ]);
  });

  it('reads an optional field a tenant leaves out', async () => {
    expect(coastal.home.heroImage).toBeUndefined();
    const edited = templatesWith('_base/index.html.hbs', (text) =>
      text.replace('</head>', '{{#if tenant.home.heroImage}}<link rel="preload" href="{{html tenant.home.heroImage}}" />{{/if}}</head>'),
    );
    await expect(renderTenant(edited, coastal)).resolves.toBeInstanceOf(Map);
  });

  it('names the template when its output is not valid code', async () => {
    const edited = templatesWith('_base/src/menus.gen.ts.hbs', (text) => `${text}\nexport const broken = {{json tenant.name}} {;\n`);
    const error = await failure(renderTenant(edited, coastal));
    expect(error.name).toBe('TemplateOutputUnparsable');
    expect(error.message).toMatch(/^src\/menus\.gen\.ts, rendered from .*_base\/src\/menus\.gen\.ts\.hbs, is not valid code$/);
    expect((error.cause as Error).message).toMatch(/\(\d+:\d+\)/);
  });

  it('keeps the Handlebars error as the cause when a template does not parse', async () => {
    const edited = templatesWith('_base/src/theme.gen.css.hbs', (text) => `${text}\n{{#if tenant.name}}\n`);
    const error = await failure(renderTenant(edited, coastal));
    expect(error.name).toBe('TemplateFailed');
    expect(error.message).toMatch(/theme\.gen\.css\.hbs did not render$/);
    expect((error.cause as Error).message).toMatch(/Parse error/);
  });

  it('fails as a template problem when a template.json does not parse', async () => {
    const edited = templatesWith('brand/template.json', (text) => text.replace('{', '{,'));
    const error = await failure(renderTenant(edited, coastal));
    expect(error.name).toBe('TemplateFailed');
    expect(error.message).toMatch(/brand\/template\.json did not render$/);
  });

  it.each(listTenantSlugs(ws))('every real template passes for %s, and its context fits the shape templates are checked against', (slug) => {
    const tenant = loadTenant(ws, slug).tenant!;
    const renderer = createRenderer(ws.templatesDir);
    const shape = templateContextShape(ws, tenant.template);
    for (const [, file] of templateFiles(ws, tenant.template))
      if (file.endsWith('.hbs')) expect(renderer.check(file, readFileSync(file, 'utf8'), shape), file).toEqual([]);
    expect(admits(shape, JSON.parse(JSON.stringify(templateContext(ws, tenant, join(ws.generatedDir, slug)))))).toBe(true);
  });
});

it('never puts where leads go into a site: no delivery address, webhook or secret name in any generated file', async () => {
  const tenant = {
    ...coastal,
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
