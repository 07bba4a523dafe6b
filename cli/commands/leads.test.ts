import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/store/database.ts';
import { openLeadStore, type LeadRecord } from '../../server/store/leads.ts';
import { openSqlStore, type SqlStoreTarget } from '../../server/store/sql/sql-store.ts';
import { startTestPostgres, type TestPostgres } from '../../server/store/sql/test-postgres.ts';
import { leadMessage } from '../../server/delivery/lead-message.fixture.ts';
import { leadDeliveryStore } from '../../server/store/lead-deliveries.ts';
import { csv, leadsCsv } from '../../server/leads-csv.ts';
import { exportLeads } from '../lib/leads-export.ts';
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

const HEADER =
  '"id","created_at","kind","category","subcategory","department","name","last_name","email","phone","postcode","location","car_id","car","stock_number",' +
  '"vin","price","requested_at","offer_id","budget","deposit","message","trade_in","url","utm","visited_pages","payload"';
// A lead stored before its message was kept: the form's own fields, the rest empty.
const SINCE_JULY =
  '"test-drive","Sales Enquiry","","","Ada, ""A""","","ada@example.com","0412345678","","","7","","","","","","","","","\'=HYPERLINK()","","http://x/cars/y","","",';

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

describe('dealer-gen leads deliveries', () => {
  /** A lead with an ADF e-mail and a webhook delivery, the webhook's failed for good; the two delivery ids. */
  async function seedDeliveries(dir: string): Promise<{ email: string; webhook: string }> {
    const db = openDatabase(join(dir, 'data'));
    const sql = openSqlStore({ sqlite: db });
    const store = await openLeadStore(sql);
    const { leadId: _, createdAt: __, ...message } = leadMessage();
    const at = new Date('2025-07-02T00:00:00Z');
    await store.add(
      {
        tenant: 'coastal-nissan',
        kind: 'enquiry',
        category: 'Sales Enquiry',
        subcategory: null,
        carId: message.car!.id,
        userId: null,
        email: message.contact.email,
        phone: message.contact.phone,
        payload: { fields: { name: message.contact.name } },
        ip: '127.0.0.1',
        message,
        deliverTo: [
          { type: 'email', to: ['crm@coastal.example.com'], format: 'adf' },
          { type: 'webhook', url: 'https://hooks.coastal.example.com/leads', secretEnv: 'COASTAL_SECRET' },
        ],
      },
      at,
    );
    const deliveries = leadDeliveryStore(sql);
    const [email, webhook] = await deliveries.list('coastal-nissan');
    await deliveries.delivered([email!.id], at.getTime() + 2_000);
    await deliveries.failed(webhook!.id, 'Webhook answered 500 Internal Server Error', at.getTime() + 25 * 3600_000);
    await sql.close();
    db.close();
    return { email: email!.deliveryId, webhook: webhook!.deliveryId };
  }

  it('lists where each lead went, the failed ones alone, and sends failed ones again', async () => {
    project = testProject();
    const ids = await seedDeliveries(project.dir);
    const all = await project.run('leads', 'deliveries', 'coastal-nissan', '--data-dir', 'data');
    expect(all.exitCode).toBe(0);
    expect(all.stdout.trim().split('\n')).toEqual([
      `${ids.email}  2025-07-02T00:00:00Z  e-mail (adf) to crm@coastal.example.com  delivered 2025-07-02T00:00:02Z`,
      `${ids.webhook}  2025-07-02T00:00:00Z  webhook https://hooks.coastal.example.com/leads  failed after 0 tries: Webhook answered 500 Internal Server Error`,
    ]);
    const failed = await project.run('leads', 'deliveries', 'coastal-nissan', '--failed', '--data-dir', 'data');
    expect(failed.stdout.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^${ids.webhook} .* failed after`))]);
    const retried = await project.run('leads', 'deliveries', 'coastal-nissan', '--retry-failed', '--data-dir', 'data');
    expect(retried.stdout).toMatch(/^1 delivery queued again: a running server sends it within 2 s/);
    expect((await project.run('leads', 'deliveries', 'coastal-nissan', '--failed', '--data-dir', 'data')).stdout.trim()).toBe(
      'No failed deliveries for coastal-nissan.',
    );
    const again = await project.run('leads', 'deliveries', 'coastal-nissan', '--retry', ids.email, '--data-dir', 'data');
    expect(again.stdout).toMatch(/^1 delivery queued again/);
    const pending = await project.run('leads', 'deliveries', 'coastal-nissan', '--data-dir', 'data');
    expect(pending.stdout.match(/ {2}pending, /g)).toHaveLength(2);
    expect((await project.run('leads', 'deliveries', 'redgum-used-cars', '--data-dir', 'data')).stdout.trim()).toBe('No deliveries for redgum-used-cars.');
  });

  it('fails clearly on a delivery id that is not one, or not this tenant’s', async () => {
    project = testProject();
    const ids = await seedDeliveries(project.dir);
    const bad = await project.run('leads', 'deliveries', 'coastal-nissan', '--retry', '42', '--data-dir', 'data');
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain('Not a delivery id: "42"');
    const other = await project.run('leads', 'deliveries', 'redgum-used-cars', '--retry', ids.email, '--data-dir', 'data');
    expect(other.exitCode).toBe(1);
    expect(other.stderr).toContain(`redgum-used-cars has no delivery ${ids.email}`);
  });

  it('exports the lead as the dealer got it: car, location, context and trade-in in their own columns', async () => {
    project = testProject();
    await seedDeliveries(project.dir);
    const [header, row] = (await project.run('leads', 'export', 'coastal-nissan', '--data-dir', 'data')).stdout.trim().split('\r\n');
    const cells = Object.fromEntries(header!.split(',').map((name, i) => [JSON.parse(name) as string, row!.match(/"(?:[^"]|"")*"/g)![i]]));
    const message = leadMessage();
    expect(cells.department).toBe('"sales"');
    expect(cells.car).toBe(`"${message.car!.name}"`);
    expect(cells.vin).toBe(`"${message.car!.vin}"`);
    expect(cells.stock_number).toBe(`"${message.car!.stockNumber}"`);
    expect(cells.location).toBe(`"${message.location!.name}"`);
    expect(cells.trade_in).toContain(message.tradeIn!.rego);
    expect(cells.utm).toContain('utm_source=');
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
    expect(leadsCsv([])).toBe(`${HEADER}\r\n`);
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
