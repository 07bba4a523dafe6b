import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Option, type Command } from 'commander';
import { AU_STATES, TEMPLATES } from '../../schema/lists.ts';
import { slugSchema, type Tenant } from '../../schema/tenant.ts';
import { fleetOf } from '../lib/fleet.ts';
import {
  answerProblems,
  defaultAnswers,
  defaultFeatures,
  NEW_TENANT_FEATURES,
  tenantFromAnswers,
  type AnswerKey,
  type NewTenantAnswers,
  type NewTenantFeature,
  type NewTenantIds,
} from '../lib/new-tenant.ts';
import { colour, say } from '../lib/output.ts';
import { PROBLEMS } from '../lib/problem-catalogue.ts';
import { UserError, type Problem } from '../lib/problems.ts';
import { renderTenant } from '../lib/render.ts';
import { applyChanges, planChanges, withManifest, type Change } from '../lib/sync.ts';
import { tenantFile } from '../lib/tenant-files.ts';
import { validateTenantText } from '../lib/tenants.ts';
import { workspace, type Workspace } from '../lib/workspace.ts';

type NewOptions = { yes?: boolean; force?: boolean; dryRun?: boolean } & { [K in AnswerKey]?: string };

/** The answers in the order their flags are listed and their questions asked. */
const ANSWER_KEYS: AnswerKey[] = [
  'name',
  'template',
  'manufacturer',
  'locationName',
  'street',
  'city',
  'state',
  'postcode',
  'phone',
  'financeProvider',
  'features',
];

const flagOf = (key: AnswerKey) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function parseFeatures(list: string): NewTenantFeature[] {
  const names = list
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = names.filter((f) => !(f in NEW_TENANT_FEATURES));
  if (unknown.length) throw new UserError(PROBLEMS.UnknownFeature(unknown, Object.keys(NEW_TENANT_FEATURES)));
  return names as NewTenantFeature[];
}

/** Flags answer their questions; whatever is left is asked (interactive) or defaulted (--yes). */
function answersFromFlags(base: NewTenantAnswers, o: NewOptions): { answers: NewTenantAnswers; given: Set<AnswerKey> } {
  const given = new Set(ANSWER_KEYS.filter((key) => o[key] !== undefined));
  const typed = Object.fromEntries([...given].filter((key) => key !== 'features').map((key) => [key, o[key]!.trim()])) as Partial<NewTenantAnswers>;
  const answers: NewTenantAnswers = { ...base, ...typed };
  if (!given.has('locationName')) answers.locationName = answers.name;
  if (!given.has('template') && answers.manufacturer) answers.template = 'brand';
  answers.features = o.features !== undefined ? parseFeatures(o.features) : defaultFeatures(answers.financeProvider);
  return { answers, given };
}

/** A flag the schema refuses is named at once, before any question is asked. */
function refuseBadFlags(answers: NewTenantAnswers, given: Set<AnswerKey>): void {
  const problems: Problem[] = Object.entries(answerProblems(answers))
    .filter(([key]) => given.has(key as AnswerKey))
    .map(([key, message]) => ({ file: flagOf(key as AnswerKey), path: '', ...PROBLEMS.SchemaIssue(message, 'custom') }));
  if (problems.length) throw new UserError(PROBLEMS.AnswersInvalid(), { problems });
}

const shellQuote = (value: string) => (/^[\w,./+-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`);

/** The command that gives the same answers again, so answers behind a refused config are not lost. */
function commandFor(slug: string, a: NewTenantAnswers, force: boolean): string {
  const value = (key: AnswerKey) => (key === 'features' ? a.features.join(',') : String(a[key]));
  return ['npx dealer-gen new', slug, '--yes', ...(force ? ['--force'] : []), ...ANSWER_KEYS.flatMap((key) => [flagOf(key), shellQuote(value(key))])].join(' ');
}

/** An existing tenant's ids, kept by --force: its id is the site id its analytics carry. */
function idsOf(file: string): Partial<NewTenantIds> {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown; locations?: { id?: unknown }[] };
    const id = Number(raw.id);
    const locationId = Number(raw.locations?.[0]?.id);
    return { ...(Number.isInteger(id) && id > 0 ? { id } : {}), ...(Number.isInteger(locationId) && locationId > 0 ? { locationId } : {}) };
  } catch {
    return {};
  }
}

/** The top-level keys whose values the new config changes: what --force would undo of hand edits to the tenant. */
function changedKeys(file: string, text: string): string[] {
  const next = JSON.parse(text) as Record<string, unknown>;
  let previous: Record<string, unknown>;
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return ['(the whole file: it is not valid JSON)'];
  }
  return [...new Set([...Object.keys(previous), ...Object.keys(next)])].filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]));
}

/** What generating the new tenant would write, in memory. */
async function planSite(ws: Workspace, tenant: Tenant) {
  const siteDir = join(ws.generatedDir, tenant.slug);
  const tree = withManifest(await renderTenant(ws, tenant), tenant.template, tenant.slug);
  return { siteDir, tree, changes: planChanges(siteDir, tree) };
}

const HAND_WORK: Partial<Record<Change['kind'], string>> = { edited: 'edited by hand', extra: 'not generated by dealer-gen, removed' };

export function registerNew(program: Command): void {
  program
    .command('new')
    .description('Create tenants/<slug>.json for a new dealership, validate it and generate its site')
    .argument('<slug>', 'the site slug: lowercase letters and digits separated by single hyphens')
    .option('-y, --yes', 'accept the default for every question not answered by a flag (no prompts)')
    .option('--force', 'overwrite an existing tenant, listing the hand edits it overwrites')
    .option('--dry-run', 'print the config and the files it would write; write nothing')
    .option('--name <name>', 'dealer or group name shown on the site')
    .addOption(new Option('--template <template>', 'site template').choices(TEMPLATES))
    .option('--manufacturer <name>', 'the one manufacturer of a single-brand site (omit for multi-brand)')
    .option('--location-name <name>', 'first location: name')
    .option('--street <street>', 'first location: street address')
    .option('--city <city>', 'first location: city')
    .addOption(new Option('--state <state>', "first location: state (sets the site's time zone)").choices(AU_STATES))
    .option('--postcode <postcode>', 'first location: 4-digit postcode')
    .option('--phone <phone>', 'first location and main phone number')
    .option('--finance-provider <name>', 'finance provider name, or "none" (finance is on only with a provider)')
    .option('--features <list>', `comma-separated switches: ${Object.keys(NEW_TENANT_FEATURES).join(', ')}`)
    .action(async (slug: string, options: NewOptions) => {
      const ws = workspace();
      if (!slugSchema.safeParse(slug).success) throw new UserError(PROBLEMS.InvalidSlug(slug));
      const file = tenantFile(ws, slug);
      const shown = relative(ws.root, file);
      const exists = existsSync(file);
      if (exists && !options.force) throw new UserError(PROBLEMS.TenantExists(slug, shown));

      const { answers: fromFlags, given } = answersFromFlags(defaultAnswers(slug), options);
      refuseBadFlags(fromFlags, given);
      const interactive = !options.yes && process.stdin.isTTY && !process.env.CI;
      if (!interactive && !options.yes) throw new UserError(PROBLEMS.NewNeedsAnswers());
      const answers = interactive ? await (await import('../lib/prompts.ts')).askForAnswers(fromFlags, given) : fromFlags;
      if (!answers) {
        // Ctrl-C: the shell's code for an interrupted command, and nothing written.
        process.exitCode = 130;
        return;
      }

      const fleet = fleetOf(ws);
      const ids: NewTenantIds = { slug, id: fleet.nextTenantId(), locationId: fleet.nextLocationId(), ...(exists ? idsOf(file) : {}) };
      const text = `${JSON.stringify(tenantFromAnswers(ids, answers), null, 2)}\n`;
      const checked = validateTenantText(ws, slug, file, text);
      if (!checked.tenant) {
        process.stdout.write(text);
        say(`The config your answers make is printed above; nothing was written. The same answers again: ${commandFor(slug, answers, exists)}`);
        const problems = checked.problems.map((p) => ({ ...p, file: 'the config above', line: undefined, column: undefined }));
        throw new UserError(PROBLEMS.AnswersInvalid(), { problems });
      }

      const site = await planSite(ws, checked.tenant);
      const siteDir = relative(ws.root, site.siteDir);
      const tenantEdits = exists ? changedKeys(file, text) : [];
      const overwritten = [
        ...(tenantEdits.length ? [`${shown}  differs at ${tenantEdits.join(', ')}`] : []),
        ...site.changes.filter((c) => HAND_WORK[c.kind]).map((c) => `${siteDir}/${c.path}  ${HAND_WORK[c.kind]}`),
      ];
      if (overwritten.length) {
        say(colour.yellow(`! ${options.dryRun ? 'Would overwrite' : 'Overwriting'} these hand edits:`));
        for (const line of overwritten) say(`    ${line}`);
      }
      if (options.dryRun) {
        process.stdout.write(text);
        say(`Would write ${shown} and ${site.changes.length} files in ${siteDir}/ (dry run: nothing written):`);
        for (const change of site.changes) say(`    ${change.kind}  ${siteDir}/${change.path}`);
        return;
      }

      mkdirSync(ws.tenantsDir, { recursive: true });
      writeFileSync(file, text);
      applyChanges(site.siteDir, site.tree, site.changes);
      say(`${colour.green('✔')} wrote ${shown} and generated ${siteDir}/ (${site.changes.length} files)`);
      say();
      say('Next:');
      say(`  edit ${shown}   (your editor completes and checks it against the schema)`);
      say(`  npx dealer-gen validate ${slug}`);
      say(`  npx dealer-gen generate ${slug}`);
      say(`  npx dealer-gen build ${slug}`);
      say(`  npx dealer-gen dev ${slug}`);
    });
}
