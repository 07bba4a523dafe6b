/**
 * The e-mail a staff sign-in link goes out in, through the lead mail's settings (../delivery/mail-settings.ts): the
 * SMTP server of `DEALER_SMTP_URL`, or in the demo its outbox, where the link is also printed for whoever tries it.
 */
import { STAFF_LINK_MINUTES, STAFF_SIGN_IN_PATH } from '../../runtime/site/staff-api.ts';
import type { MailSettings } from '../delivery/mail-settings.ts';

/** The page that signs in with the token, on the site's own origin (e.g. `https://bayside.example.com`). */
export const staffSignInUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}${STAFF_SIGN_IN_PATH}?token=${encodeURIComponent(token)}`;

export function staffLinkEmail(site: string, url: string): { subject: string; text: string } {
  return {
    subject: `Your sign-in link for ${site} staff`,
    text: [
      `Open this link to sign in to the staff pages of ${site}:`,
      '',
      url,
      '',
      `It works once, within ${STAFF_LINK_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
    ].join('\n'),
  };
}

export async function sendStaffLink(mail: MailSettings, to: string, site: string, url: string, log: (message: string) => void): Promise<void> {
  await mail.transport.sendMail({ from: mail.from, to, ...staffLinkEmail(site, url) });
  // Only the demo's outbox: its links are for whoever runs it, on their own machine.
  if (mail.outboxDir) log(`Demo: a staff sign-in link for ${site} was put in ${mail.outboxDir}: ${url}`);
}
