import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Option, type Command } from 'commander';
import { AU_STATES, TEMPLATES } from '../../schema/lists.ts';
import { slugSchema } from '../../schema/tenant.ts';
import { planTenants, writePlans } from '../lib/generate.ts';
import { defaultAnswers, NEW_TENANT_FEATURES, tenantFromAnswers, type NewTenantAnswers, type NewTenantFeature } from '../lib/new-tenant.ts';
import { colour, say } from '../lib/output.ts';
import { PROBLEMS } from '../lib/problem-catalogue.ts';
import { UserError } from '../lib/problems.ts';
import { fleetOf } from '../lib/fleet.ts';
import { tenantFile } from '../lib/tenant-files.ts';
import { validateTenantText } from '../lib/tenants.ts';
import { workspace } from '../lib/workspace.ts';

interface NewOptions {
  yes?: boolean;
  force?: boolean;
  name?: string;
  template?: NewTenantAnswers['template'];
  manufacturer?: string;
  locationName?: string;
  street?: string;
  city?: string;
  state?: NewTenantAnswers['location']['state'];
  postcode?: string;
  phone?: string;
  financeProvider?: string;
  features?: string;
}

function parseFeatures(list: string): NewTenantFeature[] {
  const names = list
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = names.filter((f) => !(f in NEW_TENANT_FEATURES));
  if (unknown.length) throw new UserError(PROBLEMS.UnknownFeature(unknown, Object.keys(NEW_TENANT_FEATURES)));
  return names as NewTenantFeature[];
}

/** Flags answer their prompts; whatever is left is asked (interactive) or defaulted (--yes). */
function answersFromFlags(base: NewTenantAnswers, o: NewOptions): { answers: NewTenantAnswers; given: Set<string> } {
  const given = new Set(Object.keys(o).filter((k) => o[k as keyof NewOptions] !== undefined));
  const location = {
    name: o.locationName ?? o.name ?? base.name,
    street: o.street ?? base.location.street,
    city: o.city ?? base.location.city,
    state: o.state ?? base.location.state,
    postcode: o.postcode ?? base.location.postcode,
    phone: o.phone ?? base.location.phone,
  };
  const answers: NewTenantAnswers = {
    ...base,
    name: o.name ?? base.name,
    template: o.template ?? (o.manufacturer ? 'brand' : base.template),
    manufacturer: o.manufacturer ?? base.manufacturer,
    location,
    financeProvider: o.financeProvider ?? base.financeProvider,
    features: o.features !== undefined ? parseFeatures(o.features) : base.features,
  };
  return { answers, given };
}

export function registerNew(program: Command): void {
  program
    .command('new')
    .description('Create tenants/<slug>.json for a new dealership, validate it and generate its site')
    .argument('<slug>', 'the site slug: lowercase letters and digits separated by single hyphens')
    .option('-y, --yes', 'accept the default for every question not answered by a flag (no prompts)')
    .option('--force', 'overwrite an existing tenant')
    .option('--name <name>', 'dealer or group name shown on the site')
    .addOption(new Option('--template <template>', 'site template').choices(TEMPLATES))
    .option('--manufacturer <name>', 'the one manufacturer of a single-brand site (omit for multi-brand)')
    .option('--location-name <name>', 'first location: name')
    .option('--street <street>', 'first location: street address')
    .option('--city <city>', 'first location: city')
    .addOption(new Option('--state <state>', 'first location: state').choices(AU_STATES))
    .option('--postcode <postcode>', 'first location: 4-digit postcode')
    .option('--phone <phone>', 'first location and main phone number')
    .option('--finance-provider <name>', 'finance provider name, or "none"')
    .option('--features <list>', `comma-separated switches: ${Object.keys(NEW_TENANT_FEATURES).join(', ')}`)
    .action(async (slug: string, options: NewOptions) => {
      const ws = workspace();
      if (!slugSchema.safeParse(slug).success) throw new UserError(PROBLEMS.InvalidSlug(slug));
      const file = tenantFile(ws, slug);
      if (existsSync(file) && !options.force) throw new UserError(PROBLEMS.TenantExists(slug, relative(ws.root, file)));

      const { answers: fromFlags, given } = answersFromFlags(defaultAnswers(slug, fleetOf(ws).nextTenantId(), fleetOf(ws).nextLocationId()), options);
      const interactive = !options.yes && process.stdin.isTTY && !process.env.CI;
      if (!interactive && !options.yes) throw new UserError(PROBLEMS.NewNeedsAnswers());
      const answers = interactive ? await (await import('../lib/prompts.ts')).askForAnswers(fromFlags, given) : fromFlags;

      const text = `${JSON.stringify(tenantFromAnswers(answers), null, 2)}\n`;
      const checked = validateTenantText(ws, slug, file, text);
      if (!checked.tenant) throw new UserError(PROBLEMS.AnswersInvalid(), { problems: checked.problems });
      mkdirSync(ws.tenantsDir, { recursive: true });
      writeFileSync(file, text);
      const plans = await planTenants(ws, [slug]);
      writePlans(plans);
      say(`${colour.green('✔')} wrote ${relative(ws.root, file)} and generated ${relative(ws.root, plans[0]!.siteDir)}/ (${plans[0]!.changes.length} files)`);
      say();
      say('Next:');
      say(`  edit ${relative(ws.root, file)}   (your editor completes and checks it against the schema)`);
      say(`  npx dealer-gen validate ${slug}`);
      say(`  npx dealer-gen generate ${slug}`);
      say(`  npx dealer-gen build ${slug}`);
      say(`  npx dealer-gen dev ${slug}`);
    });
}
