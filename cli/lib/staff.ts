/**
 * `dealer-gen staff`: a site's staff, in the server's store. Inviting e-mails a sign-in link through the lead mail's
 * SMTP server (`DEALER_SMTP_URL`, `DEALER_MAIL_FROM`); without one the link is printed here, as in the demo. What is
 * done here is written to the site's audit log, by the command line rather than a member.
 */
import type { Tenant } from '../../schema/tenant.ts';
import { STAFF_LINK_MINUTES, type StaffRole } from '../../runtime/site/staff-api.ts';
import { LeadDeliveryUnsetError } from '../../server/delivery/delivery-check.ts';
import { mailSettings } from '../../server/delivery/mail-settings.ts';
import { emailSchema } from '../../server/staff/schemas.ts';
import { sendStaffLink, staffSignInUrl } from '../../server/staff/sign-in-mail.ts';
import { openStaffStore } from '../../server/store/staff.ts';
import { withServerStore, type StoreFlags } from './leads-export.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { UserError } from './problems.ts';
import { parsePortOrDefault } from './ports.ts';
import { loadTenant } from './tenants.ts';
import type { Workspace } from './workspace.ts';

export interface InviteFlags extends StoreFlags {
  admin?: boolean;
  siteUrl?: string;
}

function tenantOf(ws: Workspace, slug: string): Tenant {
  const loaded = loadTenant(ws, slug);
  if (loaded.tenant) return loaded.tenant;
  const [only] = loaded.problems;
  throw new UserError(loaded.problems.length === 1 && only ? only : PROBLEMS.TenantHasProblems(slug), { problems: loaded.problems });
}

function addressOf(email: string): string {
  const parsed = emailSchema.safeParse(email.trim());
  if (!parsed.success) throw new UserError(PROBLEMS.NotAnEmail(email));
  return parsed.data;
}

/**
 * The link's site: as given, else the tenant's address when the link is e-mailed, else (printed, as in the demo) the
 * site on this machine, where `dealer-gen start` serves it.
 */
function siteOrigin(tenant: Tenant, siteUrl: string | undefined, mailed: boolean, env: NodeJS.ProcessEnv): string {
  if (siteUrl === undefined) return (mailed ? tenant.url : undefined) ?? `http://${tenant.slug}.localhost:${parsePortOrDefault(env.PORT)}`;
  if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol)) throw new UserError(PROBLEMS.NotASiteUrl(siteUrl));
  return new URL(siteUrl).origin;
}

export async function inviteStaff(ws: Workspace, slug: string, email: string, flags: InviteFlags, env = process.env): Promise<string> {
  const tenant = tenantOf(ws, slug);
  const address = addressOf(email);
  const role: StaffRole = flags.admin ? 'admin' : 'staff';
  let mail;
  try {
    mail = mailSettings({ smtpUrl: env.DEALER_SMTP_URL || undefined, from: env.DEALER_MAIL_FROM || undefined, demo: false, dataDir: '' });
  } catch (error) {
    if (error instanceof LeadDeliveryUnsetError) throw new UserError(PROBLEMS.LeadDeliveryUnset(error.problems), { cause: error });
    throw error;
  }
  const origin = siteOrigin(tenant, flags.siteUrl, mail !== null, env);
  return withServerStore(ws.root, slug, flags, async (sql) => {
    const staff = await openStaffStore(sql);
    const now = new Date();
    const member = await staff.invite(slug, address, role, now);
    const url = staffSignInUrl(origin, await staff.issueLink(slug, member.id, now));
    await staff.audit({ tenant: slug, memberId: null, what: `invited ${member.email} as ${role}` }, now);
    const invitedLine = `Invited ${member.email} as ${role} of ${tenant.name}.`;
    if (!mail)
      return `${invitedLine}\nNo SMTP server is set (DEALER_SMTP_URL), so the sign-in link was not e-mailed; it works once, within ${STAFF_LINK_MINUTES} minutes:\n${url}\n`;
    try {
      await sendStaffLink(mail, member.email, tenant.name, url, () => {});
    } finally {
      mail.transport.close();
    }
    return `${invitedLine}\nA sign-in link was e-mailed to ${member.email}; it works once, within ${STAFF_LINK_MINUTES} minutes.\n`;
  });
}

export async function listStaff(ws: Workspace, slug: string, flags: StoreFlags): Promise<string> {
  tenantOf(ws, slug);
  return withServerStore(ws.root, slug, flags, async (sql) => {
    const members = await (await openStaffStore(sql)).members(slug);
    if (members.length === 0) return `No staff for ${slug} yet: invite one with \`dealer-gen staff invite ${slug} <email> --admin\`.\n`;
    return `${members.map((member) => `${member.email}  ${member.role}  ${member.lastActiveAt ? `last active ${member.lastActiveAt}` : 'not signed in yet'}`).join('\n')}\n`;
  });
}

export async function removeStaff(ws: Workspace, slug: string, email: string, flags: StoreFlags): Promise<string> {
  tenantOf(ws, slug);
  const address = addressOf(email);
  return withServerStore(ws.root, slug, flags, async (sql) => {
    const staff = await openStaffStore(sql);
    const member = await staff.memberByEmail(slug, address);
    if (!member || !(await staff.remove(slug, member.id))) throw new UserError(PROBLEMS.NotStaff(slug, address));
    await staff.audit({ tenant: slug, memberId: null, what: `removed ${member.email}` }, new Date());
    return `Removed ${member.email} from the staff of ${slug}; their sessions have ended.\n`;
  });
}
