import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/store/database.ts';
import { openLeadStore } from '../../server/store/leads.ts';
import { openSessionStore } from '../../server/store/sessions.ts';
import { openSqlStore } from '../../server/store/sql/sql-store.ts';
import { startTestPostgres, type TestPostgres } from '../../server/store/sql/test-postgres.ts';
import { testProject, type TestProject } from '../test-project.ts';

let project: TestProject;
afterEach(() => project?.remove());

/** The project's `data` directory with a lead and a signed-in shopper, as a demo leaves it. */
async function seedDataDir(dir: string): Promise<void> {
  const db = openDatabase(join(dir, 'data'));
  const sql = openSqlStore({ sqlite: db });
  const leads = await openLeadStore(sql);
  await leads.add(
    {
      tenant: 'coastal-nissan',
      kind: 'enquiry',
      category: 'Sales Enquiry',
      subcategory: null,
      carId: 7,
      userId: null,
      email: 'ada@example.com',
      phone: '0412345678',
      payload: { fields: { name: 'Ada' } },
      ip: '127.0.0.1',
    },
    new Date('2025-07-02T00:00:00Z'),
  );
  await (await openSessionStore(sql)).startSession('coastal-nissan', '0412345678', new Date());
  await sql.close();
  db.close();
}

describe('dealer-gen db migrate-sqlite', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  });
  afterAll(() => postgres?.stop());

  /** A new database's URL with a password in it (the throwaway cluster trusts any), to check it is never printed. */
  async function databaseWithPassword(): Promise<{ url: string; password: string }> {
    const url = new URL(await postgres.newDatabase());
    url.password ||= 'never-printed-7f3a';
    return { url: url.toString(), password: url.password };
  }

  it('copies the data directory into PostgreSQL, table by table, and refuses to copy it again', async () => {
    project = testProject();
    await seedDataDir(project.dir);
    const { url, password } = await databaseWithPassword();
    const result = await project.run('db', 'migrate-sqlite', '--from', 'data', '--to', url);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toMatch(/^ {2}leads +1 rows$/m);
    expect(result.stderr).toMatch(/^ {2}sessions +1 rows$/m);
    expect(result.stderr).toContain('Copied 3 rows in 25 tables into postgres://');
    expect(result.stderr).toContain(':***@');
    // The demo never opened the watchlist's store, among others: opening each on the file first makes their tables.
    expect(result.stderr).toContain(
      'watchlist-1, analytics-1, views-1, rate-limits-1, reservations-1, test-checkouts-1, staff-1, lead-workflow-1, conversations-1 applied to it first',
    );

    const exported = await project.run('leads', 'export', 'coastal-nissan', '--database-url', url);
    expect(exported.stdout).toContain('"ada@example.com"');

    const again = await project.run('db', 'migrate-sqlite', '--from', 'data', '--to', url);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('already holds the stores’ data (leads: 1, users: 1, sessions: 1); nothing was copied');
    expect(again.stderr).toContain('hint: Point --to at a new, empty database');
    expect(`${result.stdout}${result.stderr}${again.stdout}${again.stderr}`).not.toContain(password);
  });

  it('stops at a data directory without dealer data, a missing --from, or a database that does not answer', async () => {
    project = testProject();
    const { url } = await databaseWithPassword();
    const missing = await project.run('db', 'migrate-sqlite', '--from', 'nowhere', '--to', url);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain(`No dealer data in ${join(project.dir, 'nowhere')}: it holds no dealer.sqlite`);
    expect(missing.stderr).toContain('hint: Pass --from the data directory the demo ran with');

    const noFrom = await project.run('db', 'migrate-sqlite', '--to', url);
    expect(noFrom.exitCode).toBe(1);
    expect(noFrom.stderr).toContain("required option '--from <data-dir>' not specified");

    const notPostgres = await project.run('db', 'migrate-sqlite', '--from', 'data', '--to', 'mysql://root:hunter2@db/dealer');
    expect(notPostgres.exitCode).toBe(1);
    expect(notPostgres.stderr).toContain('is not a PostgreSQL URL');
    expect(notPostgres.stderr).not.toContain('hunter2');

    await seedDataDir(project.dir);
    const unreachable = await project.run('db', 'migrate-sqlite', '--from', 'data', '--to', 'postgres://dealer:hunter2@127.0.0.1:1/dealer');
    expect(unreachable.exitCode).toBe(1);
    expect(unreachable.stderr).toContain('Cannot reach the PostgreSQL database at postgres://dealer:***@127.0.0.1:1/dealer');
    expect(unreachable.stderr).toContain('cause:');
    expect(unreachable.stderr).not.toContain('hunter2');
  });
});
