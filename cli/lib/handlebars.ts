/**
 * The one place Handlebars is set up: strict templates (every path a template reads is checked against the
 * context's shape before it renders, and compilation is strict too), helpers for putting values into code
 * safely, and the shared partials.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { readableTextOn } from '../../runtime/site/contrast.ts';
import { templateHeaderMenu } from '../../runtime/site/menus.ts';
import type { Tenant } from '../../schema/tenant.ts';
import type { Shape } from './context-shape.ts';
import { headerLayoutImports, type HeaderTemplate } from './header-fit.ts';
import { themeFonts } from './theme-fonts.ts';
import type { Problem } from './problems.ts';
import { checkTemplate, type TemplateKnowledge, type TemplateSource } from './template-check.ts';

export interface Renderer {
  /** What a template file (and the partials it includes) reads that a context of this shape lacks. */
  check(file: string, source: string, shape: Shape): Problem[];
  compile(file: string, source: string): (context: object) => string;
}

type Theme = Tenant['theme'];

const helpers: Record<string, Handlebars.HelperDelegate> = {
  /** A value in a code position: always JSON, never pasted raw. */
  json: (value: unknown, options?: Handlebars.HelperOptions & { hash?: { indent?: number } }) =>
    new Handlebars.SafeString(JSON.stringify(value ?? null, null, options?.hash?.indent ?? undefined)),
  /** Text in an HTML position, escaped. */
  html: (value: unknown) => Handlebars.escapeExpression(String(value)),
  concat: (...args: unknown[]) => args.slice(0, -1).join(''),
  /** Black or white, whichever reads on a theme colour. */
  readableOn: (colour: string) => readableTextOn(colour),
  /** A theme's fonts (theme-fonts.ts): its @font-face rules, a role's font-family list, the files to preload. */
  fontFaces: (theme: Theme) => themeFonts(theme.fonts, theme.font).faces,
  fontFamily: (theme: Theme, role: 'body' | 'heading') => themeFonts(theme.fonts, theme.font)[role],
  fontPreloads: (theme: Theme) => themeFonts(theme.fonts, theme.font).preload,
  /** The template's header menu for a tenant without its own, and the header's layouts either side of the width it fits. */
  templateHeaderMenu: (tenant: Tenant, template: HeaderTemplate) => templateHeaderMenu(tenant, template.vehiclesMenu),
  headerLayouts: (tenant: Tenant, template: HeaderTemplate) => headerLayoutImports(tenant, template),
  eq: (a: unknown, b: unknown) => a === b,
  not: (a: unknown) => !a,
  and: (...args: unknown[]) => args.slice(0, -1).every(Boolean),
  or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
  /** A name that is a valid identifier, e.g. `finance-calculator` → `FinanceCalculator`. */
  pascal: (value: string) => value.replace(/(^|[^A-Za-z0-9])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, ''),
};

export function createRenderer(templatesDir: string): Renderer {
  const hbs = Handlebars.create();
  for (const [name, helper] of Object.entries(helpers)) hbs.registerHelper(name, helper);
  const partials = new Map<string, TemplateSource>();
  const partialsDir = join(templatesDir, '_partials');
  for (const file of safeList(partialsDir)) {
    if (!file.endsWith('.hbs')) continue;
    const partial = { file: join(partialsDir, file), source: readFileSync(join(partialsDir, file), 'utf8') };
    partials.set(file.slice(0, -'.hbs'.length), partial);
    hbs.registerPartial(file.slice(0, -'.hbs'.length), partial.source);
  }
  const parsed = new Map<string, ReturnType<typeof Handlebars.parse>>();
  const known: TemplateKnowledge = {
    helpers: new Set(Object.keys(hbs.helpers)),
    partials,
    parse({ source }) {
      let program = parsed.get(source);
      if (!program) parsed.set(source, (program = hbs.parse(source)));
      return program;
    },
  };
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  return {
    check: (file, source, shape) => checkTemplate({ file, source }, shape, known),
    compile(file, source) {
      let template = compiled.get(file);
      if (!template) {
        // Output is code, not HTML: escaping is the json helper's job, so noEscape keeps code intact.
        template = hbs.compile(source, { strict: true, noEscape: true });
        compiled.set(file, template);
      }
      return template;
    },
  };
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}
