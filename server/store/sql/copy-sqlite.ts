/**
 * Moves a data directory's stores (its SQLite file) into PostgreSQL, for a demo that grows into a deployment of many
 * servers: every store is opened on PostgreSQL (so its migrations run there, as a server's would), then every table
 * the stores know is copied with its ids and instants, in one transaction, and the id sequences are moved past the
 * copied ids. The target must hold none of the stores' rows: ids are kept, so they cannot be merged with others.
 */
import { existsSync } from 'node:fs';
import { sql, type Kysely, type TableMetadata } from 'kysely';
import { openAnalyticsStore, ANALYTICS_MIGRATIONS } from '../analytics.ts';
import { CONVERSATION_MIGRATIONS, openConversationStore } from '../conversations.ts';
import { databaseFile, openDatabase, openDatabaseReadOnly, type Db } from '../database.ts';
import { LEAD_MIGRATIONS, openLeadStore } from '../leads.ts';
import { openRateLimitStore, RATE_LIMIT_MIGRATIONS } from '../rate-limits.ts';
import { openReservationStore, RESERVATION_MIGRATIONS } from '../reservations.ts';
import { openSessionStore, SESSION_MIGRATIONS } from '../sessions.ts';
import { openStaffStore, STAFF_MIGRATIONS } from '../staff.ts';
import { LEAD_WORKFLOW_MIGRATIONS, openLeadWorkflowStore } from '../lead-workflow.ts';
import { openTestCheckoutStore, TEST_CHECKOUT_MIGRATIONS } from '../test-checkouts.ts';
import { openViewStore, VIEW_MIGRATIONS } from '../views.ts';
import { openWatchlistStore, WATCHLIST_MIGRATIONS } from '../watchlist.ts';
import { DatabaseUnreachableError } from './database-unreachable.ts';
import type { Migration } from './migrations.ts';
import { pingSqlStore } from './server-store.ts';
import { openSqlStore, type SqlStore } from './sql-store.ts';
import type { Database } from './tables.ts';
import { lockedTransaction } from './transactions.ts';

type TableName = keyof Database;

/** Every store on the SQL builder: opening one runs its migrations. */
const STORES: readonly { open: (store: SqlStore) => Promise<unknown>; migrations: readonly Migration[] }[] = [
  { open: openLeadStore, migrations: LEAD_MIGRATIONS },
  { open: openSessionStore, migrations: SESSION_MIGRATIONS },
  { open: openWatchlistStore, migrations: WATCHLIST_MIGRATIONS },
  { open: openAnalyticsStore, migrations: ANALYTICS_MIGRATIONS },
  { open: openViewStore, migrations: VIEW_MIGRATIONS },
  { open: openRateLimitStore, migrations: RATE_LIMIT_MIGRATIONS },
  { open: openReservationStore, migrations: RESERVATION_MIGRATIONS },
  { open: openTestCheckoutStore, migrations: TEST_CHECKOUT_MIGRATIONS },
  { open: openStaffStore, migrations: STAFF_MIGRATIONS },
  { open: openLeadWorkflowStore, migrations: LEAD_WORKFLOW_MIGRATIONS },
  { open: openConversationStore, migrations: CONVERSATION_MIGRATIONS },
];

// Checked against `Database` both ways, so a table added there is copied too. In this order because PostgreSQL checks
// each foreign key as its row goes in: leads before trade-ins and submissions, users before sessions.
const TABLES = Object.keys({
  leads: true,
  trade_ins: true,
  lead_submissions: true,
  lead_deliveries: true,
  miscellaneous: true,
  users: true,
  sessions: true,
  sign_in_codes: true,
  sign_in_wrong_codes: true,
  watchlist: true,
  analytics_events: true,
  car_views: true,
  car_view_visitors: true,
  phone_reveals: true,
  rate_limits: true,
  reservations: true,
  test_checkouts: true,
  staff_members: true,
  staff_links: true,
  staff_sessions: true,
  staff_audit: true,
  lead_workflow: true,
  lead_notes: true,
  chat_conversations: true,
  chat_messages: true,
} satisfies Record<TableName, true>) as TableName[];

/** The stores' bookkeeping (./migrations.ts, ../database.ts): not copied, as the target keeps its own, nor reported. */
const NOT_UNKNOWN = new Set<string>([...TABLES, 'store_migrations', 'migrations']);

const BATCH_ROWS = 500;

/** The data directory has no SQLite file of the stores. */
export class NoSqliteData extends Error {
  constructor(readonly dataDir: string) {
    super(`No ${databaseFile(dataDir)}`);
  }
}

/** The target already holds rows of the stores' tables, counted here. */
export class TargetNotEmpty extends Error {
  constructor(readonly rows: Partial<Record<TableName, number>>) {
    super(
      `The target database already holds ${Object.entries(rows)
        .map(([table, count]) => `${table} (${count})`)
        .join(', ')}`,
    );
  }
}

export interface CopySummary {
  /** Rows copied per table, in the order copied. */
  tables: { table: TableName; rows: number }[];
  /** Tables of the SQLite file that no store knows, left where they are. */
  unknownTables: string[];
  /** Migrations the SQLite file lacked, applied to it before the copy by opening the stores there, as a server would. */
  sourceMigrated: string[];
}

export interface CopyOptions {
  dataDir: string;
  databaseUrl: string;
  /** Called as each table is done. */
  onTable?: (table: TableName, rows: number) => void;
}

type AnyRow = Record<string, unknown>;
type TableColumns = TableMetadata['columns'];
// The rows go in as SQLite gives them; PostgreSQL checks them against the tables the migrations made.
type AnyTables = Record<string, AnyRow>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const appliedIn = (source: Db): Set<string> => {
  const known = source.prepare("select 1 from sqlite_master where type = 'table' and name = 'store_migrations'").get();
  return new Set(known ? (source.prepare('select name from store_migrations').pluck().all() as string[]) : []);
};

/**
 * The data directory's file, opened read-only when it has every store migration. An older file is opened as a server
 * opens it, and each store opened on it, which applies what it lacks (the only write made to it), named in `migrated`.
 */
async function openSource(dataDir: string): Promise<{ source: Db; migrated: string[] }> {
  const readOnly = openDatabaseReadOnly(dataDir);
  const applied = appliedIn(readOnly);
  const migrated = STORES.flatMap((store) => store.migrations.map((migration) => migration.name)).filter((name) => !applied.has(name));
  if (migrated.length === 0) return { source: readOnly, migrated };
  readOnly.close();
  const source = openDatabase(dataDir);
  const store = openSqlStore({ sqlite: source });
  try {
    for (const { open } of STORES) await open(store);
  } catch (error) {
    source.close();
    throw error;
  } finally {
    await store.close();
  }
  return { source, migrated };
}

async function openTarget(databaseUrl: string): Promise<SqlStore> {
  const target = openSqlStore({ databaseUrl });
  try {
    await pingSqlStore(target);
  } catch (error) {
    await target.close();
    throw new DatabaseUnreachableError(databaseUrl, { cause: error });
  }
  return target;
}

async function refuseUnlessEmpty(trx: Kysely<AnyTables>): Promise<void> {
  const rows: Partial<Record<TableName, number>> = {};
  for (const table of TABLES) {
    const { n } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (n > 0) rows[table] = n;
  }
  if (Object.keys(rows).length > 0) throw new TargetNotEmpty(rows);
}

async function copyTable(source: Db, trx: Kysely<AnyTables>, table: TableName, columns: readonly string[]): Promise<number> {
  const select = source.prepare(`select ${columns.map(quoted).join(', ')} from ${quoted(table)} order by rowid`);
  let batch: AnyRow[] = [];
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await trx.insertInto(table).values(batch).execute();
    copied += batch.length;
    batch = [];
  };
  for (const row of select.iterate() as IterableIterator<AnyRow>) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
  return copied;
}

/** The source's tables that the stores do not know, which stay behind. */
function unknownTablesOf(source: Db): string[] {
  const tables = source.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all() as string[];
  return tables.filter((name) => !NOT_UNKNOWN.has(name));
}

/** Copies every table, parents first, each followed by its id sequences. */
async function copyTables(source: Db, target: Kysely<Database>, columnsOf: Map<string, TableColumns>, onTable: CopyOptions['onTable']) {
  const loose = target as unknown as Kysely<AnyTables>;
  const copied: CopySummary['tables'] = [];
  for (const table of TABLES) {
    const columns = columnsOf.get(table)!;
    const rows = await copyTable(
      source,
      loose,
      table,
      columns.map((column) => column.name),
    );
    // The ids went in as they were, past the sequence, which would hand them out again: it restarts after the last.
    for (const column of columns.filter((each) => each.isAutoIncrementing))
      await sql`select setval(pg_get_serial_sequence(${table}, ${column.name}), coalesce(max(${sql.ref(column.name)}), 0) + 1, false) from ${sql.table(table)}`.execute(
        target,
      );
    copied.push({ table, rows });
    onTable?.(table, rows);
  }
  return copied;
}

/**
 * Copies the data directory's stores into the PostgreSQL database, which must hold none of their rows (checked before
 * the source is opened, so a refusal touches neither). If anything fails, the target has no row more than before,
 * only the tables its migrations made.
 */
export async function copySqliteToPostgres({ dataDir, databaseUrl, onTable }: CopyOptions): Promise<CopySummary> {
  if (!existsSync(databaseFile(dataDir))) throw new NoSqliteData(dataDir);
  const target = await openTarget(databaseUrl);
  try {
    for (const { open } of STORES) await open(target);
    const columnsOf = new Map((await target.db.introspection.getTables()).map((table) => [table.name, table.columns]));
    return await lockedTransaction(target, async (trx) => {
      await refuseUnlessEmpty(trx as unknown as Kysely<AnyTables>);
      const { source, migrated } = await openSource(dataDir);
      try {
        // One read transaction: the tables as they were at one moment, even while a server writes to the file.
        source.exec('begin');
        try {
          return { tables: await copyTables(source, trx, columnsOf, onTable), unknownTables: unknownTablesOf(source), sourceMigrated: migrated };
        } finally {
          source.exec('commit');
        }
      } finally {
        source.close();
      }
    });
  } finally {
    await target.close();
  }
}
