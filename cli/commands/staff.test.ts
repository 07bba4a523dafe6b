import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../e2e/smtp-sink.ts';
import { staffSignInUrl } from '../../server/staff/sign-in-mail.ts';
import { openDatabase } from '../../server/store/database.ts';
import { openSqlStore } from '../../server/store/sql/sql-store.ts';
import { openStaffStore } from '../../server/store/staff.ts';
import { inviteStaff } from '../lib/staff.ts';
import { workspace } from '../lib/workspace.ts';
import { testProject, type TestProject } from '../test-project.ts';

let project: TestProject;
afterEach(() => project?.remove());

const SLUG = 'coastal-nissan';

/** A project with the tenant and the data directory a server made (its database, still empty). */
function projectWithData(): TestProject {
  project = testProject({ tenants: [SLUG] });
  openDatabase(join(project.dir, 'data')).close();
  return project;
}

/** What the server's store holds for the site: its members and audit log. */
async function stored(): Promise<{ members: string[]; audit: string[] }> {
  const db = openDatabase(join(project.dir, 'data'));
  const sql = openSqlStore({ sqlite: db });
  try {
    const members = (await (await openStaffStore(sql)).members(SLUG)).map((member) => `${member.email} ${member.role}`);
    const audit = (await sql.db.selectFrom('staff_audit').select(['member_id', 'what']).where('tenant', '=', SLUG).orderBy('id').execute()).map(
      (row) => `${row.member_id ?? 'cli'}: ${row.what}`,
    );
    return { members, audit };
  } finally {
    await sql.close();
    db.close();
  }
}

describe('dealer-gen staff', () => {
  it('invites a member, printing the link when no SMTP server is set, lists and removes them', async () => {
    projectWithData();
    const invited = await project.run('staff', 'invite', SLUG, 'Jo@Example.com', '--admin', '--data-dir', 'data');
    expect(invited.exitCode).toBe(0);
    expect(invited.stdout).toContain('Invited jo@example.com as admin of ');
    // Printed, the link is to the site as the demo serves it on this machine.
    expect(invited.stdout).toMatch(
      /not e-mailed; it works once, within 15 minutes:\nhttp:\/\/coastal-nissan\.localhost:4000\/staff\/sign-in\?token=[A-Za-z0-9_-]{43}$/,
    );
    await project.run('staff', 'invite', SLUG, 'sam@example.com', '--site-url', 'http://coastal-nissan.localhost:4100/anything', '--data-dir', 'data');

    const listed = await project.run('staff', 'list', SLUG, '--data-dir', 'data');
    expect(listed.stdout.trim().split('\n')).toEqual(['jo@example.com  admin  not signed in yet', 'sam@example.com  staff  not signed in yet']);
    const removed = await project.run('staff', 'remove', SLUG, 'SAM@example.com', '--data-dir', 'data');
    expect([removed.exitCode, removed.stdout]).toEqual([0, `Removed sam@example.com from the staff of ${SLUG}; their sessions have ended.`]);
    expect(await stored()).toEqual({
      members: ['jo@example.com admin'],
      audit: ['cli: invited jo@example.com as admin', 'cli: invited sam@example.com as staff', 'cli: removed sam@example.com'],
    });
    expect((await project.run('staff', 'list', 'redgum-used-cars', '--data-dir', 'data')).exitCode).toBe(1);
  });

  it('e-mails the link through the lead mail’s SMTP server when one is set', async () => {
    projectWithData();
    const sink = await startSmtpSink();
    try {
      const env = { DEALER_SMTP_URL: sink.url, DEALER_MAIL_FROM: 'staff@dealer-gen.example.com' };
      const output = await inviteStaff(workspace(project.dir), SLUG, 'jo@example.com', { dataDir: 'data', siteUrl: 'https://cars.example.com' }, env);
      expect(output).toContain('A sign-in link was e-mailed to jo@example.com; it works once, within 15 minutes.');
      expect(output).not.toContain('token=');
      const [{ envelope, mail }] = sink.received as [(typeof sink.received)[number]];
      expect(envelope.rcptTo.map((to) => to.address)).toEqual(['jo@example.com']);
      expect(mail.text).toContain(staffSignInUrl('https://cars.example.com', ''));
      expect(mail.text).toMatch(/token=[A-Za-z0-9_-]{43}/);
    } finally {
      await sink.close();
    }
  });

  it('fails clearly on an address, tenant, site address or member that is not one', async () => {
    projectWithData();
    const cases: [string[], string][] = [
      [['invite', SLUG, 'jo at example'], 'Not an e-mail address: "jo at example"'],
      [['invite', 'nosuch', 'jo@example.com'], 'No tenant "nosuch"'],
      [['invite', SLUG, 'jo@example.com', '--site-url', 'cars'], 'Not a site address: "cars"'],
      [['remove', SLUG, 'nobody@example.com'], `nobody@example.com is not on the staff of ${SLUG}`],
    ];
    for (const [args, message] of cases) {
      const result = await project.run('staff', ...args, '--data-dir', 'data');
      expect(result.exitCode, args.join(' ')).toBe(1);
      expect(result.stderr).toContain(message);
    }
    const missing = await project.run('staff', 'list', SLUG, '--data-dir', 'nowhere');
    expect([missing.exitCode, missing.stderr.includes('No dealer data in')]).toEqual([1, true]);
  });
});
