import { describe, expect, it } from 'vitest';
import { PROBLEMS, type ProblemName } from './problem-catalogue.ts';

/** Arguments for each entry; typed, so an entry added without an example here does not compile. */
const EXAMPLES: { [N in ProblemName]: Parameters<(typeof PROBLEMS)[N]> } = {
  NoTenantNamed: [],
  NoTenants: ['tenants'],
  InvalidSlug: ['Bad_Slug'],
  TenantNotFound: ['redgum', 'redgum-used-cars'],
  InvalidJson: ['A comma is expected here'],
  UnknownKey: ['colr', 'colour'],
  MissingValue: ['string'],
  WrongType: ['number', 'a string'],
  NotOneOf: ['"group", "brand"'],
  SchemaIssue: ['Must be a phone number', 'custom'],
  BrokenRule: ['Location 793 does not exist'],
  LocationClaimed: [21, ['coastal-nissan'], 42],
  SlugMismatch: ['other-name'],
  TemplateMissing: ['brand', 'templates', 'group'],
  TemplateFailed: ['templates/_base/index.html.hbs'],
  TemplateProblems: [2],
  TemplateFieldMissing: ['budgetFindr', 'tenant.home', 'budgetFinder'],
  TemplateDataUnknown: ['@indx'],
  TemplateAboveRoot: ['../../name'],
  TemplateHelperUnknown: ['jsn', 'json'],
  TemplatePartialUnknown: ['menu-comon', 'menu-common'],
  TemplateNotAList: ['tenant.name'],
  TemplateNotChecked: ['{{#tenant.home}}'],
  PruneNeedsAll: [],
  TemplateOutputUnparsable: ['src/site.gen.ts', 'templates/_base/src/site.gen.ts.hbs'],
  UnknownFeature: [['teleport'], ['finance', 'reservation']],
  TenantExists: ['coastal-nissan', 'tenants/coastal-nissan.json'],
  NewNeedsAnswers: [],
  AnswersInvalid: [],
  TenantHasProblems: ['coastal-nissan'],
  SiteBuildFailed: ['coastal-nissan', ['src/Home.gen.tsx:1:1 Type error']],
  NothingToServe: [],
  MasterKeyTooShort: [],
  NotAPort: ['http'],
  NoSmsGateway: [['coastal-nissan', 'redgum-used-cars']],
  DemoNotOnLoopback: ['0.0.0.0'],
  NotAnOrigin: ['cars.example.com.au/'],
  DataDirInUse: ['/srv/dealer/.data'],
  DatabaseUnreachable: ['postgres://dealer:***@db.internal:5432/dealer'],
  SearchEngineUnavailable: ['http://search.internal:7700', 403],
  SearchKeyMissing: ['http://search.internal:7700'],
  TenantSearchKeyMissing: ['coastal-nissan', 'COASTAL_SEARCH_KEY'],
  LeadDeliveryUnset: [['coastal-nissan leads.delivery[0] e-mails leads to leads@coastal.example.com: set DEALER_SMTP_URL (and DEALER_MAIL_FROM)']],
  StripeWebhookSecretMissing: [],
  NotADeliveryId: ['42'],
  NoSuchDelivery: ['coastal-nissan', '0b6c3a52-1f7e-4c0e-9a43-2d2f0d7e8c11'],
  NotADate: ['yesterday'],
  NoDealerData: ['.data'],
  NotAnEmail: ['jo at example'],
  NotStaff: ['coastal-nissan', 'jo@example.com'],
  NotASiteUrl: ['bayside'],
  NoDataToMigrate: ['/srv/demo/.data'],
  NoTargetDatabase: [],
  NotAPostgresUrl: [],
  TargetUnreachable: ['postgres://dealer:***@db.internal:5432/dealer'],
  TargetNotEmpty: ['postgres://dealer:***@db.internal:5432/dealer', 'leads: 12, sessions: 3'],
  SampleTenantsInvalid: ['tenants'],
  StockTooLarge: ['stock.json', 600],
  StockNotJson: ['stock.json'],
  StockNotArray: ['stock.json', 'object'],
  CsvUnreadable: ['stock.csv'],
  CsvEmpty: [],
  CsvStrayQuote: [],
  CsvUnclosedQuote: [],
  CsvFieldCount: [1, 2],
  UnknownColumn: ['colr', 'colour'],
  DuplicateCar: ['id', '1', 0],
  StockRowsInvalid: [2, 5, 'stock.json', 3],
  EngineRejectedTask: ['the staging index', 4, 'failed', 'bad settings'],
  EngineRefused: ['http://127.0.0.1:7700', 403],
  EngineUnreachable: ['http://127.0.0.1:9'],
  InternalFailure: ['ENOSPC'],
};

describe('the CLI problem catalogue', () => {
  const entries = Object.entries(PROBLEMS) as [ProblemName, (...args: unknown[]) => ReturnType<(typeof PROBLEMS)[ProblemName]>][];

  it.each(entries)('%s has its name, a message and a hint', (name, build) => {
    const problem = build(...EXAMPLES[name]);
    expect(problem.name).toBe(name);
    expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(problem.message.trim()).not.toBe('');
    expect(problem.hint.trim()).not.toBe('');
    // The hint is a sentence of its own, printed on its own line.
    expect(problem.hint).toMatch(/^[A-Z"-].*[.?]$/s);
  });

  it('names every entry once', () => {
    const names = entries.map(([name, build]) => build(...EXAMPLES[name]).name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('fills hints from their parameters', () => {
    expect(PROBLEMS.TenantNotFound('redgum', 'redgum-used-cars').hint).toBe('Did you mean "redgum-used-cars"?');
    expect(PROBLEMS.TenantNotFound('zzz').hint).toContain('dealer-gen list');
    expect(PROBLEMS.EngineRefused('http://x', 403).hint).toContain('--key');
    expect(PROBLEMS.SchemaIssue('Too small', 'too_small').hint).not.toBe(PROBLEMS.SchemaIssue('Bad', 'something_new').hint);
  });
});
