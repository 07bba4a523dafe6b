/** What the staff routes are given: the API's context, the lead mail's settings (sign-in links go out by them), and whether this is the demo. */
import type { ApiContext } from '../api/context.ts';
import type { MailSettings } from '../delivery/mail-settings.ts';

export interface StaffOptions {
  /** The lead mail's settings: null on a server without SMTP, the outbox in the demo. */
  mail: MailSettings | null;
}

export type StaffContext = ApiContext & StaffOptions & { demo: boolean };
