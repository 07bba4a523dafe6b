import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { z } from 'zod';
import { checkTenantRules } from '../../schema/rules.ts';
import { slugSchema, tenantSchema, type Tenant } from '../../schema/tenant.ts';
import { parseJsonSource, type JsonSource } from './json-source.ts';
import { PROBLEMS, type Described } from './problem-catalogue.ts';
import { formatPath, UserError, type PathSegment, type Problem } from './problems.ts';
import { closest } from './suggest.ts';
import { fleetOf } from './fleet.ts';
import { listTenantSlugs, tenantFile } from './tenant-files.ts';
import type { Workspace } from './workspace.ts';

export interface LoadedTenant {
  slug: string;
  file: string;
  tenant?: Tenant;
  problems: Problem[];
}

export function listTemplates(ws: Workspace): string[] {
  if (!existsSync(ws.templatesDir)) return [];
  return readdirSync(ws.templatesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key as string] : undefined), root);
}

/** Turns zod's issues into problems a person can act on: one a key, the value that is wrong, what is expected. */
function schemaProblems(source: JsonSource, issues: z.core.$ZodIssue[]): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = issue.path as PathSegment[];
    const at = (segments: PathSegment[], problem: Described): Problem => ({
      file: source.file,
      path: formatPath(segments),
      ...problem,
      ...source.locate(segments),
    });
    switch (issue.code) {
      case 'unrecognized_keys': {
        const parent = valueAt(source.value, path);
        const known = Object.keys(parent && typeof parent === 'object' ? parent : {}).filter((k) => !issue.keys.includes(k));
        return issue.keys.map((key) => at([...path, key], PROBLEMS.UnknownKey(key, closest(key, knownKeys(path, known)))));
      }
      case 'invalid_type': {
        const actual = valueAt(source.value, path);
        return [at(path, actual === undefined ? PROBLEMS.MissingValue(issue.expected) : PROBLEMS.WrongType(issue.expected, describeType(actual)))];
      }
      case 'invalid_value':
        return [at(path, PROBLEMS.NotOneOf(issue.values.map((v) => JSON.stringify(v)).join(', ')))];
      default:
        return [at(path, PROBLEMS.SchemaIssue(issue.message, issue.code))];
    }
  });
}

/** Keys the schema allows at a path, for "did you mean" hints. */
function knownKeys(path: readonly PathSegment[], fallback: string[]): string[] {
  let node: z.ZodType = tenantSchema;
  for (const segment of path) {
    const def = (node as unknown as { def: { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> } }).def;
    const inner = def.innerType ?? (typeof segment === 'number' ? def.element : def.shape?.[segment]);
    if (!inner) return fallback;
    node = inner;
  }
  while ((node as unknown as { def: { innerType?: z.ZodType } }).def.innerType) node = (node as unknown as { def: { innerType: z.ZodType } }).def.innerType;
  const shape = (node as unknown as { def: { shape?: Record<string, unknown> } }).def.shape;
  return shape ? Object.keys(shape) : fallback;
}

/** Validates one tenant's text: JSON syntax, the schema, the slug agreeing with the file name, cross-field rules. */
export function validateTenantText(ws: Workspace, slug: string, file: string, text: string): LoadedTenant {
  const display = relative(ws.root, file) || file;
  const { source, problems } = parseJsonSource(display, text);
  if (!source) return { slug, file, problems };
  const parsed = tenantSchema.safeParse(source.value);
  if (!parsed.success) return { slug, file, problems: schemaProblems(source, parsed.error.issues) };
  const tenant = parsed.data;
  const at = (path: PathSegment[], problem: Described): Problem => ({ file: display, path: formatPath(path), ...problem, ...source.locate(path) });
  const found: Problem[] = checkTenantRules(tenant).map((p) => at(p.path, PROBLEMS.BrokenRule(p.message)));
  if (tenant.slug !== slug) found.push(at(['slug'], PROBLEMS.SlugMismatch(slug)));
  const fleet = fleetOf(ws);
  tenant.locations.forEach((location, i) => {
    const others = fleet.otherClaimants(slug, tenant.search.indexName, location.id);
    if (others.length) found.push(at(['locations', i, 'id'], PROBLEMS.LocationClaimed(location.id, others, fleet.nextLocationId())));
  });
  const templates = listTemplates(ws);
  if (!templates.includes(tenant.template))
    found.push(at(['template'], PROBLEMS.TemplateMissing(tenant.template, relative(ws.root, ws.templatesDir) || ws.templatesDir, templates.join(', '))));
  return found.length ? { slug, file, problems: found } : { slug, file, tenant, problems: [] };
}

export function loadTenant(ws: Workspace, slug: string): LoadedTenant {
  const file = tenantFile(ws, slug);
  if (!slugSchema.safeParse(slug).success) return { slug, file, problems: [{ file: slug, path: '', ...PROBLEMS.InvalidSlug(slug) }] };
  if (!existsSync(file))
    return { slug, file, problems: [{ file: relative(ws.root, file), path: '', ...PROBLEMS.TenantNotFound(slug, closest(slug, listTenantSlugs(ws))) }] };
  return validateTenantText(ws, slug, file, readFileSync(file, 'utf8'));
}

/** The slugs a command works on: those named, or every tenant with --all. */
/** `noneIsFine`: --all with nothing to select is an answer, not a mistake (pruning after the last tenant left). */
export function selectSlugs(ws: Workspace, slugs: string[], all: boolean | undefined, noneIsFine = false): string[] {
  if (!all) {
    if (slugs.length === 0) throw new UserError(PROBLEMS.NoTenantNamed());
    return [...new Set(slugs)];
  }
  const every = listTenantSlugs(ws);
  if (every.length === 0 && !noneIsFine) throw new UserError(PROBLEMS.NoTenants(relative(ws.root, ws.tenantsDir) || ws.tenantsDir));
  return every;
}
