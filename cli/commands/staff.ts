import type { Command } from 'commander';
import { workspace } from '../lib/workspace.ts';

const storeOptions = (command: Command) =>
  command
    .option('--data-dir <dir>', 'the data directory the server runs with', '.data')
    .option('--database-url <url>', 'the PostgreSQL database the server runs with, in place of the data directory (default: $DEALER_DATABASE_URL)');

export function registerStaff(program: Command): void {
  const staff = program.command('staff').description('The people who sign in to a site’s staff pages (/staff)');
  storeOptions(
    staff
      .command('invite <slug> <email>')
      .description('Add a staff member and e-mail them a sign-in link (printed when no SMTP server is set)')
      .option('--admin', 'an admin, who may also invite and remove staff')
      .option(
        '--site-url <url>',
        'the address the site is reached at, for the link (default: the tenant’s url when e-mailed; printed, the demo’s on this machine)',
      ),
  ).action(async (slug: string, email: string, options: { admin?: boolean; siteUrl?: string; dataDir: string; databaseUrl?: string }) => {
    // Loaded when run, as serve's server is: its database drivers would slow every other command's start.
    const { inviteStaff } = await import('../lib/staff.ts');
    process.stdout.write(await inviteStaff(workspace(), slug, email, options));
  });
  storeOptions(staff.command('list <slug>').description('List a site’s staff, their roles and when each was last active')).action(
    async (slug: string, options: { dataDir: string; databaseUrl?: string }) => {
      const { listStaff } = await import('../lib/staff.ts');
      process.stdout.write(await listStaff(workspace(), slug, options));
    },
  );
  storeOptions(staff.command('remove <slug> <email>').description('Remove a staff member; their sessions end at once')).action(
    async (slug: string, email: string, options: { dataDir: string; databaseUrl?: string }) => {
      const { removeStaff } = await import('../lib/staff.ts');
      process.stdout.write(await removeStaff(workspace(), slug, email, options));
    },
  );
}
