import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/store/database.ts';
import { openLeadStore, type LeadRecord } from '../../server/store/leads.ts';
import { openSqlStore, type SqlStoreTarget } from '../../server/store/sql/sql-store.ts';
import { startTestPostgres, type TestPostgres } from '../../server/store/sql/test-postgres.ts';
import { csv, exportLeads, leadsCsv } from '../lib/leads-export.ts';
import { testProject, type TestProject } from '../test-project.ts';

let project: TestProject;
afterEach(() => project?.remove());

/** Three leads, two of them coastal-nissan's and one of those before July, in the store `target` names. */
async function seed(target: SqlStoreTarget): Promise<void> {
  const sql = openSqlStore(target);
  const store = await openLeadStore(sql);
  const base = { category: 'Sales Enquiry', subcategory: null, carId: 7, userId: null, ip: '127.0.0.1' };
  await store.add(
    { ...base, tenant: 'coastal-nissan', kind: 'enquiry', email: 'old@example.com', phone: '0412345678', payload: { fields: { name: 'Old' } } },
    new Date('2025-06-01T00:00:00Z'),
  );
  await store.add(
    {
      ...base,
      tenant: 'coastal-nissan',
      kind: 'test-drive',
      email: 'ada@example.com',
      phone: '0412345678',
      payload: { url: 'http://x/cars/y', fields: { name: 'Ada, "A"', message: '=HYPERLINK()' } },
    },
    new Date('2025-07-02T00:00:00Z'),
  );
  await store.add(
    { ...base, tenant: 'redgum-used-cars', kind: 'enquiry', email: 'other@example.com', phone: null, payload: { fields: { name: 'Other' } } },
    new Date('2025-07-03T00:00:00Z'),
  );
  await sql.close();
}

/** The project's data directory with the three leads in its SQLite file. */
async function seedDataDir(dir: string): Promise<void> {
  const db = openDatabase(join(dir, 'data'));
  await seed({ sqlite: db });
  db.close();
}

const HEADER = '"id","created_at","kind","category","subcategory","name","last_name","email","phone","postcode","car_id","url","payload"';
const SINCE_JULY = '"test-drive","Sales Enquiry","","Ada, ""A""","","ada@example.com","0412345678","","7","http://x/cars/y",';

describe('dealer-gen leads export', () => {
  it('writes the tenant’s leads since a date as CSV to stdout', async () => {
    project = testProject();
    await seedDataDir(project.dir);
    const result = await project.run('leads', 'export', 'coastal-nissan', '--since', '2025-07-01', '--data-dir', 'data');
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(SINCE_JULY);
    expect(result.stdout).not.toContain('other@example.com');
    const all = await project.run('leads', 'export', 'coastal-nissan', '--data-dir', 'data');
    expect(all.stdout.trim().split('\r\n')).toHaveLength(3);
  });

  it('fails clearly on a bad date or a missing data directory', async () => {
    project = testProject();
    await seedDataDir(project.dir);
    const bad = await project.run('leads', 'export', 'coastal-nissan', '--since', 'yesterday', '--data-dir', 'data');
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain('Not a date: "yesterday"\n  hint: --since takes a date like 2025-07-01');
    const missing = await project.run('leads', 'export', 'coastal-nissan', '--data-dir', 'nowhere');
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('No dealer data in');
  });
});

describe('dealer-gen leads export from PostgreSQL', () => {
  let postgres: TestPostgres;
  let databaseUrl: string;
  beforeAll(async () => {
    postgres = await startTestPostgres();
    databaseUrl = await postgres.newDatabase();
    await seed({ databaseUrl });
  });
  afterAll(() => postgres?.stop());

  it('reads the database --database-url names, in place of the data directory', async () => {
    project = testProject();
    const result = await project.run('leads', 'export', 'coastal-nissan', '--since', '2025-07-01', '--database-url', databaseUrl);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.trim().split('\r\n')).toEqual([HEADER, expect.stringContaining(SINCE_JULY)]);
  });

  it('reads the database DEALER_DATABASE_URL names, as the server does', async () => {
    project = testProject();
    vi.stubEnv('DEALER_DATABASE_URL', databaseUrl);
    try {
      const lines = (await exportLeads(project.dir, 'coastal-nissan', {})).trim().split('\r\n');
      expect(lines).toEqual([HEADER, expect.stringContaining('"enquiry"'), expect.stringContaining(SINCE_JULY)]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

/** One cell as the export writes it: a row of one, without its line end. */
const csvCell = (value: unknown) => csv([[value]]).replace(/\r\n$/, '');

describe('CSV cells', () => {
  it('quotes every cell and defuses a formula at its start', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(7)).toBe('"7"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('  @SUM(A1)')).toBe(`"  '@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r'=1"`);
    expect(csvCell(-3)).toBe(`"'-3"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell('')).toBe('""');
    expect(leadsCsv([])).toBe('"id","created_at","kind","category","subcategory","name","last_name","email","phone","postcode","car_id","url","payload"\r\n');
  });

  it('defuses a formula after a separator a spreadsheet may split the cell on', () => {
    expect(csvCell('Jo;=HYPERLINK("http://x","y")')).toBe(`"Jo;'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('Jo, +61')).toBe(`"Jo, '+61"`);
    expect(csvCell('Jo;\t-1')).toBe(`"Jo;'\t'-1"`);
    expect(csvCell('a\r\n@SUM(A1)')).toBe(`"a\r\n'@SUM(A1)"`);
    expect(csvCell('a\n=1')).toBe(`"a\n'=1"`);
    expect(csvCell('Mary-Jane O-Neil, 2-door; a+b=c @home')).toBe('"Mary-Jane O-Neil, 2-door; a+b=c @home"');
    expect(csvCell({ fields: { name: 'Jo;-2+3' } })).toBe(`"{""fields"":{""name"":""Jo;'-2+3""}}"`);
  });

  it('writes a lead whose name carries a formula after a separator as text, in its own quoted cell', () => {
    const lead = {
      id: 1,
      createdAt: '2025-07-02T00:00:00.000Z',
      tenant: 'coastal-nissan',
      kind: 'enquiry',
      category: 'Sales Enquiry',
      subcategory: null,
      email: 'jo@example.com',
      phone: null,
      carId: null,
      userId: null,
      payload: { fields: { name: 'Jo;=HYPERLINK("http://x","y")' } },
    } as unknown as LeadRecord;
    const row = leadsCsv([lead]).split('\r\n')[1];
    expect(row).toContain(`,"Jo;'=HYPERLINK(""http://x"",""y"")",`);
    expect(row).not.toMatch(/[;,]=/);
  });
});
