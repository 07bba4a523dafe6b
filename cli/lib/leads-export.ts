/**
 * `dealer-gen leads export`: a tenant's leads from the server's store (its PostgreSQL database, or the SQLite file
 * of its data directory) as CSV (RFC 4180), one row a lead, the full payload in its last column so nothing a
 * shopper sent is lost.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stringify, type Options } from 'csv-stringify/sync';
import { openDatabase, type Db } from '../../server/store/database.ts';
import type { LeadMessageTradeIn } from '../../runtime/site/lead-message.ts';
import { openLeadStore, type LeadRecord } from '../../server/store/leads.ts';
import { openSqlStore, type SqlStore, type SqlStoreTarget } from '../../server/store/sql/sql-store.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { UserError } from './problems.ts';

export const LEAD_CSV_COLUMNS = [
  'id',
  'created_at',
  'kind',
  'category',
  'subcategory',
  'department',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'location',
  'car_id',
  'car',
  'stock_number',
  'vin',
  'price',
  'requested_at',
  'offer_id',
  'budget',
  'deposit',
  'message',
  'trade_in',
  'url',
  'utm',
  'visited_pages',
  'payload',
] as const;

/**
 * Where a spreadsheet may start a formula: the cell's start, and after a separator, as one that splits on ; or a tab
 * (or a tool that splits lines) makes `Jo;=HYPERLINK(…)` two cells. Spaces before the formula character count too.
 */
const FORMULA_START = /(?<=(?:^|[,;\t\r\n]) *)(?=[=+\-@\t\r])/g;

/** Every place a formula could start defused by a ', so a spreadsheet shows the text as it was sent. */
const defused = (text: string): string => text.replace(FORMULA_START, "'");

/** Every cell quoted, whatever it holds, so no cell's own text decides how a spreadsheet reads it. */
const CSV_OPTIONS: Options = {
  quoted: true,
  quoted_empty: true,
  record_delimiter: 'windows',
  cast: {
    string: defused,
    number: (value) => defused(String(value)),
    boolean: String,
    object: (value) => defused(JSON.stringify(value)),
  },
};

/** Rows as CSV (RFC 4180, CRLF line ends); null and undefined are empty cells. */
export function csv(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], CSV_OPTIONS);
}

function field(lead: LeadRecord, key: string): unknown {
  const payload = (lead.payload ?? {}) as Record<string, unknown>;
  const fields = (payload.fields ?? {}) as Record<string, unknown>;
  return fields[key] ?? payload[key] ?? '';
}

const tradeInText = (tradeIn: LeadMessageTradeIn | null) =>
  tradeIn &&
  [
    tradeIn.vehicle,
    `${tradeIn.rego} (${tradeIn.state})`,
    tradeIn.kms === null ? null : `${tradeIn.kms} km`,
    tradeIn.offerPrice === null ? null : `offer ${tradeIn.offerPrice}`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * One row a lead: the columns a person reads first, from the lead as it was delivered (a lead stored before that was
 * kept has its form's own fields there and the rest empty), then the whole payload so nothing a shopper sent is lost.
 */
export function leadsCsv(leads: readonly LeadRecord[]): string {
  const rows = leads.map((lead) => {
    const m = lead.message;
    return [
      lead.id,
      lead.createdAt,
      lead.kind,
      lead.category,
      lead.subcategory,
      m?.deliveryCategory,
      field(lead, 'name'),
      field(lead, 'last_name'),
      lead.email,
      lead.phone,
      field(lead, 'postcode'),
      m?.location?.name,
      lead.carId,
      m?.car?.name,
      m?.car?.stockNumber ?? field(lead, 'stock_number'),
      m?.car?.vin,
      m?.car?.price,
      m?.requestedAt ?? field(lead, 'booking_at'),
      m?.offerId,
      m?.budget,
      m?.deposit,
      m?.message ?? field(lead, 'message'),
      tradeInText(m?.tradeIn ?? null),
      field(lead, 'url'),
      m &&
        Object.entries(m.utm)
          .map(([key, value]) => `${key}=${value}`)
          .join('&'),
      m?.visitedPages.join(' '),
      lead.payload,
    ];
  });
  return csv([LEAD_CSV_COLUMNS, ...rows]);
}

/** `--since` as an ISO instant; a bare date means midnight UTC of that day. */
export function parseSince(since: string | undefined): string | undefined {
  if (since === undefined) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(since) ? new Date(since) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new UserError(PROBLEMS.NotADate(since));
  return date.toISOString();
}

export interface StoreFlags {
  dataDir?: string;
  databaseUrl?: string;
}

/** The data directory's database, which must be there: the leads commands never start an empty one. */
function existingDatabase(dataDir: string): Db {
  if (!existsSync(join(dataDir, 'dealer.sqlite'))) throw new UserError(PROBLEMS.NoDealerData(dataDir));
  return openDatabase(dataDir);
}

/** Runs `use` over the server's store: PostgreSQL when given its URL (`--database-url` or `DEALER_DATABASE_URL`), as the server does; else the data directory. */
export async function withServerStore<T>(root: string, slug: string, options: StoreFlags, use: (sql: SqlStore) => Promise<T>): Promise<T> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new UserError(PROBLEMS.InvalidSlug(slug));
  const databaseUrl = options.databaseUrl ?? process.env.DEALER_DATABASE_URL;
  const target: SqlStoreTarget = databaseUrl ? { databaseUrl } : { sqlite: existingDatabase(resolve(root, options.dataDir ?? '.data')) };
  const sql = openSqlStore(target);
  try {
    return await use(sql);
  } finally {
    await sql.close();
    if ('sqlite' in target) target.sqlite.close();
  }
}

export async function exportLeads(root: string, slug: string, options: StoreFlags & { since?: string }): Promise<string> {
  const since = parseSince(options.since);
  return withServerStore(root, slug, options, async (sql) => {
    const store = await openLeadStore(sql);
    return leadsCsv(await store.list(slug, since ? { since } : {}));
  });
}
