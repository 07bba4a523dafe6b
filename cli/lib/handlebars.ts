/**
 * The one place Handlebars is set up: strict compilation (a missing field throws instead of rendering
 * empty), helpers for putting values into code safely, and the shared partials.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { readableTextOn } from '../../runtime/site/contrast.ts';

export type Renderer = (source: string, name: string) => (context: object) => string;

const helpers: Record<string, Handlebars.HelperDelegate> = {
  /** A value in a code position: always JSON, never pasted raw. */
  json: (value: unknown, options?: Handlebars.HelperOptions & { hash?: { indent?: number } }) =>
    new Handlebars.SafeString(JSON.stringify(value ?? null, null, options?.hash?.indent ?? undefined)),
  /** Text in an HTML position, escaped. */
  html: (value: unknown) => Handlebars.escapeExpression(String(value)),
  concat: (...args: unknown[]) => args.slice(0, -1).join(''),
  /** Black or white, whichever reads on a theme colour. */
  readableOn: (colour: string) => readableTextOn(colour),
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
  const partialsDir = join(templatesDir, '_partials');
  for (const file of safeList(partialsDir)) {
    if (file.endsWith('.hbs')) hbs.registerPartial(file.slice(0, -'.hbs'.length), readFileSync(join(partialsDir, file), 'utf8'));
  }
  const cache = new Map<string, Handlebars.TemplateDelegate>();
  return (source, name) => {
    let template = cache.get(name);
    if (!template) {
      // Output is code, not HTML: escaping is the json helper's job, so noEscape keeps code intact.
      template = hbs.compile(source, { strict: true, noEscape: true });
      cache.set(name, template);
    }
    return template;
  };
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}
