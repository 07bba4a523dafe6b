import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldsOf, listOf, VALUE } from './context-shape.ts';
import { createRenderer } from './handlebars.ts';

const templatesDir = mkdtempSync(join(tmpdir(), 'dealer-gen-check-'));
mkdirSync(join(templatesDir, '_partials'));
writeFileSync(join(templatesDir, '_partials', 'greeting.hbs'), 'Hello {{tenant.name}}\n{{tenant.nmae}}\n');
afterAll(() => rmSync(templatesDir, { recursive: true, force: true }));

const renderer = createRenderer(templatesDir);
const shape = fieldsOf({
  tenant: fieldsOf({ name: VALUE, home: fieldsOf({ budgetFinder: VALUE, heroImage: VALUE }), locations: listOf(fieldsOf({ id: VALUE, name: VALUE })) }),
  routes: listOf(fieldsOf({ path: VALUE, gate: VALUE })),
});
const check = (source: string) => renderer.check('page.hbs', source, shape).map((p) => `${p.line}:${p.column} ${p.path} | ${p.message} | ${p.hint}`);

describe('checkTemplate', () => {
  it('finds a misspelt field wherever a template reads it: #if, a helper argument, a plain path, a branch the tenant does not take', () => {
    expect(check('{{#if tenant.home.budgetFindr}}x{{/if}}')).toEqual([
      '1:7 tenant.home.budgetFindr | tenant.home has no field "budgetFindr" | Did you mean "budgetFinder"?',
    ]);
    expect(check('a\n  {{json tenant.nmae}}')).toEqual(['2:10 tenant.nmae | tenant has no field "nmae" | Did you mean "name"?']);
    expect(check('{{#unless tenant.name}}{{tenant.hom.x}}{{else}}{{json (concat tenant.name tenant.nam)}}{{/unless}}')).toEqual([
      '1:26 tenant.hom.x | tenant has no field "hom" | Did you mean "home"?',
      '1:75 tenant.nam | tenant has no field "nam" | Did you mean "name"?',
    ]);
    expect(check('{{tenantt}}')).toEqual(['1:3 tenantt | the template context has no field "tenantt" | Did you mean "tenant"?']);
  });

  it('reads an optional field the shape has, whatever one tenant holds, and nothing under a single value', () => {
    expect(check('{{#if tenant.home.heroImage}}{{html tenant.home.heroImage}}{{/if}}')).toEqual([]);
    expect(check('{{tenant.name.first}}')).toEqual([
      '1:3 tenant.name.first | tenant.name has no field "first" | Read only what the context holds: tenant and site are schema/tenant.ts (optional fields included), the rest is templateContext in cli/lib/render.ts.',
    ]);
  });

  it('follows #each and #with into their items, with this, ../, block params and @ variables', () => {
    const ok = [
      '{{#each routes}}{{json path}}{{#if gate}}{{json this.gate}}{{/if}}{{@index}}{{#if @first}}{{../tenant.name}}{{/if}}{{/each}}',
      '{{#each tenant.locations as |location i|}}{{location.name}}{{i}}{{#each ../routes}}{{location.id}}{{path}}{{@root.tenant.name}}{{/each}}{{/each}}',
      '{{#with tenant.home}}{{json budgetFinder}}{{../tenant.name}}{{else}}{{tenant.name}}{{/with}}',
      '{{#each routes}}x{{else}}{{tenant.name}}{{/each}}',
    ];
    for (const source of ok) expect(check(source), source).toEqual([]);
    expect(check('{{#each routes}}{{json gat}}{{../../x}}{{@indx}}{{/each}}{{@index}}')).toEqual([
      '1:24 gat | this has no field "gat" | Did you mean "gate"?',
      '1:31 ../../x | ../../x climbs above the template context | Use one ../ for each #each or #with the path is inside, no more.',
      '1:42 @indx | No @indx here | Use @index, @key, @first or @last inside #each, or @root anywhere.',
      '1:60 @index | No @index here | Use @index, @key, @first or @last inside #each, or @root anywhere.',
    ]);
    expect(check('{{#each tenant.name}}{{/each}}')).toEqual([
      '1:9 tenant.name | #each cannot go through tenant.name: it is a single value | Give #each a list or an object, or read the value with {{…}} instead.',
    ]);
  });

  it('checks partials where they are included, naming the partial file, and refuses unknown helpers, partials and blocks', () => {
    const problems = renderer.check('page.hbs', '{{> greeting}}\n{{> greting}}{{jsn tenant.name}}{{#tenant.home}}{{/tenant.home}}', shape);
    expect(problems.map((p) => `${p.file.replace(templatesDir, 'templates')}:${p.line}:${p.column} ${p.path} | ${p.message}`)).toEqual([
      'templates/_partials/greeting.hbs:2:3 tenant.nmae | tenant has no field "nmae"',
      'page.hbs:2:1 greting | No partial "greting"',
      'page.hbs:2:16 jsn | No helper "jsn"',
      'page.hbs:2:33 #tenant.home | {{#tenant.home}} cannot be checked against the template context',
    ]);
    expect(problems.find((p) => p.path === 'jsn')!.hint).toBe('Did you mean "json"?');
  });
});
