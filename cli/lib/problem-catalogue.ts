/**
 * Every problem the CLI reports, by a stable name, as Astro's errors-data does: `message` says what happened,
 * `hint` what to do about it. Wording lives here so it stays consistent and each entry is tested.
 */

interface Entry<Args extends unknown[]> {
  message: (...args: Args) => string;
  hint: (...args: Args) => string;
}

const entry = <Args extends unknown[]>(message: (...args: Args) => string, hint: (...args: Args) => string): Entry<Args> => ({ message, hint });

const didYouMean = (suggestion: string | undefined, otherwise: string) => (suggestion ? `Did you mean "${suggestion}"?` : otherwise);

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/** What to do about a schema issue zod describes, by its issue code. */
const SCHEMA_ISSUE_HINTS: Record<string, string> = {
  invalid_type: 'Replace it with a value of the type the message names.',
  invalid_value: 'Use one of the values the message lists, spelled exactly.',
  invalid_format: 'Write it in the format the message names.',
  invalid_union: 'It fits none of the shapes this field allows: compare it with the schema.',
  too_small: 'Make it longer or larger: the message gives the least allowed.',
  too_big: 'Make it shorter or smaller: the message gives the most allowed.',
  custom: 'Write it as the message describes.',
};

const CATALOGUE = {
  // Choosing and loading tenants
  NoTenantNamed: entry(
    () => 'No tenant named',
    () => 'Name at least one tenant, or pass --all to take every tenant in tenants/.',
  ),
  NoTenants: entry(
    (dir: string) => `No tenants in ${dir}`,
    () => 'Create one with "dealer-gen new <slug>".',
  ),
  InvalidSlug: entry(
    (slug: string) => `"${slug}" is not a valid slug`,
    () => 'Use lowercase letters and digits separated by single hyphens, like bayside-motors.',
  ),
  TenantNotFound: entry(
    (slug: string, _suggestion?: string) => `No tenant "${slug}"`,
    (_slug: string, suggestion?: string) => didYouMean(suggestion, 'Run "dealer-gen list" to see the tenants, or "dealer-gen new <slug>" to create one.'),
  ),
  InvalidJson: entry(
    (what: string) => `Invalid JSON: ${what}`,
    () => 'The file must be strict JSON: keys in double quotes, no comments, no trailing commas.',
  ),

  // A tenant config against the schema and the rules
  UnknownKey: entry(
    (key: string, _suggestion?: string) => `Unknown key "${key}"`,
    (_key: string, suggestion?: string) => didYouMean(suggestion, 'Remove it: it is not part of the schema.'),
  ),
  MissingValue: entry(
    (expected: string) => `Required: expected ${expected}`,
    (expected) => `Add ${article(expected)} here; your editor completes tenant files from schema/tenant.schema.json.`,
  ),
  WrongType: entry(
    (expected: string, actual: string) => `Expected ${expected}, got ${actual}`,
    (expected) => `Replace it with ${article(expected)}.`,
  ),
  NotOneOf: entry(
    (values: string) => `Must be one of: ${values}`,
    () => 'Use one of the listed values exactly as written.',
  ),
  SchemaIssue: entry(
    (message: string, _code: string) => message,
    (_message, code) => SCHEMA_ISSUE_HINTS[code] ?? 'Compare it with the schema: schema/tenant.schema.json for tenants, schema/car.ts for stock.',
  ),
  LocationClaimed: entry(
    (id: number, others: string[], _free: number) => `Location ${id} is also a location of ${others.join(', ')}: a site would show the other's cars there`,
    (_id: number, _others: string[], free: number) => `Give this location an id no other tenant uses, like ${free}.`,
  ),
  BrokenRule: entry(
    (message: string) => message,
    () => 'Change this value or the one it must agree with; schema/rules.ts holds every cross-field rule.',
  ),
  SlugMismatch: entry(
    (slug: string) => `Must match the file name: "${slug}"`,
    (slug) => `Set "slug" to "${slug}", or rename the file to match it.`,
  ),
  TemplateMissing: entry(
    (template: string, dir: string, available: string) => `Template "${template}" has no folder in ${dir}; available: ${available}`,
    (template, dir) => `Set "template" to one of those, or add ${dir}/${template}/.`,
  ),
  TemplateFailed: entry(
    (file: string) => `${file} did not render`,
    () => 'Fix the template where the cause below points: templates compile in strict mode, so a missing field is an error.',
  ),
  TemplateProblems: entry(
    (count: number) => `The templates read ${count === 1 ? 'a field' : `${count} fields`} the template context does not have`,
    () => 'Fix each template at the line listed below: a misspelt field would render as empty, false or null.',
  ),
  TemplateFieldMissing: entry(
    (field: string, holder: string, _suggestion?: string) => `${holder} has no field "${field}"`,
    (_field: string, _holder: string, suggestion?: string) =>
      didYouMean(
        suggestion,
        'Read only what the context holds: tenant and site are schema/tenant.ts (optional fields included), the rest is templateContext in cli/lib/render.ts.',
      ),
  ),
  TemplateDataUnknown: entry(
    (name: string) => `No ${name} here`,
    () => 'Use @index, @key, @first or @last inside #each, or @root anywhere.',
  ),
  TemplateAboveRoot: entry(
    (path: string) => `${path} climbs above the template context`,
    () => 'Use one ../ for each #each or #with the path is inside, no more.',
  ),
  TemplateHelperUnknown: entry(
    (name: string, _suggestion?: string) => `No helper "${name}"`,
    (_name: string, suggestion?: string) => didYouMean(suggestion, 'Use a helper cli/lib/handlebars.ts registers, or register it there.'),
  ),
  TemplatePartialUnknown: entry(
    (name: string, _suggestion?: string) => `No partial "${name}"`,
    (_name: string, suggestion?: string) => didYouMean(suggestion, 'A partial is a .hbs file in templates/_partials/, named without the extension.'),
  ),
  TemplateNotAList: entry(
    (path: string) => `#each cannot go through ${path}: it is a single value`,
    () => 'Give #each a list or an object, or read the value with {{…}} instead.',
  ),
  TemplateNotChecked: entry(
    (construct: string) => `${construct} cannot be checked against the template context`,
    () => 'Use #if, #unless, #each and #with, plain paths, the helpers of cli/lib/handlebars.ts and partials by name.',
  ),
  PruneNeedsAll: entry(
    () => '--prune works only with --all',
    () => 'Run "dealer-gen generate --all --prune": a folder in generated/ is orphaned when no tenant at all names it.',
  ),
  TemplateOutputUnparsable: entry(
    (output: string, template: string) => `${output}, rendered from ${template}, is not valid code`,
    () => 'Fix the template so that it renders valid code: the cause below gives the line in the rendered file, without its banner.',
  ),

  // dealer-gen new
  UnknownFeature: entry(
    (unknown: string[], _known: string[]) => `Unknown feature${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`,
    (_unknown, known) => `Choose from ${known.join(', ')}.`,
  ),
  TenantExists: entry(
    (slug: string, file: string) => `Tenant ${slug} already exists (${file})`,
    () => 'Pass --force to overwrite it.',
  ),
  NewNeedsAnswers: entry(
    () => 'dealer-gen new needs answers, and asks for them only in a terminal with CI unset',
    () => 'In CI or a script, pass --yes to accept defaults (and flags such as --name and --template to set values); in a terminal, unset CI to be asked.',
  ),
  AnswersInvalid: entry(
    () => 'The answers do not make a valid tenant; nothing was written',
    () => 'Change the flags or answers behind the problems below, then run dealer-gen new again.',
  ),

  // dev, start, serve
  TenantHasProblems: entry(
    (slug: string) => `${slug} has config problems`,
    (slug) => `Fix them in tenants/${slug}.json; "dealer-gen validate ${slug}" checks it again.`,
  ),
  SiteBuildFailed: entry(
    (slug: string, errors: string[]) => `${slug} did not build:\n${errors.join('\n')}`,
    (slug) => `Fix the template or tenants/${slug}.json; "dealer-gen build ${slug}" checks it again.`,
  ),
  NothingToServe: entry(
    () => 'No valid tenant to serve',
    () => 'Fix the config problems listed above; "dealer-gen validate --all" lists them again.',
  ),
  MasterKeyTooShort: entry(
    () => 'The master key is shorter than 16 characters',
    () => 'Pass --master-key (or set DEALER_MASTER_KEY) with at least 16 characters, or set neither for a new key each run.',
  ),
  NotAPort: entry(
    (value: string) => `Not a port number: ${value}`,
    () => 'Use a whole number from 0 to 65535.',
  ),
  NoSmsGateway: entry(
    (slugs: string[]) =>
      `No SMS gateway is set for sign-in codes, and ${slugs.join(', ')} ${slugs.length === 1 ? 'has' : 'have'} sign-in on (the watchlist, the garage or gated routes)`,
    () => 'Set DEALER_SMS_WEBHOOK_URL to a gateway that takes { to, body } as JSON, or pass --demo to keep codes in the demo outbox (loopback only).',
  ),
  DemoNotOnLoopback: entry(
    (host: string) => `The demo cannot listen on ${host}: its outbox shows every sign-in code`,
    () => 'Leave --host at 127.0.0.1 for the demo, or drop --demo and set DEALER_SMS_WEBHOOK_URL.',
  ),
  NotAnOrigin: entry(
    (value: string) => `Not a public origin: "${value}"`,
    () => 'Give the scheme and host shoppers use, without a path, like https://cars.example.com.au.',
  ),
  DataDirInUse: entry(
    (dir: string) => `Another dealer server is running on the data in ${dir}`,
    () =>
      'Stop the other server first, or give this one a separate --data-dir; servers side by side over the same data need PostgreSQL and Meilisearch instead of the data directory.',
  ),
  DatabaseUnreachable: entry(
    (where: string) => `Cannot reach the PostgreSQL database at ${where}`,
    () => 'Is PostgreSQL running and the database created? Check the host, port, user, password and database name in --database-url (or DEALER_DATABASE_URL).',
  ),
  SearchEngineUnavailable: entry(
    (url: string, status?: number) =>
      status === undefined ? `Cannot reach the search engine at ${url}` : `The search engine at ${url} refused the server (HTTP ${status})`,
    (_url, status) =>
      status === 401 || status === 403
        ? 'Give --search-key (or DEALER_SEARCH_MASTER_KEY) as that Meilisearch’s master key.'
        : 'Is Meilisearch running there? Check --search-url (or DEALER_SEARCH_URL), or leave it unset for the embedded engine.',
  ),
  SearchKeyMissing: entry(
    (url: string) => `No key for the search engine at ${url}`,
    () => 'Give --search-key (or DEALER_SEARCH_MASTER_KEY) as that Meilisearch’s master key.',
  ),
  TenantSearchKeyMissing: entry(
    (slug: string, variable: string) => `${slug} reads its own search engine with the key in ${variable}, which is not set`,
    (_slug, variable) =>
      `Set ${variable} to a key of that Meilisearch that can search and get documents, or remove search.serverKeyEnv from the tenant to read with its publicKey.`,
  ),
  LeadDeliveryUnset: entry(
    (problems: string[]) => `This server could not deliver leads: ${problems.join('; ')}`,
    () =>
      'Set what is named in the server’s environment, or change the tenant’s leads.delivery; the server does not start rather than keep leads it cannot send.',
  ),

  StripeWebhookSecretMissing: entry(
    () => 'DEALER_STRIPE_SECRET_KEY is set but DEALER_STRIPE_WEBHOOK_SECRET is not',
    () =>
      'Set DEALER_STRIPE_WEBHOOK_SECRET to the signing secret of the webhook endpoint /api/payments/stripe/webhook: without it, paid deposits would never be seen.',
  ),

  // dealer-gen leads
  NotADeliveryId: entry(
    (value: string) => `Not a delivery id: "${value}"`,
    () => 'Give the id in the first column of `dealer-gen leads deliveries <slug>`, like 0b6c3a52-1f7e-4c0e-9a43-2d2f0d7e8c11.',
  ),
  NoSuchDelivery: entry(
    (slug: string, id: string) => `${slug} has no delivery ${id}`,
    (slug) => `List its deliveries with \`dealer-gen leads deliveries ${slug}\` and copy the id from the first column.`,
  ),
  NotADate: entry(
    (since: string) => `Not a date: "${since}"`,
    () => '--since takes a date like 2025-07-01 or 2025-07-01T09:00+10:00.',
  ),
  NoDealerData: entry(
    (dir: string) => `No dealer data in ${dir}`,
    () => 'Pass the --data-dir the server runs with (dealer-gen serve --data-dir).',
  ),

  // dealer-gen staff
  NotAnEmail: entry(
    (value: string) => `Not an e-mail address: "${value}"`,
    () => 'Give the staff member’s own address, like jo@example.com.',
  ),
  NotStaff: entry(
    (slug: string, email: string) => `${email} is not on the staff of ${slug}`,
    (slug: string) => `List the staff with \`dealer-gen staff list ${slug}\` and give an address from there.`,
  ),
  NotASiteUrl: entry(
    (value: string) => `Not a site address: "${value}"`,
    () => '--site-url takes the address the site is reached at, like https://bayside.example.com or http://bayside.localhost:4000.',
  ),

  // dealer-gen db migrate-sqlite
  NoDataToMigrate: entry(
    (dir: string) => `No dealer data in ${dir}: it holds no dealer.sqlite`,
    () => 'Pass --from the data directory the demo ran with (dealer-gen serve --data-dir, .data by default).',
  ),
  NoTargetDatabase: entry(
    () => 'No PostgreSQL database to migrate into',
    () => 'Pass --to postgres://user:password@host:5432/database, or set DEALER_DATABASE_URL.',
  ),
  NotAPostgresUrl: entry(
    () => 'The database to migrate into is not a PostgreSQL URL',
    () => 'Give --to (or DEALER_DATABASE_URL) as postgres://user:password@host:5432/database.',
  ),
  TargetUnreachable: entry(
    (where: string) => `Cannot reach the PostgreSQL database at ${where}`,
    () => 'Is PostgreSQL running and the database created (createdb)? Check the host, port, user, password and database name in --to.',
  ),
  TargetNotEmpty: entry(
    (where: string, tables: string) => `The database at ${where} already holds the stores’ data (${tables}); nothing was copied`,
    () => 'Point --to at a new, empty database (createdb): ids are copied as they are, so they cannot be merged with rows already there.',
  ),

  // dealer-gen stock
  SampleTenantsInvalid: entry(
    (dir: string) => `Cannot load the tenants in ${dir} for sample stock`,
    () => 'Fix the problems below; "dealer-gen validate --all" shows each with its line.',
  ),
  StockTooLarge: entry(
    (file: string, megabytes: number) => `${file} is ${megabytes} MB, too large to read in one piece`,
    () => 'Write it as JSON Lines (.jsonl, one car per line) instead.',
  ),
  StockNotJson: entry(
    (file: string) => `${file} is not valid JSON`,
    () => 'Fix the syntax at each place listed; a .jsonl file holds one complete JSON object a line.',
  ),
  StockNotArray: entry(
    (file: string, topLevel: string) => `${file} must hold a JSON array of cars, but its top level is ${topLevel}`,
    () => 'Put the cars in one [ … ] array, or write one car per line as JSON Lines (.jsonl).',
  ),
  CsvUnreadable: entry(
    (file: string) => `Cannot read ${file}`,
    () => 'A stock CSV needs a header row naming car fields (dotted for nested ones, like location.id) and one value a column in every row.',
  ),
  CsvEmpty: entry(
    () => 'The file is empty; expected a header row naming the car fields',
    () => 'Start with a header row like id,slug,year,make,model.',
  ),
  CsvStrayQuote: entry(
    () => 'A quote may only start a field',
    () => 'Quote the whole field, and write "" for a quote inside it.',
  ),
  CsvUnclosedQuote: entry(
    () => 'A quoted field is never closed',
    () => 'Add the closing quote.',
  ),
  CsvFieldCount: entry(
    (fields: number, columns: number) => `${fields} fields, but the header has ${columns}`,
    () => 'Give every row one value a column, and quote a value that holds a comma.',
  ),
  UnknownColumn: entry(
    (column: string, _suggestion?: string) => `Column "${column}" is not a car field`,
    (_column: string, suggestion?: string) => didYouMean(suggestion, 'Remove the column, or name a field of schema/car.ts.'),
  ),
  DuplicateCar: entry(
    (key: string, value: string, firstRow: number) => `Duplicate ${key} ${value}, also used by row ${firstRow}`,
    (key) => `Give each car its own ${key}: a repeat would replace the earlier car in the index.`,
  ),
  StockRowsInvalid: entry(
    (invalid: number, total: number, file: string, _valid: number) => `${invalid} of ${total} rows in ${file} are invalid, so nothing was imported`,
    (_invalid, _total, _file, valid) => `Fix them, or pass --skip-invalid to import the other ${valid}.`,
  ),
  EngineRejectedTask: entry(
    (what: string, task: number, status: string, reason?: string) =>
      `The search engine did not accept ${what}: task ${task} ${status}${reason ? `: ${reason}` : ''}.`,
    () => 'The live stock is untouched: fix what the engine reports and import again.',
  ),
  EngineRefused: entry(
    (host: string, _status: number) => `The search engine at ${host} refused the import`,
    (_host, status) =>
      status === 401 || status === 403
        ? 'Check --key (or DEALER_MASTER_KEY): importing needs a key that can write.'
        : 'The live stock is untouched: fix what the engine reports below and import again.',
  ),
  EngineUnreachable: entry(
    (host: string) => `Cannot reach the search engine at ${host}`,
    () => 'Is it running? Set --host or DEALER_SEARCH_HOST to where it listens.',
  ),

  // Anything else
  InternalFailure: entry(
    (message: string) => `dealer-gen failed: ${message}`,
    () => 'This is a bug in dealer-gen or a failure around it (disk, network), not a problem in your input; set DEBUG=1 to print the stack.',
  ),
};

export type ProblemName = keyof typeof CATALOGUE;

/** A catalogued problem filled in: its name, what happened and what to do. */
export interface Described {
  name: ProblemName;
  message: string;
  hint: string;
}

type Builders = { [N in ProblemName]: (...args: Parameters<(typeof CATALOGUE)[N]['message']>) => Described };

/** `PROBLEMS.TenantNotFound('nosuch')` → `{ name, message, hint }`, for a `UserError` or a `Problem`. */
export const PROBLEMS = Object.fromEntries(
  Object.entries(CATALOGUE).map(([name, { message, hint }]) => {
    const build = (...args: unknown[]): Described => ({
      name: name as ProblemName,
      message: (message as (...a: unknown[]) => string)(...args),
      hint: (hint as (...a: unknown[]) => string)(...args),
    });
    return [name, build];
  }),
) as Builders;
